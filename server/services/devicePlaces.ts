import type { z } from 'zod';
import type { DevicePlacesBody } from '../../src/api/bodies';
import type { Device } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { insertHistoryEntry } from '../repositories/deviceHistory';
import { insertDevicePlaces } from '../repositories/devices';
import { routeHasPlace } from '../repositories/routePlaces';
import { findRouteRow } from '../repositories/routes';
import { writeActivityLog } from './activityLog';
import { nowUnix } from '../domain/clock';
import { deviceAnswer, requireDevice } from './devices';
import { AppError } from '../domain/errors';
import { checkPlaces, distinctPlaces, type PlaceNames } from './placeChecks';

type Place = z.infer<typeof DevicePlacesBody>['placeIDs'][number];

/** Each route exists and passes through its row's country (and state, when one is given). */
async function checkRoutes(db: Db, places: Place[], names: PlaceNames): Promise<Map<number, string>> {
  const routes = new Map<number, string>();
  for (const p of places) {
    if (!p.routeID) continue;
    const route = await findRouteRow(db, p.routeID);
    if (!route) throw new AppError(`Route #${p.routeID} does not exist`);
    if (!(await routeHasPlace(db, route.id, p.countryID, p.stateID))) {
      throw new AppError(`Route ${route.name} (#${route.id}) does not pass through ${names.describe(p)}`);
    }
    routes.set(route.id, route.name);
  }
  return routes;
}

/**
 * Places a device: one placement row per distinct row of the body, all dated now, so the last row
 * naming a route becomes the device's current route; and one history entry for the new placement.
 * Everything, with the log row, in one transaction.
 */
export async function assignDevicePlaces(
  db: Db,
  admin: AdminRow,
  body: z.infer<typeof DevicePlacesBody>,
): Promise<Device> {
  return db.transaction().execute(async (trx) => {
    const device = await requireDevice(trx, body.deviceID);
    const places = distinctPlaces(body.placeIDs);
    const names = await checkPlaces(trx, places);
    const routes = await checkRoutes(trx, places, names);
    const now = nowUnix();
    const row = (p: Place) => ({ countryId: p.countryID, stateId: p.stateID ?? null, routeId: p.routeID ?? null });
    await insertDevicePlaces(
      trx,
      places.map((p) => ({ deviceId: device.id, ...row(p), dateCreated: now })),
    );
    const current = places.findLast((p) => p.routeID) ?? places[places.length - 1];
    await insertHistoryEntry(trx, {
      deviceId: device.id,
      busID: device.busID,
      ...row(current),
      views: 0,
      dateCreated: now,
      dateUpdated: now,
    });
    const what = places
      .map((p) => (p.routeID ? `${routes.get(p.routeID)} (${names.describe(p)})` : names.describe(p)))
      .join('; ');
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Assigned device ${device.name} (#${device.id}) to ${what}`,
    );
    return deviceAnswer(trx, device.id);
  });
}
