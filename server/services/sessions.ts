import { sha256Hex } from '../domain/platform';
import { randomToken } from '../domain/passwords';
import { authChangesOf } from '../db/authChanges';
import type { AdminRow, Db } from '../db/schema';
import { DAY, HOUR, nowUnix } from '../domain/clock';
import { sessionCacheOf } from './sessionCache';

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
 * Every authenticated request asks this: from the sessions cache of `db` when it has one (services/
 * sessionCache.ts), else read from `readDb` (the session lane, connect.ts openSessionLane, when there is one).
 */
export async function adminForToken(db: Db, token: string, readDb: Db = db): Promise<AdminRow | undefined> {
  const tokenHash = await hashToken(token);
  const read = () => sessionOf(readDb, tokenHash);
  const changes = authChangesOf(db);
  if (!changes) return (await read())?.admin;
  return sessionCacheOf(changes).adminFor(tokenHash, read);
}

async function sessionOf(db: Db, tokenHash: string): Promise<{ admin: AdminRow; expiresAt: number } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.adminId')
    .selectAll('admins')
    .select('sessions.expiresAt as sessionExpiresAt')
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', nowUnix())
    .where('admins.accessStatus', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionExpiresAt, ...admin } = row;
  return { admin: Object.freeze(admin), expiresAt: Number(sessionExpiresAt) };
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
