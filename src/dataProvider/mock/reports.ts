import { api } from '../../api';
import type { ReportSummary } from '../../api/entities';
import { num, type AreaHandlers, type MockData, type Params } from './types';

/** The reports summary call of the mock backend: `data.report` when a test sets one, else computed. */
export const reportsHandlers: AreaHandlers = (data) => [[api.reports.summary, (p) => data.report ?? computeReport(data, p)]];

const sumOf = (amounts: number[]) => Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100;

/**
 * The summary over the mock's rows, as docs/api-assumptions.md reads the call: vendors and admins
 * created in the window, successful topups paid in it ('admin' channel = system), ads of the vendor
 * created up to `to`. The mock keeps no view events: views are the ads' lifetime counts, and a device
 * or bus narrows the ads to those on its routes.
 */
export function computeReport(data: MockData, p: Params): ReportSummary {
  const [vendorID, from, to, deviceID] = [num(p.vendorID), num(p.from), num(p.to), num(p.deviceID)];
  const busID = typeof p.busID === 'string' && p.busID !== '' ? p.busID.toLowerCase() : undefined;
  const inWindow = (at: number | null) => at !== null && (from === undefined || at >= from) && (to === undefined || at <= to);
  const ofVendor = (id: number) => vendorID === undefined || id === vendorID;

  const topups = data.topups.filter((t) => t.status === 'success' && inWindow(t.timePaid) && ofVendor(t.vendor.id));
  const system = topups.filter((t) => t.channel === 'admin');
  const self = topups.filter((t) => t.channel !== 'admin');

  const onDevices = deviceID !== undefined || busID !== undefined;
  const routeIDs = new Set(
    data.devices
      .filter((d) => (deviceID === undefined || d.id === deviceID) && (busID === undefined || d.busID.toLowerCase() === busID))
      .flatMap((d) => d.routes.map((r) => r.id)),
  );
  const ads = data.ads.filter(
    (a) => ofVendor(a.vendor.id) && (to === undefined || a.dateCreated <= to) && (!onDevices || a.routes.some((r) => routeIDs.has(r.id))),
  );
  const active = ads.filter((a) => a.activeStatus === 1).length;
  return {
    totalViews: ads.reduce((n, a) => n + a.views, 0),
    vendorsCount: data.vendors.filter((v) => ofVendor(v.id) && inWindow(v.dateCreated)).length,
    adminsCount: data.admins.filter((a) => inWindow(a.dateCreated)).length,
    totalSelfTopupSum: sumOf(self.map((t) => t.amountPaid)),
    totalSelfTopupCount: self.length,
    totalSystemTopupSum: sumOf(system.map((t) => t.amountPaid)),
    totalSystemTopupCount: system.length,
    totalTopupSum: sumOf(topups.map((t) => t.amountPaid)),
    totalTopupCount: topups.length,
    totalAds: ads.length,
    totalActiveAds: active,
    totalInactiveAds: ads.length - active,
    totalAssignedAds: ads.filter((a) => a.routes.length > 0).length,
    totalBlockedAds: ads.filter((a) => a.blocked === 1).length,
  };
}
