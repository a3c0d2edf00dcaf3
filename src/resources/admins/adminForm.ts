import { PRIVILEGE_NAMES, PRIVILEGES, type Privilege } from '../../api';
import type { Admin } from '../../api/entities';
import type { FieldDecl, FieldInput, Values } from '../../registry/types';
import { textField, textOf } from '../../registry/values';

/** The role of an admin: usertype 0 is 'Admin', anything else 'Non-Admin' (SPEC.md section 2). */
export const roleKey = (usertype: number) =>
  usertype === 0 ? 'busads.admins.role.admin' : 'busads.admins.role.nonAdmin';

/**
 * The fields of 'Create a new Admin' and 'Update Admin Information', messages of SPEC.md section 5; their
 * sources are checked against each call's body where the declaration names them.
 */
const field = <S extends string>(source: S, kind: FieldDecl['kind'] = 'text') =>
  ({ source, kind, required: `busads.admins.validation.${source}` }) satisfies FieldInput<S>;

const role = {
  ...field('usertype', 'select'),
  choices: [0, 1].map((id) => ({ id, name: roleKey(id) })),
  // A new admin is a Non-Admin unless chosen otherwise.
  defaultValue: () => 1,
} satisfies FieldInput<'usertype'>;

/** The twelve modules as checkboxes, by their readable names (SPEC.md section 3). */
const privileges = {
  source: 'privileges',
  kind: 'checkboxes',
  choices: PRIVILEGE_NAMES.map((id) => ({ id, name: PRIVILEGES[id] })),
  defaultValue: () => [],
} satisfies FieldInput<'privileges'>;

const person = [field('fullname'), field('username'), field('phone'), field('email'), field('address')];
const password = { ...field('password', 'password'), newPassword: true };
export const createFields = [...person, password, role, privileges];
export const updateFields = [...person, role, privileges];

/** A person's text fields are sent trimmed. */
const text = (v: unknown) => textOf(v) ?? '';
const personBody = (v: Values) => ({
  fullname: text(v.fullname),
  username: text(v.username),
  phone: text(v.phone),
  email: text(v.email),
  address: text(v.address),
});
const roleBody = (v: Values) => ({
  usertype: Number(v.usertype ?? 1) === 0 ? 0 : 1,
  // The checkboxes offer the twelve modules only.
  privileges: Array.isArray(v.privileges) ? (v.privileges as Privilege[]) : [],
});

export const createBody = (v: Values) => ({ ...personBody(v), password: textField(v.password), ...roleBody(v) });
export const updateBody = (a: Admin, v: Values) => ({
  ...personBody(v),
  ...roleBody(v),
  profilePicture: a.profilePicture,
});
export const updateInitialValues = (a: Admin): Values => ({
  fullname: a.fullname,
  username: a.username,
  phone: a.phone,
  email: a.email,
  address: a.address,
  usertype: a.usertype,
  privileges: a.privileges,
});

/** The own-profile card's Submit: the four fields of the card, the email unchanged (issue 5 decisions). */
export const ownProfileBody = (me: Admin, v: Values) => ({ ...personBody({ ...v, email: me.email }) });
