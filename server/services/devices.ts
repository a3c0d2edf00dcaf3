import type { z } from 'zod';
import type { DeviceBody } from '../../src/api/bodies';
import type { Device } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { deviceDetails, type Window } from '../repositories/deviceDetails';
import { findDeviceRow, insertDevice, serialTaken, updateDeviceRow, type DeviceRow } from '../repositories/devices';
import { isUniqueViolation } from '../repositories/sql';
import { writeActivityLog } from './activityLog';
import { DAY, nowUnix } from '../domain/clock';
import { AppError, notFound } from '../domain/errors';

export const SERIAL_TAKEN = 'Serial already exists';

type Fields = z.infer<typeof DeviceBody>;

/** The last 24 hours: the window of a device's `views` when no other window is asked for. */
export const lastDay = (now = nowUnix()): Window => ({ from: now - DAY, to: now });

export async function requireDevice(db: Db, id: number): Promise<DeviceRow> {
  const device = await findDeviceRow(db, id);
  if (!device) throw notFound('Device');
  return device;
}

/** One device in the shape of the list, re-read so the answer shows what was stored. */
export async function deviceAnswer(db: Db, id: number): Promise<Device> {
  const [device] = await deviceDetails(db, [await requireDevice(db, id)], lastDay());
  return device;
}

const named = (d: { name: string; id: number }) => `${d.name} (#${d.id})`;

/** Runs a write that may collide on the serial; a collision answers 400 code 1 whichever check sees it. */
async function guardSerial<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(SERIAL_TAKEN);
    throw error;
  }
}

/** A new device, active and never seen, with no placement yet. Serials are unique in any case. */
export function createDevice(db: Db, admin: AdminRow, body: Fields): Promise<Device> {
  return guardSerial(() =>
    db.transaction().execute(async (trx) => {
      if (await serialTaken(trx, body.serial)) throw new AppError(SERIAL_TAKEN);
      const row = await insertDevice(trx, { ...body, activeStatus: 1, lastseen: null, dateCreated: nowUnix() });
      await writeActivityLog(
        trx,
        { type: 'admin', id: admin.id },
        `Created device ${named(row)}, serial ${row.serial}`,
      );
      return deviceAnswer(trx, row.id);
    }),
  );
}

/** Edits name, serial, bus ID and phone of the device of the path (an id in the body is ignored). */
export function updateDevice(db: Db, admin: AdminRow, id: number, body: Fields & { id?: number }): Promise<Device> {
  const { name, serial, busID, phone } = body;
  return guardSerial(() =>
    db.transaction().execute(async (trx) => {
      await requireDevice(trx, id);
      if (await serialTaken(trx, serial, id)) throw new AppError(SERIAL_TAKEN);
      await updateDeviceRow(trx, id, { name, serial, busID, phone });
      await writeActivityLog(trx, { type: 'admin', id: admin.id }, `Updated device ${named({ name, id })}`);
      return deviceAnswer(trx, id);
    }),
  );
}

/** Enables (1) or disables (0) a device. */
export async function toggleDevice(
  db: Db,
  admin: AdminRow,
  id: number,
  activeStatus: number,
): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const device = await requireDevice(trx, id);
    await updateDeviceRow(trx, id, { activeStatus });
    const verb = activeStatus === 1 ? 'Enabled' : 'Disabled';
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, `${verb} device ${named(device)}`);
    return { message: `${device.name} is now ${activeStatus === 1 ? 'enabled' : 'disabled'}` };
  });
}
