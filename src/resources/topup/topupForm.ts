import type { FieldDecl, Values } from '../../registry/types';

/**
 * The amount of a wallet topup, shared by the New Topup dialog and the vendor row's Topup Vendor
 * action so both validate it alike ('Amount is required', SPEC.md section 5) and send the same body.
 */
export const topupAmountField: FieldDecl = {
  source: 'amount',
  label: 'resources.topup.fields.amount',
  kind: 'money',
  required: 'busads.topup.validation.amount',
};

/** The topup body {amount, vendorID}. */
export const topupBody = (values: Values, vendorID: unknown) => ({ amount: Number(values.amount), vendorID: Number(vendorID) });

/** The toast after a topup (SPEC.md section 8). */
export const topupSuccess = 'busads.toast.successful';
