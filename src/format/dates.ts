import { endOfDay, startOfDay, subDays } from 'date-fns';
import { toUnix } from '../api';
import { dayText } from './format';

/** Date inputs hold 'yyyy-MM-dd'; filters send unix seconds of the day's start (from) or end (to). */
export const today = (): string => dayText(new Date());
export const yesterday = (): string => dayText(subDays(new Date(), 1));

/**
 * 'yyyy-MM-dd' as the start of that day in the browser's time zone; an invalid date for a day that does
 * not exist (2026-02-30), as date-fns' parse gives (without its parsers, ~5 kB gzip, in the admin shell).
 */
export function parseDay(v: string): Date {
  const [year, month, day] = v.split('-').map(Number);
  const d = new Date(2000, 0, 1);
  d.setFullYear(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : new Date(NaN);
}

function asDate(v: unknown): Date | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v;
  if (typeof v !== 'string' || v === '') return undefined;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? parseDay(v) : new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d;
}
export const dayStartUnix = (v: unknown): number | undefined => {
  const d = asDate(v);
  return d && toUnix(startOfDay(d));
};
export const dayEndUnix = (v: unknown): number | undefined => {
  const d = asDate(v);
  return d && toUnix(endOfDay(d));
};

/** Unix seconds of a date-time input's value (a Date or an ISO string), to the second. */
export const momentUnix = (v: unknown): number | undefined => {
  const d = asDate(v);
  return d && toUnix(d);
};

/** A date-time input's value this many hours back from now (e.g. the 'last day' defaults). */
export const hoursAgo = (hours: number): Date => new Date(Date.now() - hours * 3_600_000);

/** The last day, as date-time inputs hold it: the default window of the device screens (SPEC.md section 9). */
export const lastDay = (): { from: Date; to: Date } => ({ from: hoursAgo(24), to: new Date() });

/** A date-time input's value this many minutes back from now (e.g. the ad summary's 5-minute window). */
export const minutesAgo = (minutes: number): Date => new Date(Date.now() - minutes * 60_000);
/** A date-time input's value at the last second of today. */
export const endOfToday = (): Date => endOfDay(new Date());
