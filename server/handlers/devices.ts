import { api } from '../../src/api';
import { deviceActionCounts, deviceDetails } from '../repositories/deviceDetails';
import { deviceListQuery } from '../repositories/devices';
import { listDeviceHistory } from '../repositories/deviceHistory';
import { nowUnix, DAY } from '../domain/clock';
import { assignDevicePlaces } from '../services/devicePlaces';
import { createDevice, lastDay, requireDevice, toggleDevice, updateDevice } from '../services/devices';
import { required } from './params';
import type { Registrar } from './registrar';

/** Devices: list, create, update, placements, status, action counts and history. */
export function deviceRoutes(r: Registrar): void {
  r.route(api.devices.list, async ({ db, params: p }) => {
    const rows = await deviceListQuery(db, p).execute();
    // `views` count within from/to when either is given (open ends unbounded), else the last 24 hours.
    const window =
      p.from === undefined && p.to === undefined
        ? lastDay()
        : { from: p.from ?? 0, to: p.to ?? Number.MAX_SAFE_INTEGER };
    return { all: await deviceDetails(db, rows, window) };
  });
  r.route(api.devices.create, ({ db, admin, body }) => createDevice(db, admin, body));
  r.route(api.devices.update, ({ db, admin, params, body }) => updateDevice(db, admin, required(params.id), body));
  r.route(api.devices.assignPlaces, ({ db, admin, body }) => assignDevicePlaces(db, admin, body));
  r.route(api.devices.toggle, ({ db, admin, params }) =>
    toggleDevice(db, admin, required(params.id), required(params.status, 'status')),
  );

  r.route(api.devices.actionCounts, async ({ db, params: p }) => {
    const device = await requireDevice(db, required(p.deviceID, 'deviceID'));
    const toDate = p.toDate ?? nowUnix();
    const fromDate = p.fromDate ?? toDate - DAY;
    return {
      id: device.id,
      busID: device.busID,
      ...(await deviceActionCounts(db, device.id, { from: fromDate, to: toDate })),
      fromDate,
      toDate,
    };
  });

  r.route(api.devices.history, async ({ db, params: p }) => ({
    all: await listDeviceHistory(db, p),
  }));
}
