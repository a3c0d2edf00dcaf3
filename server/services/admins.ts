import type { z } from 'zod';
import type { Privilege } from '../../src/api';
import type { AdminCreateBody, AdminUpdateBody } from '../../src/api/bodies';
import type { Admin } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { adminUsernameTaken, findAdminById, insertAdmin, toAdmin, updateAdminRow } from '../repositories/admins';
import { isUniqueViolation } from '../repositories/sql';
import { named, writeActivityLog } from './activityLog';
import { nowUnix } from '../domain/clock';
import { AppError, forbidden, notFound } from '../domain/errors';
import { hashPassword } from '../domain/passwords';
import { privilegesOf, serializePrivileges } from '../domain/privileges';
import { USERNAME_TAKEN } from './vendors';

export const OWN_ADMIN_PRIVILEGE = 'You cannot remove your own Admins privilege';
export const OWN_ROLE_FORBIDDEN = 'You do not have the privilege to change your own privileges or role';

export async function requireAdmin(db: Db, id: number): Promise<AdminRow> {
  const admin = await findAdminById(db, id);
  if (!admin) throw notFound('Admin');
  return admin;
}

/** Runs a write that may hit the unique username index, answering the business message on a clash. */
async function uniqueUsername<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(USERNAME_TAKEN);
    throw error;
  }
}

export async function createAdmin(db: Db, actor: AdminRow, body: z.infer<typeof AdminCreateBody>): Promise<Admin> {
  const { password, privileges, profilePicture, ...fields } = body;
  const passwordHash = await hashPassword(password);
  return uniqueUsername(() =>
    db.transaction().execute(async (trx) => {
      if (await adminUsernameTaken(trx, body.username)) throw new AppError(USERNAME_TAKEN);
      const row = await insertAdmin(trx, {
        ...fields,
        profilePicture: profilePicture ?? null,
        passwordHash,
        privileges: serializePrivileges(privileges),
        accessStatus: 1,
        dateCreated: nowUnix(),
      });
      await writeActivityLog(trx, { type: 'admin', id: actor.id }, `Created admin ${named(row)}`);
      return toAdmin(row);
    }),
  );
}

const sameSet = (a: readonly Privilege[], b: readonly Privilege[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

/**
 * Who may change what: without ADMIN_ADMIN (own record only) privileges and usertype must stay as they
 * are; with it, one's own ADMIN_ADMIN cannot be dropped (nobody would be left to give it back).
 */
function checkRoleChange(
  actor: AdminRow,
  holdsModule: boolean,
  target: AdminRow,
  body: z.infer<typeof AdminUpdateBody>,
): void {
  const privilegesChange = body.privileges !== undefined && !sameSet(body.privileges, privilegesOf(target));
  const usertypeChanges = body.usertype !== undefined && body.usertype !== target.usertype;
  if (!holdsModule && target.id !== actor.id) throw forbidden();
  if (!holdsModule && (privilegesChange || usertypeChanges)) throw forbidden(OWN_ROLE_FORBIDDEN);
  const dropsAdmins =
    body.privileges !== undefined &&
    privilegesOf(target).includes('ADMIN_ADMIN') &&
    !body.privileges.includes('ADMIN_ADMIN');
  if (target.id === actor.id && dropsAdmins) {
    throw new AppError(OWN_ADMIN_PRIVILEGE);
  }
}

/** Omitted privileges, usertype and profilePicture stay unchanged; a null profilePicture clears it. */
export async function updateAdmin(
  db: Db,
  actor: AdminRow,
  holdsModule: boolean,
  id: number,
  body: z.infer<typeof AdminUpdateBody>,
): Promise<Admin> {
  const { privileges, usertype, profilePicture, ...fields } = body;
  return uniqueUsername(() =>
    db.transaction().execute(async (trx) => {
      const target = await requireAdmin(trx, id);
      checkRoleChange(actor, holdsModule, target, body);
      if (await adminUsernameTaken(trx, body.username, id)) throw new AppError(USERNAME_TAKEN);
      const row = await updateAdminRow(trx, id, {
        ...fields,
        ...(profilePicture === undefined ? {} : { profilePicture }),
        ...(privileges === undefined ? {} : { privileges: serializePrivileges(privileges) }),
        ...(usertype === undefined ? {} : { usertype }),
      });
      const what = id === actor.id ? 'own profile' : `admin ${named(row)}`;
      await writeActivityLog(trx, { type: 'admin', id: actor.id }, `Updated ${what}`);
      return toAdmin(row);
    }),
  );
}
