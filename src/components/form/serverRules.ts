import { bodies } from '../../api';
import type { FieldDecl } from '../../registry/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What the server will check on a field, said under it before the form is sent (its helper text), from
 * the contract's own limits: amounts of naira and new passwords. Undefined for the other fields.
 */
export function ruleHelp(field: FieldDecl, translate: Translate): string | undefined {
  if (field.kind === 'money')
    return translate('busads.form.moneyHelp', { min: bodies.NAIRA_MIN, max: bodies.NAIRA_MAX.toLocaleString('en-NG') });
  if (field.kind === 'password' && field.newPassword)
    return translate('busads.form.newPasswordHelp', { min: bodies.MIN_PASSWORD_LENGTH });
  return undefined;
}

/**
 * A new password shorter than the server accepts is refused in the form, with the server's own wording
 * ('New Password must be at least 8 characters'), rather than after a call.
 */
export function newPasswordLength(field: FieldDecl, translate: Translate) {
  return (value: unknown) =>
    typeof value === 'string' && value.length > 0 && value.length < bodies.MIN_PASSWORD_LENGTH
      ? translate('busads.form.passwordShort', { label: translate(field.label), min: bodies.MIN_PASSWORD_LENGTH })
      : undefined;
}
