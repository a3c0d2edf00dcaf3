import type { Db } from '../db/schema';
import { AppError } from '../domain/errors';

/** Failures counted over a sliding 15-minute window: 5 per username, 20 per client address. */
export const THROTTLE_WINDOW = 15 * 60;
export const USERNAME_LIMIT = 5;
export const CLIENT_LIMIT = 20;

/** The 429 answer of a locked username or client: `what` failed too often ('sign-in attempts', 'password checks'). */
export const tooManyAttempts = (minutes: number, what = 'sign-in attempts'): AppError =>
  new AppError(`Too many failed ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 429);

export interface Attempt {
  username: string;
  clientIp: string;
  /** What the 429 says failed too often (default: sign-in attempts). */
  what?: string;
}

/**
 * When a key is locked: once it holds `limit` failures in the window, until the oldest of those leaves it.
 * Only rows older than `beforeId` count, so of many concurrent attempts at most `limit` get through.
 */
async function unlockTime(
  db: Db,
  beforeId: number,
  since: number,
  key: 'username' | 'clientIp',
  value: string,
  limit: number,
): Promise<number | undefined> {
  let q = db
    .selectFrom('loginFailures')
    .select('createdAt')
    .where(key, '=', value)
    .where('id', '<', beforeId)
    .where('createdAt', '>', since);
  if (key === 'username') q = q.where('usernameCleared', '=', 0);
  const rows = await q.orderBy('id', 'desc').limit(limit).execute();
  return rows.length < limit ? undefined : Number(rows[limit - 1].createdAt) + THROTTLE_WINDOW;
}

/**
 * Checks a password under the throttle and answers whether it was right. The attempt is stored as a
 * failure before the check (so concurrent guesses count too); a right password removes it and resets
 * the username's count (not the client's). A locked username or client answers 429 without checking.
 */
export async function verifyThrottled(
  db: Db,
  attempt: Attempt,
  now: number,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const since = now - THROTTLE_WINDOW;
  await db.deleteFrom('loginFailures').where('createdAt', '<=', since).execute();
  const row = await db
    .insertInto('loginFailures')
    .values({ username: attempt.username, clientIp: attempt.clientIp, usernameCleared: 0, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const unlocks = [
    await unlockTime(db, id, since, 'username', attempt.username, USERNAME_LIMIT),
    await unlockTime(db, id, since, 'clientIp', attempt.clientIp, CLIENT_LIMIT),
  ].filter((t): t is number => t !== undefined);
  if (unlocks.length > 0) {
    await db.deleteFrom('loginFailures').where('id', '=', id).execute();
    throw tooManyAttempts(Math.max(1, Math.ceil((Math.max(...unlocks) - now) / 60)), attempt.what);
  }
  if (!(await verify())) return false;
  await db.deleteFrom('loginFailures').where('id', '=', id).execute();
  await db.updateTable('loginFailures').set({ usernameCleared: 1 }).where('username', '=', attempt.username).execute();
  return true;
}
