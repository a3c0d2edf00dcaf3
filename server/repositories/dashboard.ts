import type { Dashboard } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { koboToNaira } from '../services/money';
import { num } from './sql';

/** Sums of successful topups in kobo: all, and split by who paid (vendor 'self', admin 'system'). */
export async function topupSums(db: Db): Promise<{ total: number; self: number; system: number }> {
  const rows = await db
    .selectFrom('topups')
    .select((eb) => ['source', eb.fn.sum('amountPaidKobo').as('kobo')])
    .where('status', '=', 'success')
    .groupBy('source')
    .execute();
  const bySource = (s: string) => num(rows.find((r) => r.source === s)?.kobo);
  return { total: bySource('self') + bySource('system'), self: bySource('self'), system: bySource('system') };
}

export async function adCounts(db: Db) {
  const row = await db
    .selectFrom('ads')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum(eb.case().when('activeStatus', '=', 1).then(1).else(0).end()).as('active'),
      eb.fn.sum(eb.case().when('blocked', '=', 1).then(1).else(0).end()).as('blocked'),
    ])
    .executeTakeFirstOrThrow();
  const total = num(row.total);
  const active = num(row.active);
  return { total, active, inactive: total - active, blocked: num(row.blocked) };
}

const countRows = async (db: Db, table: 'routes' | 'vendors'): Promise<number> =>
  num((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

export async function countViews(db: Db): Promise<number> {
  const row = await db
    .selectFrom('adEvents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('eventType', '=', 'view')
    .executeTakeFirstOrThrow();
  return num(row.n);
}

/** The ten figures of the dashboard home. */
export async function dashboardFigures(db: Db): Promise<Dashboard> {
  const [sums, ads, totalRoutes, vendorsCount, totalViews] = await Promise.all([
    topupSums(db), adCounts(db), countRows(db, 'routes'), countRows(db, 'vendors'), countViews(db),
  ]);
  return {
    totalTopupSum: koboToNaira(sums.total),
    totalSelfTopupSum: koboToNaira(sums.self),
    totalSystemTopupSum: koboToNaira(sums.system),
    totalRoutes,
    vendorsCount,
    totalAds: ads.total,
    totalActiveAds: ads.active,
    totalInactiveAds: ads.inactive,
    totalBlockedAds: ads.blocked,
    totalViews,
  };
}
