import type { Device, Named } from '../../src/api/entities';
import type { Db } from '../db/schema';
import type { DeviceRow } from './devices';
import { num } from './sql';

/** A window of event times, both ends included. */
export interface Window {
  from: number;
  to: number;
}

/**
 * Lifetime views and clicks per device of a page, from deviceEventTotals (migration 0007). Exported so
 * tests can check its query plan.
 */
export function deviceEventTotalsQuery(db: Db, deviceIds: number[]) {
  return db
    .selectFrom('deviceEventTotals')
    .select(['deviceEventTotals.deviceId', 'deviceEventTotals.eventType', 'deviceEventTotals.n'])
    .where('deviceEventTotals.deviceId', 'in', deviceIds)
    .where('deviceEventTotals.eventType', 'in', ['view', 'click']);
}

/**
 * Views per device of a page within the window: one range of the (deviceId, eventType, createdAt)
 * index per device. Exported so tests can check its query plan.
 */
export function deviceWindowViewsQuery(db: Db, deviceIds: number[], window: Window) {
  return db
    .selectFrom('adEvents')
    .select((eb) => ['adEvents.deviceId', eb.fn.countAll().as('n')])
    .where('adEvents.deviceId', 'in', deviceIds)
    .where('adEvents.eventType', '=', 'view')
    .where('adEvents.createdAt', '>=', window.from)
    .where('adEvents.createdAt', '<=', window.to)
    .groupBy('adEvents.deviceId');
}

/** Each device's states and routes from its placements, latest placement first, without repeats. */
async function placementsOf(db: Db, deviceIds: number[]) {
  const rows = await db
    .selectFrom('devicePlaces as dp')
    .leftJoin('states', 'states.id', 'dp.stateId')
    .leftJoin('routes', 'routes.id', 'dp.routeId')
    .select([
      'dp.deviceId',
      'states.id as stateId',
      'states.name as stateName',
      'routes.id as routeId',
      'routes.name as routeName',
    ])
    .where('dp.deviceId', 'in', deviceIds)
    .orderBy('dp.dateCreated', 'desc')
    .orderBy('dp.id', 'desc')
    .execute();
  const out = new Map<number, { states: Map<number, Named>; routes: Map<number, Named> }>();
  for (const r of rows) {
    const entry = out.get(r.deviceId) ?? { states: new Map(), routes: new Map() };
    if (r.stateId !== null && r.stateName !== null && !entry.states.has(r.stateId))
      entry.states.set(r.stateId, { id: r.stateId, name: r.stateName });
    if (r.routeId !== null && r.routeName !== null && !entry.routes.has(r.routeId))
      entry.routes.set(r.routeId, { id: r.routeId, name: r.routeName });
    out.set(r.deviceId, entry);
  }
  return out;
}

/**
 * The wire shape of a page of devices: states and routes of its placements (current first), lifetime
 * views (`totalViews`) and clicks, and `views` within the window.
 */
export async function deviceDetails(db: Db, rows: DeviceRow[], window: Window): Promise<Device[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [placements, totals, windowViews] = await Promise.all([
    placementsOf(db, ids),
    deviceEventTotalsQuery(db, ids).execute(),
    deviceWindowViewsQuery(db, ids, window).execute(),
  ]);
  const tally = new Map<number, { totalViews: number; views: number; clicks: number }>();
  const entry = (id: number) => tally.get(id) ?? tally.set(id, { totalViews: 0, views: 0, clicks: 0 }).get(id)!;
  for (const t of totals) {
    if (t.eventType === 'view') entry(t.deviceId).totalViews = num(t.n);
    else entry(t.deviceId).clicks = num(t.n);
  }
  for (const v of windowViews) if (v.deviceId !== null) entry(v.deviceId).views = num(v.n);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    serial: r.serial,
    busID: r.busID,
    phone: r.phone,
    activeStatus: r.activeStatus,
    states: [...(placements.get(r.id)?.states.values() ?? [])],
    routes: [...(placements.get(r.id)?.routes.values() ?? [])],
    ...(tally.get(r.id) ?? { totalViews: 0, views: 0, clicks: 0 }),
    lastseen: r.lastseen === null ? null : Number(r.lastseen),
    dateCreated: Number(r.dateCreated),
  }));
}

/** Views and clicks of one device within a window, counted from the stored events. Exported for its query plan. */
export function deviceActionCountsQuery(db: Db, deviceId: number, window: Window) {
  return db
    .selectFrom('adEvents')
    .select((eb) => ['adEvents.eventType', eb.fn.countAll().as('n')])
    .where('adEvents.deviceId', '=', deviceId)
    .where('adEvents.eventType', 'in', ['view', 'click'])
    .where('adEvents.createdAt', '>=', window.from)
    .where('adEvents.createdAt', '<=', window.to)
    .groupBy('adEvents.eventType');
}

export async function deviceActionCounts(
  db: Db,
  deviceId: number,
  window: Window,
): Promise<{ views: number; clicks: number }> {
  const rows = await deviceActionCountsQuery(db, deviceId, window).execute();
  const count = (type: string) => num(rows.find((r) => r.eventType === type)?.n);
  return { views: count('view'), clicks: count('click') };
}
