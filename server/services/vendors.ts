import type { z } from 'zod';
import type { VendorUpdateBody } from '../../src/api/bodies';
import type { PasswordReset, Vendor } from '../../src/api/entities';
import type { AdminRow, Db, VendorRow } from '../db/schema';
import { findVendorRow, getVendor, updateVendorRow, usernameTakenByOther } from '../repositories/vendors';
import { isUniqueViolation } from '../repositories/sql';
import { named, writeActivityLog } from './activityLog';
import { AppError, notFound } from '../domain/errors';
import { hashPassword, randomReadablePassword } from '../domain/passwords';
import { endVendorSessions } from './sessions';

export const USERNAME_TAKEN = 'Username already exists';

async function requireVendor(db: Db, id: number): Promise<VendorRow> {
  const vendor = await findVendorRow(db, id);
  if (!vendor) throw notFound('Vendor');
  return vendor;
}

/** Admin edit of a vendor's information; the username stays unique among vendors. */
export async function updateVendor(
  db: Db,
  admin: AdminRow,
  id: number,
  body: z.infer<typeof VendorUpdateBody>,
): Promise<Vendor> {
  try {
    return await db.transaction().execute(async (trx) => {
      await requireVendor(trx, id);
      if (await usernameTakenByOther(trx, body.username, id)) throw new AppError(USERNAME_TAKEN);
      const { profilePicture, ...fields } = body;
      await updateVendorRow(trx, id, profilePicture === undefined ? fields : { ...fields, profilePicture });
      await writeActivityLog(
        trx,
        { type: 'admin', id: admin.id },
        `Updated vendor ${named({ id, fullname: body.fullname })}`,
      );
      const vendor = await getVendor(trx, id);
      if (!vendor) throw notFound('Vendor');
      return vendor;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(USERNAME_TAKEN);
    throw error;
  }
}

/** A new random password, stored hashed and returned once; the vendor's sessions end. */
export async function resetVendorPassword(db: Db, admin: AdminRow, id: number): Promise<PasswordReset> {
  const password = randomReadablePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const vendor = await requireVendor(trx, id);
    await updateVendorRow(trx, id, { passwordHash });
    await endVendorSessions(trx, id);
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, `Reset the password of vendor ${named(vendor)}`);
    return {
      message: `The password of ${vendor.fullname} has been reset. Give the vendor this new password; it will not be shown again.`,
      password,
    };
  });
}

/** Ends every session of a vendor. */
export async function logoutVendor(db: Db, admin: AdminRow, id: number): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const vendor = await requireVendor(trx, id);
    const ended = await endVendorSessions(trx, id);
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, `Logged out vendor ${named(vendor)}`);
    const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
    return { message: `${vendor.fullname} has been logged out (${sessions} ended)` };
  });
}
