// Built on first use: a formatter costs milliseconds to build (locale data), too much for the start of every page.
let naira: Intl.NumberFormat | undefined;
let count: Intl.NumberFormat | undefined;

/** Naira as people in Nigeria read it: ₦1,234.50 */
export const formatNaira = (n: number | null | undefined): string =>
  (naira ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })).format(n ?? 0);
export const formatCount = (n: number | null | undefined): string =>
  (count ??= new Intl.NumberFormat('en-NG')).format(n ?? 0);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Unix seconds as 'Sun, Nov 22 2026, 3:04 PM' (SPEC.md section 9: weekday, month day year, time am/pm), in
 * the browser's time zone: date-fns' 'EEE, MMM d yyyy, h:mm a', written out so that the admin shell every
 * sign-in waits for carries no date-fns formatter (tests/unit/dateText.test.ts compares the two).
 */
export function formatUnix(s: number | null | undefined): string {
  if (s === null || s === undefined) return '';
  const d = new Date(s * 1000);
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  const hours = d.getHours();
  return (
    `${WEEKDAYS[d.getDay()]}, ${MONTHS[d.getMonth()]} ${d.getDate()} ${pad(d.getFullYear(), 4)}, ` +
    `${hours % 12 || 12}:${pad(d.getMinutes(), 2)} ${hours < 12 ? 'AM' : 'PM'}`
  );
}

/** Unix seconds as the day alone, 'Sun, Nov 22 2026' (formatUnix without the time): a chart's day. */
export const formatUnixDay = (s: number): string => formatUnix(s).replace(/, \d+:\d\d [AP]M$/, '');

/** A date as date inputs hold it: 'yyyy-MM-dd', in the browser's time zone. */
export const dayText = (d: Date): string =>
  `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1, 2)}-${pad(d.getDate(), 2)}`;

/** Named things (places, routes) as 'Lagos, Ogun'. */
export const joinNames = (named: { name: string }[] | null | undefined): string =>
  (named ?? []).map((n) => n.name).join(', ');

/** The value at a dotted path of a record ('parent_referral.fullname'). */
export function valueAt(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), record);
}
