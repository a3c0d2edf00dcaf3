import type { Dashboard } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { countAds, countEvents, countVendors, sumTopups } from './rollups';
import { num } from './sql';

/** Sums of successful topups in kobo: all, and split by who paid (vendor 'self', admin 'system'), from topupRollups. */
export async function topupSums(db: Db): Promise<{ total: number; self: number; system: number }> {
  const rows = await sumTopups(db);
  const bySource = (s: string) => num(rows.find((r) => r.source === s)?.kobo);
  return { total: bySource('self') + bySource('system'), self: bySource('self'), system: bySource('system') };
}

/** Every ad: how many, active, inactive and blocked, from adRollups. */
export async function adCounts(db: Db) {
  const { total, active, blocked } = await countAds(db);
  return { total, active, inactive: total - active, blocked };
}

const countRoutes = async (db: Db): Promise<number> =>
  num(
    (
      await db
        .selectFrom('routes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every view event, from eventRollups. */
export const countViews = (db: Db): Promise<number> => countEvents(db, 'view');

/** The ten figures of the dashboard home. */
export async function dashboardFigures(db: Db): Promise<Dashboard> {
  const [sums, ads, totalRoutes, vendorsCount, totalViews] = await Promise.all([
    topupSums(db),
    adCounts(db),
    countRoutes(db),
    countVendors(db),
    countViews(db),
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
