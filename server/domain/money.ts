/**
 * Money is integer kobo in the database and naira on the wire (kobo / 100). Conversions round to the
 * nearest kobo so 1.1 naira is 110 kobo, never 110.00000000000001.
 */
export const nairaToKobo = (naira: number): number => Math.round(naira * 100);

export const koboToNaira = (kobo: number | string | bigint | null | undefined): number => {
  const k = Number(kobo ?? 0);
  return Math.round(k) / 100;
};

const formatter = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** '₦1,234.50' for log lines. */
export const formatKobo = (kobo: number): string => formatter.format(kobo / 100);
