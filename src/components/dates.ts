import { endOfDay, format, parse, startOfDay, subDays } from 'date-fns';
import { toUnix } from '../api';

/** Date inputs hold 'yyyy-MM-dd'; filters send unix seconds of the day's start (from) or end (to). */
const DAY = 'yyyy-MM-dd';
export const today = (): string => format(new Date(), DAY);
export const yesterday = (): string => format(subDays(new Date(), 1), DAY);

function asDate(v: unknown): Date | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v;
  if (typeof v !== 'string' || v === '') return undefined;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? parse(v, DAY, new Date()) : new Date(v);
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
