import StoreIcon from '@mui/icons-material/Storefront';
import { api, entities } from '../../api';
import type { Vendor } from '../../api/entities';
import { today, yesterday } from '../../format/dates';
import { defineResource } from '../../registry/defineResource';
import { dayEnd, dayStart } from '../../registry/params';
import type { FieldDecl, FieldInput } from '../../registry/types';
import { textField } from '../../registry/values';
import { lazyDialog } from '../../registry/lazyDialog';
import { logoutAction, resetPasswordAction } from '../../components/actions/accountActions';

const VendorRoutesDialog = lazyDialog(() => import('./VendorRoutesDialog').then((m) => m.VendorRoutesDialog));

const t = (key: string) => `busads.vendors.${key}`;
const field = <S extends string>(source: S, kind: FieldDecl['kind'] = 'text'): FieldInput<S> => ({
  source,
  kind,
  required: t(`validation.${source}`),
});

/** Vendors (advertisers): SPEC.md section 2 Vendors, calls of section 7 Vendors. */
export default defineResource({
  name: 'vendors',
  menu: { label: 'busads.menu.vendor', icon: StoreIcon },
  record: entities.Vendor,
  representation: (v) => v.fullname,
  list: {
    endpoint: api.vendors.list,
    paging: 'append',
    perPage: 50,
    search: 'q',
    // The search box's 'q' is the call's searchName.
    params: { searchName: 'q', from: dayStart, to: dayEnd },
    // Section 2 (vendors): date from yesterday, to today; applied by the first load, which the form shows.
    defaultFilter: () => ({ from: yesterday(), to: today() }),
    filters: [
      { source: 'id', label: 'busads.filter.vendor', kind: 'vendor' },
      { source: 'from', label: 'busads.filter.dateFrom', kind: 'date' },
      { source: 'to', label: 'busads.filter.dateTo', kind: 'date' },
    ],
    columns: [
      { computed: 'sn', kind: 'index' },
      { source: 'fullname', rank: 1 },
      { source: 'phone', rank: 2 },
      { source: 'email', rank: 3 },
      { source: 'accessStatus', kind: 'activeStatus', rank: 4 },
      { source: 'phoneVerified', kind: 'yesNo', rank: 10 },
      { source: 'emailVerified', kind: 'yesNo', rank: 11 },
      {
        source: 'vendor_feature.currDailyCost',
        label: 'resources.vendors.fields.currDailyCost',
        kind: 'money',
        rank: 5,
      },
      {
        source: 'parent_referral.fullname',
        label: 'resources.vendors.fields.referredBy',
        rank: 8,
        fallback: 'busads.values.noOne',
      },
      { source: 'childrenReferralsCount', kind: 'count', rank: 9 },
      { source: 'dateCreated', kind: 'date', rank: 7 },
    ],
  },
  actions: [
    {
      name: 'topup',
      label: t('action.topup'),
      endpoint: api.topups.create,
      form: {
        title: t('dialog.topup'),
        fields: [{ source: 'amount', kind: 'money', required: 'busads.topup.validation.amount' }],
        // Issue 29: names the vendor and their balance, and confirms '₦… to <vendor> (new balance ₦…)' first.
        review: { amount: 'amount', recipient: (v) => ({ id: v.id, name: v.fullname }) },
      },
      body: (v, values) => ({ amount: Number(values.amount), vendorID: v.id }),
      success: 'busads.toast.successful',
    },
    {
      name: 'update',
      label: t('action.update'),
      endpoint: api.vendors.update,
      form: {
        title: t('dialog.update'),
        fields: [field('fullname'), field('username'), field('phone'), field('email'), field('address')],
        initialValues: (v) => ({
          fullname: v.fullname,
          username: v.username,
          phone: v.phone,
          email: v.email,
          address: v.address,
        }),
      },
      body: (v, values) => ({
        fullname: textField(values.fullname),
        username: textField(values.username),
        phone: textField(values.phone),
        email: textField(values.email),
        address: textField(values.address),
        profilePicture: v.profilePicture,
      }),
      success: 'busads.toast.updated',
    },
    {
      name: 'viewRoute',
      label: t('action.viewRoute'),
      endpoint: api.ads.list,
      params: { vendorID: (v) => v.id, page: () => 1, limit: () => 100 },
      result: VendorRoutesDialog,
    },
    { name: 'assignRoute', label: t('action.assignRoute'), unavailable: t('unavailable.assignRoute') },
    resetPasswordAction<Vendor>(api.vendors.resetPassword, {
      confirm: t('confirm.resetPassword'),
      hint: t('dialog.passwordHint'),
    }),
    { name: 'delete', label: t('action.delete'), unavailable: t('unavailable.delete') },
    logoutAction<Vendor>(api.vendors.logout, { confirm: t('confirm.logout'), success: 'busads.toast.vendorLoggedOut' }),
  ],
});
