/** Naira amounts and counts for the en-NG locale (SPEC.md section 1). */
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const count = new Intl.NumberFormat('en-NG');

export const formatNaira = (value: number): string => naira.format(value);
export const formatCount = (value: number): string => count.format(value);
