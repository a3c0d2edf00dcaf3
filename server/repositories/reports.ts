import type { SelectQueryBuilder } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { ReportSummary } from '../../src/api/entities';
import type { Database, Db } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { countAds, countEvents, countVendors, sumTopups } from './rollups';
import { equalsText, num } from './sql';

/** The report's filter; every part optional. Dates are unix seconds, both inclusive. */
export type ReportFilters = ParamsOf<typeof api.reports.summary>;

const devicesOnBus = (db: Db, busID: string) =>
  db.selectFrom('devices').select('devices.id').where(equalsText('devices.busID', busID));

/** Narrows a query over adEvents to the filter's device or bus and period. */
function eventWhere<O>(db: Db, q: SelectQueryBuilder<Database, 'adEvents', O>, f: ReportFilters) {
  if (f.deviceID !== undefined) q = q.where('adEvents.deviceId', '=', f.deviceID);
  if (f.busID !== undefined) q = q.where('adEvents.deviceId', 'in', devicesOnBus(db, f.busID));
  if (f.from !== undefined) q = q.where('adEvents.createdAt', '>=', f.from);
  if (f.to !== undefined) q = q.where('adEvents.createdAt', '<=', f.to);
  return q;
}

/** View events in the period: a range of (eventType|vendorId|deviceId, eventType, createdAt), never a table scan. */
export function viewCountQuery(db: Db, f: ReportFilters) {
  let q = db
    .selectFrom('adEvents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('adEvents.eventType', '=', 'view');
  if (f.vendorID !== undefined) q = q.where('adEvents.vendorId', '=', f.vendorID);
  return eventWhere(db, q, f);
}

/**
 * Ads of the vendor created up to `to`; with a device or bus, only ads with an event there in the
 * period. The ads come from the distinct ads of the device's events (an index range of
 * adEvents(deviceId, eventType, createdAt) or (deviceId, createdAt)), then each by its primary key.
 */
export function adCountsQuery(db: Db, f: ReportFilters) {
  const seen = f.deviceID !== undefined || f.busID !== undefined;
  const base = seen
    ? db
        .selectFrom(eventWhere(db, db.selectFrom('adEvents').select('adEvents.adId').distinct(), f).as('seen'))
        .innerJoin('ads', 'ads.id', 'seen.adId')
    : db.selectFrom('ads');
  let q = base.select((eb) => [
    eb.fn.countAll().as('total'),
    eb.fn.sum(eb.case().when('ads.activeStatus', '=', 1).then(1).else(0).end()).as('active'),
    eb.fn.sum(eb.case().when('ads.blocked', '=', 1).then(1).else(0).end()).as('blocked'),
    eb.fn
      .sum(
        eb
          .case()
          .when(eb.exists(eb.selectFrom('adRoutes').select('adRoutes.id').whereRef('adRoutes.adId', '=', 'ads.id')))
          .then(1)
          .else(0)
          .end(),
      )
      .as('assigned'),
  ]);
  if (f.vendorID !== undefined) q = q.where('ads.vendorId', '=', f.vendorID);
  if (f.to !== undefined) q = q.where('ads.dateCreated', '<=', f.to);
  return q;
}

/** Successful topups paid in the period, summed by source (kobo). */
export function topupSumsQuery(db: Db, f: ReportFilters) {
  let q = db
    .selectFrom('topups')
    .select((eb) => ['topups.source', eb.fn.sum('topups.amountPaidKobo').as('kobo'), eb.fn.countAll().as('n')])
    .where('topups.status', '=', 'success');
  if (f.vendorID !== undefined) q = q.where('topups.vendorId', '=', f.vendorID);
  if (f.from !== undefined) q = q.where('topups.timePaid', '>=', f.from);
  if (f.to !== undefined) q = q.where('topups.timePaid', '<=', f.to);
  return q.groupBy('topups.source');
}

/** Vendors or admins created in the period (the one vendor when the filter names it). */
export function createdCountQuery(db: Db, table: 'vendors' | 'admins', f: ReportFilters) {
  let q = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  if (table === 'vendors' && f.vendorID !== undefined) q = q.where('id', '=', f.vendorID);
  if (f.from !== undefined) q = q.where('dateCreated', '>=', f.from);
  if (f.to !== undefined) q = q.where('dateCreated', '<=', f.to);
  return q;
}

/**
 * Without a vendor, device or bus, the views and ads come from the rollups of migration 0007; without a
 * vendor, so do the topups and new vendors. A vendor, device or bus narrows to few rows: an index range.
 */
export async function reportSummary(db: Db, f: ReportFilters): Promise<ReportSummary> {
  const everyVendor = f.vendorID === undefined;
  const everywhere = everyVendor && f.deviceID === undefined && f.busID === undefined;
  const [views, ads, topups, vendors, admins] = await Promise.all([
    everywhere
      ? countEvents(db, 'view', f.from, f.to)
      : viewCountQuery(db, f)
          .executeTakeFirstOrThrow()
          .then((r) => num(r.n)),
    everywhere
      ? countAds(db, f.to)
      : adCountsQuery(db, f)
          .executeTakeFirstOrThrow()
          .then((r) => ({
            total: num(r.total),
            active: num(r.active),
            blocked: num(r.blocked),
            assigned: num(r.assigned),
          })),
    everyVendor
      ? sumTopups(db, f.from, f.to)
      : topupSumsQuery(db, f)
          .execute()
          .then((rows) => rows.map((r) => ({ source: r.source, n: num(r.n), kobo: num(r.kobo) }))),
    everyVendor
      ? countVendors(db, f.from, f.to)
      : createdCountQuery(db, 'vendors', f)
          .executeTakeFirstOrThrow()
          .then((r) => num(r.n)),
    createdCountQuery(db, 'admins', f).executeTakeFirstOrThrow(),
  ]);
  const bySource = (s: 'self' | 'system') => topups.find((r) => r.source === s);
  const [self, system] = [bySource('self'), bySource('system')];
  return {
    totalViews: views,
    vendorsCount: vendors,
    adminsCount: num(admins.n),
    totalSelfTopupSum: koboToNaira(num(self?.kobo)),
    totalSelfTopupCount: num(self?.n),
    totalSystemTopupSum: koboToNaira(num(system?.kobo)),
    totalSystemTopupCount: num(system?.n),
    totalTopupSum: koboToNaira(num(self?.kobo) + num(system?.kobo)),
    totalTopupCount: num(self?.n) + num(system?.n),
    totalAds: ads.total,
    totalActiveAds: ads.active,
    totalInactiveAds: ads.total - ads.active,
    totalAssignedAds: ads.assigned,
    totalBlockedAds: ads.blocked,
  };
}
