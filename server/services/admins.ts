import type { z } from 'zod';
import { ERROR_CODE, EXPIRED_SESSION } from '../../src/api';
import type { AdminCreateBody, AdminUpdateBody } from '../../src/api/bodies';
import type { Admin } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import {
  adminUsernameTaken,
  enabledAdminManagers,
  findAdminById,
  insertAdmin,
  lockAdmins,
  toAdmin,
  updateAdminRow,
} from '../repositories/admins';
import { isUniqueViolation } from '../repositories/sql';
import { named, writeActivityLog } from './activityLog';
import { nowUnix } from '../domain/clock';
import { AppError, forbidden, notFound } from '../domain/errors';
import { hashPassword } from '../domain/passwords';
import { hasPrivilege, privilegesOf, samePrivileges, serializePrivileges } from '../domain/privileges';
import { USERNAME_TAKEN } from './vendors';
import { roleChangeLines } from './securityLog';

export const OWN_ADMIN_PRIVILEGE = 'You cannot remove your own Admins privilege';
export const OWN_ROLE_FORBIDDEN = 'You do not have the privilege to change your own privileges or role';
/**
 * Renaming oneself without ADMIN_ADMIN is refused whatever the name, before any lookup: a 'Username already
 * exists' against a 200 told any admin which usernames exist (issue 30). Holders of ADMIN_ADMIN see the list anyway.
 */
export const OWN_USERNAME_FORBIDDEN = 'You do not have the privilege to change your own username';
export const LAST_ADMIN_MANAGER = 'At least one enabled admin must keep the Admins privilege';

export async function requireAdmin(db: Db, id: number): Promise<AdminRow> {
  const admin = await findAdminById(db, id);
  if (!admin) throw notFound('Admin');
  return admin;
}

/**
 * The acting admin of an admin-management write, read again inside its transaction: the request hook read it
 * before, and a write committed since may have disabled it or taken its ADMIN_ADMIN (two admins demoting each
 * other at once both passed the hook, and nobody kept the privilege). Its row and the target's stay locked
 * until the transaction ends (lockAdmins), so two writes touching the same admins run one after the other and
 * the second sees what the first did. Gone or disabled meanwhile: 401 'Expired session', as the hook answers.
 * Whether it still holds the endpoint's module is for the caller to check (own-record updates).
 */
async function actingAdmin(trx: Db, actorId: number, targetId = actorId): Promise<AdminRow> {
  const rows = await lockAdmins(trx, actorId === targetId ? [actorId] : [actorId, targetId]);
  const actor = rows.find((row) => row.id === actorId);
  if (!actor || actor.accessStatus !== 1) throw new AppError(EXPIRED_SESSION, 401, ERROR_CODE.auth);
  return actor;
}

/**
 * actingAdmin, which must still hold ADMIN_ADMIN (403 otherwise, as the hook answers): the start of every
 * write on other admins (create, update, reset, logout).
 */
export async function actingAdminManager(trx: Db, actorId: number, targetId = actorId): Promise<AdminRow> {
  const actor = await actingAdmin(trx, actorId, targetId);
  if (!hasPrivilege(actor, 'ADMIN_ADMIN')) throw forbidden();
  return actor;
}

/**
 * The invariant of admin management, checked after a write in its transaction: at least one enabled admin
 * holds ADMIN_ADMIN. The locked acting admin holds it and cannot drop its own, so today this only guards
 * against a future call that disables or deletes admins.
 */
export async function keepAnAdminManager(trx: Db): Promise<void> {
  if ((await enabledAdminManagers(trx)).length === 0) throw new AppError(LAST_ADMIN_MANAGER);
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
      await actingAdminManager(trx, actor.id);
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
      // The privileges granted, as a change from none (the role is the admin table's).
      const granted = { privileges: privilegesOf(row), usertype: row.usertype };
      for (const line of roleChangeLines(row, { ...granted, privileges: [] }, granted))
        await writeActivityLog(trx, { type: 'admin', id: actor.id }, line);
      return toAdmin(row);
    }),
  );
}

/**
 * Who may change what: without ADMIN_ADMIN (own record only) privileges, usertype and username must stay as they
 * are; with it, one's own ADMIN_ADMIN cannot be dropped (nobody would be left to give it back).
 */
function checkRoleChange(
  actor: AdminRow,
  holdsModule: boolean,
  target: AdminRow,
  body: z.infer<typeof AdminUpdateBody>,
): void {
  const privilegesChange = body.privileges !== undefined && !samePrivileges(body.privileges, privilegesOf(target));
  const usertypeChanges = body.usertype !== undefined && body.usertype !== target.usertype;
  if (!holdsModule && (privilegesChange || usertypeChanges)) throw forbidden(OWN_ROLE_FORBIDDEN);
  if (!holdsModule && body.username !== target.username) throw forbidden(OWN_USERNAME_FORBIDDEN);
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
  id: number,
  body: z.infer<typeof AdminUpdateBody>,
): Promise<Admin> {
  const { privileges, usertype, profilePicture, ...fields } = body;
  return uniqueUsername(() =>
    db.transaction().execute(async (trx) => {
      const current = await actingAdmin(trx, actor.id, id);
      const holdsModule = hasPrivilege(current, 'ADMIN_ADMIN');
      // Without the module only the own record (the hook's ownRecordParam rule, checked again).
      if (!holdsModule && id !== current.id) throw forbidden();
      const target = await requireAdmin(trx, id);
      checkRoleChange(current, holdsModule, target, body);
      if (await adminUsernameTaken(trx, body.username, id)) throw new AppError(USERNAME_TAKEN);
      const row = await updateAdminRow(trx, id, {
        ...fields,
        ...(profilePicture === undefined ? {} : { profilePicture }),
        ...(privileges === undefined ? {} : { privileges: serializePrivileges(privileges) }),
        ...(usertype === undefined ? {} : { usertype }),
      });
      if (privileges !== undefined) await keepAnAdminManager(trx);
      const what = id === actor.id ? 'own profile' : `admin ${named(row)}`;
      await writeActivityLog(trx, { type: 'admin', id: actor.id }, `Updated ${what}`);
      const before = { privileges: privilegesOf(target), usertype: target.usertype };
      for (const line of roleChangeLines(row, before, { privileges: privilegesOf(row), usertype: row.usertype }))
        await writeActivityLog(trx, { type: 'admin', id: actor.id }, line);
      return toAdmin(row);
    }),
  );
}
