import type { Insertable } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { DeviceHistory, Named } from '../../src/api/entities';
import type { Db, DeviceHistoryTable } from '../db/schema';
import { placeNamesOfRoutes } from './routes';
import { equalsText, pageWindow } from './sql';

export type HistoryFilters = ParamsOf<typeof api.devices.history>;

/**
 * History entries newest first. Bus ID (exact, any case), country, state and route match the entry;
 * a city matches the places of the entry's route; from/to keep entries whose span (dateCreated to
 * dateUpdated) overlaps the window. Exported so tests can check its query plan.
 */
export function historyListQuery(db: Db, f: HistoryFilters) {
  let q = db
    .selectFrom('deviceHistory as h')
    .innerJoin('devices as d', 'd.id', 'h.deviceId')
    .leftJoin('routes as r', 'r.id', 'h.routeId')
    .leftJoin('countries as c', 'c.id', 'h.countryId')
    .leftJoin('states as s', 's.id', 'h.stateId')
    .select([
      'h.id',
      'h.busID',
      'h.views',
      'h.dateCreated',
      'h.dateUpdated',
      'h.deviceId',
      'd.name as deviceName',
      'd.serial',
      'd.lastseen',
      'h.routeId',
      'r.name as routeName',
      'h.countryId',
      'c.name as countryName',
      'h.stateId',
      's.name as stateName',
    ]);
  if (f.busID !== undefined) q = q.where(equalsText('h.busID', f.busID));
  if (f.deviceID !== undefined) q = q.where('h.deviceId', '=', f.deviceID);
  if (f.countryID !== undefined) q = q.where('h.countryId', '=', f.countryID);
  if (f.stateID !== undefined) q = q.where('h.stateId', '=', f.stateID);
  if (f.routeID !== undefined) q = q.where('h.routeId', '=', f.routeID);
  if (f.from !== undefined) q = q.where('h.dateUpdated', '>=', f.from);
  if (f.to !== undefined) q = q.where('h.dateCreated', '<=', f.to);
  if (f.cityID !== undefined) {
    const routesThrough = db
      .selectFrom('routePlaces')
      .select('routePlaces.routeId')
      .where('routePlaces.cityId', '=', f.cityID);
    q = q.where('h.routeId', 'in', routesThrough);
  }
  const { limit, offset } = pageWindow(f.page, f.limit);
  return q.orderBy('h.dateCreated', 'desc').orderBy('h.id', 'desc').limit(limit).offset(offset);
}

const named = (id: number | null, name: string | null): Named[] => (id !== null && name !== null ? [{ id, name }] : []);

/** The wire shape: `device.views` are the views counted in this entry; the route carries its places. */
export async function listDeviceHistory(db: Db, f: HistoryFilters): Promise<DeviceHistory[]> {
  const rows = await historyListQuery(db, f).execute();
  const routeIds = [...new Set(rows.flatMap((r) => (r.routeId === null ? [] : [r.routeId])))];
  const places = await placeNamesOfRoutes(db, routeIds);
  return rows.map((r) => ({
    id: r.id,
    device: {
      id: r.deviceId,
      name: r.deviceName,
      serial: r.serial,
      lastseen: r.lastseen === null ? null : Number(r.lastseen),
      views: r.views,
    },
    busID: r.busID,
    route:
      r.routeId === null || r.routeName === null
        ? null
        : {
            id: r.routeId,
            name: r.routeName,
            countries: places.get(r.routeId)?.countries ?? [],
            states: places.get(r.routeId)?.states ?? [],
          },
    countries: named(r.countryId, r.countryName),
    states: named(r.stateId, r.stateName),
    dateCreated: Number(r.dateCreated),
    dateUpdated: Number(r.dateUpdated),
  }));
}

/** Opens a history entry (a device's new placement). */
export async function insertHistoryEntry(db: Db, values: Insertable<DeviceHistoryTable>): Promise<void> {
  await db.insertInto('deviceHistory').values(values).execute();
}
