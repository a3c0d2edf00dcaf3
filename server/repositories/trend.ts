import { TREND_DAYS } from '../../src/api';
import { sql } from 'kysely';
import type { TrendDay } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { DAY, HOUR, nowUnix } from '../domain/clock';
import { koboToNaira } from '../domain/money';
import { num } from './sql';

/** Nigeria's time (WAT, UTC+1, no daylight saving): where the trend's days start when the caller names none. */
const LAGOS_OFFSET = HOUR;

/** The start of the first day of the default trend: TREND_DAYS days ending with today in Lagos. */
export function defaultTrendStart(now = nowUnix()): number {
  const todayStart = Math.floor((now + LAGOS_OFFSET) / DAY) * DAY - LAGOS_OFFSET;
  return todayStart - (TREND_DAYS - 1) * DAY;
}

/**
 * Views, clicks and topup sums per day for TREND_DAYS days from `from`, every day present; of one vendor when
 * `vendorID` is given. Days start at whole hours (`from` is taken back to its hour), which every time zone of
 * the product (and all but a few in the world) keeps.
 */
export async function dailyTrend(db: Db, from: number, vendorID?: number): Promise<TrendDay[]> {
  const start = Math.floor(from / HOUR) * HOUR;
  const days = Array.from({ length: TREND_DAYS }, (_, i) => ({ day: start + i * DAY, views: 0, clicks: 0, kobo: 0 }));
  const { events, topups } = await (vendorID === undefined ? fromRollups(db, start) : ofVendor(db, start, vendorID));
  for (const e of events) days[e.dayIndex][e.eventType === 'view' ? 'views' : 'clicks'] += e.n;
  for (const t of topups) days[t.dayIndex].kobo += t.kobo;
  return days.map(({ day, views, clicks, kobo }) => ({ day, views, clicks, topupSum: koboToNaira(kobo) }));
}

interface DayFigures {
  events: { dayIndex: number; eventType: string; n: number }[];
  topups: { dayIndex: number; kobo: number }[];
}

/**
 * Every vendor: read from the hourly rollups (migration 0007, exact as events and topups arrive), at most 24
 * rows a day per measure, by the rollups' primary keys.
 */
async function fromRollups(db: Db, start: number): Promise<DayFigures> {
  const end = start + TREND_DAYS * DAY;
  const [events, topups] = await Promise.all([
    db
      .selectFrom('eventRollups')
      .select(['eventType', 'bucket', 'n'])
      .where('period', '=', HOUR)
      .where('eventType', 'in', ['view', 'click'])
      .where('bucket', '>=', start)
      .where('bucket', '<', end)
      .execute(),
    db
      .selectFrom('topupRollups')
      .select(['bucket', 'kobo'])
      .where('period', '=', HOUR)
      .where('bucket', '>=', start)
      .where('bucket', '<', end)
      .execute(),
  ]);
  const dayIndex = (bucket: unknown) => Math.floor((num(bucket) - start) / DAY);
  return {
    events: events.map((e) => ({ dayIndex: dayIndex(e.bucket), eventType: e.eventType, n: num(e.n) })),
    topups: topups.map((t) => ({ dayIndex: dayIndex(t.bucket), kobo: num(t.kobo) })),
  };
}

/** The day (0 to TREND_DAYS - 1) of a time column, counted in SQL; `start` is an integer, written as a literal. */
const dayOf = (column: string, start: number) =>
  sql<number>`(${sql.ref(column)} - ${sql.lit(start)}) / ${sql.lit(DAY)}`;

/** One vendor's events and topups by day, each read by an index range: see tests/server/reportQueryPlans.test.ts. */
export function vendorEventsQuery(db: Db, start: number, vendorID: number) {
  const day = dayOf('adEvents.createdAt', start);
  return db
    .selectFrom('adEvents')
    .select((eb) => [day.as('dayIndex'), 'adEvents.eventType', eb.fn.countAll().as('n')])
    .where('adEvents.vendorId', '=', vendorID)
    .where('adEvents.eventType', 'in', ['view', 'click'])
    .where('adEvents.createdAt', '>=', start)
    .where('adEvents.createdAt', '<', start + TREND_DAYS * DAY)
    .groupBy([day, 'adEvents.eventType']);
}

export function vendorTopupsQuery(db: Db, start: number, vendorID: number) {
  const day = dayOf('topups.timePaid', start);
  return db
    .selectFrom('topups')
    .select((eb) => [day.as('dayIndex'), eb.fn.sum('topups.amountPaidKobo').as('kobo')])
    .where('topups.vendorId', '=', vendorID)
    .where('topups.status', '=', 'success')
    .where('topups.timePaid', '>=', start)
    .where('topups.timePaid', '<', start + TREND_DAYS * DAY)
    .groupBy(day);
}

async function ofVendor(db: Db, start: number, vendorID: number): Promise<DayFigures> {
  const [events, topups] = await Promise.all([
    vendorEventsQuery(db, start, vendorID).execute(),
    vendorTopupsQuery(db, start, vendorID).execute(),
  ]);
  return {
    events: events.map((e) => ({ dayIndex: num(e.dayIndex), eventType: e.eventType, n: num(e.n) })),
    topups: topups.map((t) => ({ dayIndex: num(t.dayIndex), kobo: num(t.kobo) })),
  };
}
