import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import { api, entities } from '../../api';
import type { Admin } from '../../api/entities';
import { logoutAction, resetPasswordAction } from '../../components/actions/accountActions';
import { defineResource } from '../../registry/defineResource';
import type { SignedIn } from '../../registry/types';
import { textField } from '../../registry/values';
import {
  createBody,
  createFields,
  ownProfileBody,
  roleKey,
  updateBody,
  updateFields,
  updateInitialValues,
} from './adminForm';

const t = (key: string) => `busads.admins.${key}`;
/** Reset Password and Logout are refused on one's own row (issue 5 decisions): the row does not offer them. */
const notMe = (a: Admin, me: SignedIn | undefined) => me !== undefined && String(me.id) !== String(a.id);

/**
 * Admins and the own profile: SPEC.md section 2 Admin Profile, calls of section 7 Admins. The page
 * shows every signed-in admin their own card; the table below it needs ADMIN_ADMIN.
 */
export default defineResource({
  name: 'admin',
  page: lazy(() => import('./AdminProfilePage')),
  menu: { label: 'busads.menu.admin', icon: AdminIcon },
  record: entities.Admin,
  representation: (a) => a.fullname,
  list: {
    endpoint: api.admins.list,
    paging: 'client',
    perPage: 15,
    search: 'q',
    sort: { field: 'id', order: 'ASC' },
    columns: [
      { source: 'id', rank: 6 },
      { source: 'fullname', rank: 1 },
      { source: 'username', rank: 2 },
      { source: 'phone', noWrap: true, rank: 5 },
      { source: 'email', rank: 4 },
      { source: 'address', rank: 8 },
      { source: 'usertype', textKey: (a) => roleKey(a.usertype), rank: 3 },
      { source: 'dateCreated', kind: 'date', rank: 7 },
    ],
  },
  create: {
    label: t('create.label'),
    title: t('create.title'),
    endpoint: api.admins.create,
    fields: createFields,
    body: createBody,
    success: 'busads.toast.created',
  },
  actions: [
    {
      name: 'update',
      label: t('action.update'),
      endpoint: api.admins.update,
      form: { title: t('dialog.update'), fields: updateFields, initialValues: updateInitialValues },
      body: updateBody,
      success: 'busads.toast.updated',
    },
    resetPasswordAction(api.admins.resetPassword, {
      confirm: t('confirm.resetPassword'),
      hint: t('dialog.passwordHint'),
      visible: notMe,
    }),
    logoutAction(api.admins.logout, {
      confirm: t('confirm.logout'),
      success: 'busads.toast.adminLoggedOut',
      visible: notMe,
    }),
    // The second factor (issue 30, an extension): an Admins holder resets another's; the own card runs the rest.
    {
      name: 'resetSecondFactor',
      label: 'busads.secondFactor.reset',
      endpoint: api.secondFactor.reset,
      confirm: 'busads.secondFactor.resetConfirm',
      success: 'busads.secondFactor.resetDone',
      visible: notMe,
    },
    {
      name: 'secondFactorStatus',
      label: 'busads.secondFactor.profileTitle',
      rowMenu: false,
      endpoint: api.secondFactor.status,
    },
    {
      name: 'secondFactorEnrol',
      label: 'busads.secondFactor.setUp',
      rowMenu: false,
      endpoint: api.secondFactor.enrol,
    },
    {
      name: 'secondFactorConfirm',
      label: 'busads.secondFactor.confirm',
      rowMenu: false,
      endpoint: api.secondFactor.confirm,
      body: (_, v) => ({ code: textField(v.code) }),
    },
    {
      name: 'secondFactorDisable',
      label: 'busads.secondFactor.turnOff',
      rowMenu: false,
      endpoint: api.secondFactor.disable,
      body: (_, v) => (textField(v.password) ? { password: textField(v.password) } : { code: textField(v.code) }),
    },
    // Run by the own-profile card, not from the table's rows.
    {
      name: 'updateProfile',
      label: 'busads.profile.submit',
      rowMenu: false,
      endpoint: api.admins.update,
      body: ownProfileBody,
      success: 'busads.toast.updated',
    },
    // The own-profile card's 'Log out everywhere' (an extension): every session of the signed-in admin ends.
    {
      name: 'logoutEverywhere',
      label: 'busads.sessions.logoutEverywhere',
      rowMenu: false,
      endpoint: api.session.logoutEverywhere,
      confirmTitle: 'busads.sessions.confirmTitle',
      confirm: 'busads.sessions.confirm',
    },
    {
      name: 'changePassword',
      label: 'busads.profile.changePassword',
      rowMenu: false,
      endpoint: api.admins.changePassword,
      form: {
        title: 'busads.profile.changePassword',
        fields: [
          {
            source: 'oldPassword',
            label: 'busads.profile.oldPassword',
            kind: 'password',
            required: 'busads.profile.oldPasswordRequired',
          },
          {
            source: 'newPassword',
            label: 'busads.profile.newPassword',
            kind: 'password',
            required: 'busads.profile.newPasswordRequired',
            newPassword: true,
          },
        ],
      },
      body: (_, v) => ({ oldPassword: textField(v.oldPassword), newPassword: textField(v.newPassword) }),
      success: 'busads.toast.passwordUpdated',
    },
  ],
});
