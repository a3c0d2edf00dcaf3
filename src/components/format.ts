import { format } from 'date-fns';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const count = new Intl.NumberFormat('en-NG');

/** Naira as people in Nigeria read it: ₦1,234.50 */
export const formatNaira = (n: number | null | undefined): string => naira.format(n ?? 0);
export const formatCount = (n: number | null | undefined): string => count.format(n ?? 0);

/** Unix seconds as 'Sun, Nov 22 2026, 3:04 PM' (SPEC.md section 9: weekday, month day year, time am/pm). */
export const formatUnix = (s: number | null | undefined): string =>
  s === null || s === undefined ? '' : format(new Date(s * 1000), 'EEE, MMM d yyyy, h:mm a');

/** Named things (places, routes) as 'Lagos, Ogun'. */
export const joinNames = (named: { name: string }[] | null | undefined): string =>
  (named ?? []).map((n) => n.name).join(', ');

/** The value at a dotted path of a record ('parent_referral.fullname'). */
export function valueAt(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), record);
}
