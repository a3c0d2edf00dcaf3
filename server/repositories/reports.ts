import type { SelectQueryBuilder } from 'kysely';
import type { ReportSummary } from '../../src/api/entities';
import type { Database, Db } from '../db/schema';
import { koboToNaira } from '../services/money';
import { equalsText, num } from './sql';

/** The report's filter; every part optional. Dates are unix seconds, both inclusive. */
export interface ReportFilters {
  vendorID?: number;
  from?: number;
  to?: number;
  busID?: string;
  deviceID?: number;
}

const devicesOnBus = (db: Db, busID: string) => db.selectFrom('devices').select('devices.id').where(equalsText('devices.busID', busID));

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
  let q = db.selectFrom('adEvents').select((eb) => eb.fn.countAll().as('n')).where('adEvents.eventType', '=', 'view');
  if (f.vendorID !== undefined) q = q.where('adEvents.vendorId', '=', f.vendorID);
  return eventWhere(db, q, f);
}

/** Ads of the vendor created up to `to`; with a device or bus, only ads with an event there in the period. */
export function adCountsQuery(db: Db, f: ReportFilters) {
  let q = db.selectFrom('ads').select((eb) => [
    eb.fn.countAll().as('total'),
    eb.fn.sum(eb.case().when('ads.activeStatus', '=', 1).then(1).else(0).end()).as('active'),
    eb.fn.sum(eb.case().when('ads.blocked', '=', 1).then(1).else(0).end()).as('blocked'),
    eb.fn
      .sum(eb.case().when(eb.exists(eb.selectFrom('adRoutes').select('adRoutes.id').whereRef('adRoutes.adId', '=', 'ads.id'))).then(1).else(0).end())
      .as('assigned'),
  ]);
  if (f.vendorID !== undefined) q = q.where('ads.vendorId', '=', f.vendorID);
  if (f.to !== undefined) q = q.where('ads.dateCreated', '<=', f.to);
  if (f.deviceID !== undefined || f.busID !== undefined) {
    q = q.where('ads.id', 'in', eventWhere(db, db.selectFrom('adEvents').select('adEvents.adId'), f));
  }
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

export async function reportSummary(db: Db, f: ReportFilters): Promise<ReportSummary> {
  const [views, ads, topups, vendors, admins] = await Promise.all([
    viewCountQuery(db, f).executeTakeFirstOrThrow(),
    adCountsQuery(db, f).executeTakeFirstOrThrow(),
    topupSumsQuery(db, f).execute(),
    createdCountQuery(db, 'vendors', f).executeTakeFirstOrThrow(),
    createdCountQuery(db, 'admins', f).executeTakeFirstOrThrow(),
  ]);
  const bySource = (s: 'self' | 'system') => topups.find((r) => r.source === s);
  const [self, system] = [bySource('self'), bySource('system')];
  const total = num(ads.total);
  const active = num(ads.active);
  return {
    totalViews: num(views.n),
    vendorsCount: num(vendors.n),
    adminsCount: num(admins.n),
    totalSelfTopupSum: koboToNaira(num(self?.kobo)),
    totalSelfTopupCount: num(self?.n),
    totalSystemTopupSum: koboToNaira(num(system?.kobo)),
    totalSystemTopupCount: num(system?.n),
    totalTopupSum: koboToNaira(num(self?.kobo) + num(system?.kobo)),
    totalTopupCount: num(self?.n) + num(system?.n),
    totalAds: total,
    totalActiveAds: active,
    totalInactiveAds: total - active,
    totalAssignedAds: num(ads.assigned),
    totalBlockedAds: num(ads.blocked),
  };
}
