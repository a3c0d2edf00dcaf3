import type { Endpoint } from '../../api';
import type { ActionInput, AnyRecord, SignedIn } from '../../registry/types';
import { lazyPasswordInfo } from './lazyPasswordInfo';

/**
 * The row actions on an account that the Admins and Vendors screens share (SPEC.md section 2), written
 * once: the same names, labels, toasts and dialog; each screen gives its call (one of the record's id,
 * without a body), its own confirmation (the one SPEC.md words for it) and whom the row offers it for.
 * R, the screen's record, is named where the row never narrows it: `resetPasswordAction<Vendor>(...)`.
 */

/** Whose account: anyone with a name and a username (an admin, a vendor). */
export type Account = AnyRecord & { fullname: string; username: string };

interface AccountActionOptions<R> {
  /** The confirmation asked before the call (i18n key). */
  confirm: string;
  /** Shown only on some rows (e.g. not on the signed-in admin's own). */
  visible?: (account: R, me: SignedIn | undefined) => boolean;
}

/**
 * Reset Password: after the confirmation, the call, the toast 'Password Reset Sucessful!', then the
 * Password Information dialog with the new password, shown once; `hint` (i18n key) says whom to share it with.
 */
export const resetPasswordAction = <R extends Account>(
  endpoint: Endpoint,
  { confirm, hint, visible }: AccountActionOptions<R> & { hint: string },
): ActionInput<R> => ({
  name: 'resetPassword',
  label: 'busads.account.resetPassword',
  endpoint,
  confirm,
  success: 'busads.toast.passwordReset',
  result: lazyPasswordInfo(hint),
  visible,
});

/** Logout: after the confirmation, the call that ends the account's sessions, then `success` (i18n key). */
export const logoutAction = <R extends Account>(
  endpoint: Endpoint,
  { confirm, success, visible }: AccountActionOptions<R> & { success: string },
): ActionInput<R> => ({
  name: 'logout',
  label: 'busads.account.logout',
  endpoint,
  confirm,
  success,
  visible,
});
