import type { Insertable, Updateable } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { Db, DevicePlacesTable, DevicesTable } from '../db/schema';
import { containsText, equalsText, pageWindow } from './sql';

export type DeviceFilters = ParamsOf<typeof api.devices.list>;

export type DeviceRow = {
  id: number;
  name: string;
  serial: string;
  busID: string;
  phone: string;
  activeStatus: number;
  lastseen: number | null;
  dateCreated: number;
};
const COLUMNS = [
  'devices.id',
  'devices.name',
  'devices.serial',
  'devices.busID',
  'devices.phone',
  'devices.activeStatus',
  'devices.lastseen',
  'devices.dateCreated',
] as const;

/**
 * Devices newest first. `from`/`to` do not filter devices: they are the window their views are
 * counted in (the screen opens on the last day), so every device is listed. `routeID` matches the device's current route (the route of its latest
 * placement that names one); country, state and city match any of its placements (a city through the
 * placement's route). Exported so tests can check its query plan.
 */
export function deviceListQuery(db: Db, f: DeviceFilters) {
  let q = db.selectFrom('devices').select(COLUMNS);
  // The serial box also finds the device's name (an extension of SPEC.md, docs/contract.md).
  const text = f.serial;
  if (text !== undefined)
    q = q.where((eb) => eb.or([containsText('devices.serial', text), containsText('devices.name', text)]));
  if (f.busID !== undefined) q = q.where(equalsText('devices.busID', f.busID));
  if (f.activeStatus !== undefined) q = q.where('devices.activeStatus', '=', f.activeStatus);
  if (f.routeID !== undefined) {
    const routeID = f.routeID;
    q = q
      .where(
        'devices.id',
        'in',
        db.selectFrom('devicePlaces').select('devicePlaces.deviceId').where('devicePlaces.routeId', '=', routeID),
      )
      .where((eb) =>
        eb(
          eb
            .selectFrom('devicePlaces as current')
            .select('current.routeId')
            .whereRef('current.deviceId', '=', 'devices.id')
            .where('current.routeId', 'is not', null)
            .orderBy('current.dateCreated', 'desc')
            .orderBy('current.id', 'desc')
            .limit(1),
          '=',
          routeID,
        ),
      );
  }
  if (f.countryID !== undefined || f.stateID !== undefined) {
    let places = db.selectFrom('devicePlaces').select('devicePlaces.deviceId');
    if (f.countryID !== undefined) places = places.where('devicePlaces.countryId', '=', f.countryID);
    if (f.stateID !== undefined) places = places.where('devicePlaces.stateId', '=', f.stateID);
    q = q.where('devices.id', 'in', places);
  }
  if (f.cityID !== undefined) {
    const onRoutesThrough = db
      .selectFrom('devicePlaces')
      .innerJoin('routePlaces', 'routePlaces.routeId', 'devicePlaces.routeId')
      .select('devicePlaces.deviceId')
      .where('routePlaces.cityId', '=', f.cityID);
    q = q.where('devices.id', 'in', onRoutesThrough);
  }
  const { limit, offset } = pageWindow(f.page, f.limit);
  return q.orderBy('devices.dateCreated', 'desc').orderBy('devices.id', 'desc').limit(limit).offset(offset);
}

export const findDeviceRow = (db: Db, id: number): Promise<DeviceRow | undefined> =>
  db.selectFrom('devices').select(COLUMNS).where('devices.id', '=', id).executeTakeFirst();

/** Whether another device already has this serial (compared in any case). */
export async function serialTaken(db: Db, serial: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('devices').select('id').where(equalsText('devices.serial', serial));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertDevice(db: Db, values: Insertable<DevicesTable>): Promise<DeviceRow> {
  const { id } = await db.insertInto('devices').values(values).returning('id').executeTakeFirstOrThrow();
  const row = await findDeviceRow(db, id);
  if (!row) throw new Error(`Device ${id} vanished after insert`);
  return row;
}

export async function updateDeviceRow(db: Db, id: number, values: Updateable<DevicesTable>): Promise<void> {
  await db.updateTable('devices').set(values).where('id', '=', id).execute();
}

/** Adds placement rows of devices (the latest placement naming a route is a device's current route). */
export async function insertDevicePlaces(db: Db, rows: Insertable<DevicePlacesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('devicePlaces').values(rows).execute();
}
