import { sha256Hex } from '../domain/platform';
import { randomToken } from '../domain/passwords';
import type { AdminRow, Db } from '../db/schema';
import { DAY, HOUR, nowUnix } from '../domain/clock';

/** A session lasts 12 hours, or 30 days when the admin ticked "remember me". */
export const SESSION_TTL = 12 * HOUR;
export const REMEMBER_TTL = 30 * DAY;

/** Only the sha256 of a token is stored: a copy of the database does not hold usable tokens. */
export const hashToken = (token: string): Promise<string> => sha256Hex(token);

export async function createAdminSession(db: Db, adminId: number, remember: boolean): Promise<string> {
  const token = randomToken();
  const now = nowUnix();
  await db.deleteFrom('sessions').where('expiresAt', '<', now).execute();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: await hashToken(token),
      adminId,
      expiresAt: now + (remember ? REMEMBER_TTL : SESSION_TTL),
      remember: remember ? 1 : 0,
      createdAt: now,
    })
    .execute();
  return token;
}

/**
 * The admin behind a token, if the session exists, has not expired and the admin is still enabled.
 * Every authenticated request asks this (on the session lane, connect.ts openSessionLane, when there is one).
 */
export async function adminForToken(db: Db, token: string): Promise<AdminRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.adminId')
    .selectAll('admins')
    .where('sessions.tokenHash', '=', await hashToken(token))
    .where('sessions.expiresAt', '>', nowUnix())
    .where('admins.accessStatus', '=', 1)
    .executeTakeFirst();
}

/** Ends every session of an admin but the one of `keepToken` (if given); answers how many ended. */
export async function endAdminSessions(db: Db, adminId: number, keepToken?: string): Promise<number> {
  let q = db.deleteFrom('sessions').where('adminId', '=', adminId);
  if (keepToken !== undefined) q = q.where('tokenHash', '!=', await hashToken(keepToken));
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends the one session of `token` (whoever holds it). */
export async function endSession(db: Db, token: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('tokenHash', '=', await hashToken(token))
    .execute();
}

export async function endVendorSessions(db: Db, vendorId: number): Promise<number> {
  const result = await db.deleteFrom('vendorSessions').where('vendorId', '=', vendorId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
