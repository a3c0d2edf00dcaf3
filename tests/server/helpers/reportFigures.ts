import type { ReportSummary } from '../../../src/api/entities';
import type { Db } from '../../../server/db/schema';

export interface ReportFilter {
  vendorID?: number;
  from?: number;
  to?: number;
  busID?: string;
  deviceID?: number;
}

/**
 * The report's figures worked out in JavaScript from the raw rows (no SQL aggregation), following the
 * meaning agreed for issue 5: views of the vendor on the device/bus in the period; vendors and admins
 * created in the period; successful topups paid in it; ads created up to `to`, narrowed by device/bus to
 * those with an event there in the period.
 */
export async function expectedSummary(db: Db, f: ReportFilter): Promise<ReportSummary> {
  const [events, ads, adRoutes, topups, vendors, admins, devices] = await Promise.all([
    db.selectFrom('adEvents').select(['adId', 'vendorId', 'deviceId', 'eventType', 'createdAt']).execute(),
    db.selectFrom('ads').select(['id', 'vendorId', 'activeStatus', 'blocked', 'dateCreated']).execute(),
    db.selectFrom('adRoutes').select('adId').execute(),
    db.selectFrom('topups').select(['vendorId', 'status', 'source', 'amountPaidKobo', 'timePaid']).execute(),
    db.selectFrom('vendors').select(['id', 'dateCreated']).execute(),
    db.selectFrom('admins').select(['id', 'dateCreated']).execute(),
    db.selectFrom('devices').select(['id', 'busID']).execute(),
  ]);
  const inPeriod = (t: number | null) =>
    t !== null && (f.from === undefined || t >= f.from) && (f.to === undefined || t <= f.to);
  const ofVendor = (v: number) => f.vendorID === undefined || v === f.vendorID;
  const busDevices = new Set(
    devices.filter((d) => f.busID !== undefined && d.busID.toLowerCase() === f.busID.toLowerCase()).map((d) => d.id),
  );
  const onPlace = (deviceId: number | null) =>
    (f.deviceID === undefined || deviceId === f.deviceID) &&
    (f.busID === undefined || (deviceId !== null && busDevices.has(deviceId)));
  const placed = events.filter((e) => onPlace(e.deviceId) && inPeriod(Number(e.createdAt)));
  const seenAds = new Set(placed.map((e) => e.adId));
  const assigned = new Set(adRoutes.map((r) => r.adId));
  const counted = ads.filter(
    (a) =>
      ofVendor(a.vendorId) &&
      (f.to === undefined || a.dateCreated <= f.to) &&
      (f.deviceID === undefined && f.busID === undefined ? true : seenAds.has(a.id)),
  );
  const paid = topups.filter(
    (t) =>
      t.status === 'success' &&
      ofVendor(t.vendorId) &&
      (f.from === undefined && f.to === undefined ? true : inPeriod(t.timePaid)),
  );
  const sum = (source?: 'self' | 'system') => {
    const rows = paid.filter((t) => source === undefined || t.source === source);
    return { kobo: rows.reduce((acc, t) => acc + Number(t.amountPaidKobo), 0), count: rows.length };
  };
  const [self, system, all] = [sum('self'), sum('system'), sum()];
  const active = counted.filter((a) => a.activeStatus === 1).length;
  return {
    totalViews: placed.filter((e) => e.eventType === 'view' && ofVendor(e.vendorId)).length,
    vendorsCount: vendors.filter((v) => ofVendor(v.id) && inPeriod(v.dateCreated)).length,
    adminsCount: admins.filter((a) => inPeriod(a.dateCreated)).length,
    totalSelfTopupSum: self.kobo / 100,
    totalSelfTopupCount: self.count,
    totalSystemTopupSum: system.kobo / 100,
    totalSystemTopupCount: system.count,
    totalTopupSum: all.kobo / 100,
    totalTopupCount: all.count,
    totalAds: counted.length,
    totalActiveAds: active,
    totalInactiveAds: counted.length - active,
    totalAssignedAds: counted.filter((a) => assigned.has(a.id)).length,
    totalBlockedAds: counted.filter((a) => a.blocked === 1).length,
  };
}
