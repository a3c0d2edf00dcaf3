import { endOfDay, format, parse, startOfDay, subDays } from 'date-fns';
import { toUnix } from '../api';

/** Date inputs hold 'yyyy-MM-dd'; filters send unix seconds of the day's start (from) or end (to). */
const DAY = 'yyyy-MM-dd';
export const today = (): string => format(new Date(), DAY);
export const yesterday = (): string => format(subDays(new Date(), 1), DAY);

function asDate(v: unknown): Date | undefined {
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
