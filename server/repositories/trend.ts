import { TREND_DAYS } from '../../src/api';
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
 * Views, clicks and topup sums per day for TREND_DAYS days from `from`, every day present. Read from the
 * hourly rollups (migration 0007, exact as events and topups arrive): at most 24 rows a day per measure,
 * by the rollups' primary keys. Days start at whole hours (`from` is taken back to its hour), which every
 * time zone of the product (and all but a few in the world) keeps.
 */
export async function dailyTrend(db: Db, from: number): Promise<TrendDay[]> {
  const start = Math.floor(from / HOUR) * HOUR;
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
  const days = Array.from({ length: TREND_DAYS }, (_, i) => ({ day: start + i * DAY, views: 0, clicks: 0, kobo: 0 }));
  const dayOf = (bucket: unknown) => days[Math.floor((num(bucket) - start) / DAY)];
  for (const e of events) dayOf(e.bucket)[e.eventType === 'view' ? 'views' : 'clicks'] += num(e.n);
  for (const t of topups) dayOf(t.bucket).kobo += num(t.kobo);
  return days.map(({ day, views, clicks, kobo }) => ({ day, views, clicks, topupSum: koboToNaira(kobo) }));
}
