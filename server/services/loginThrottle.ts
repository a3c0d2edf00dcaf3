import type { Db } from '../db/schema';
import { AppError } from '../domain/errors';

/*
 * The sign-in throttle (docs/security.md, "Brute force of passwords"), in the database so every instance
 * counts the same failures. Two limits apply to every password check:
 * - per client address: 20 failures within 15 minutes lock that address until the oldest of them is 15 minutes old;
 * - per username: 5 failures are free, then each further check waits 1 s after the latest failure, doubling with
 *   each failure up to 15 minutes (at most 17 checks in any hour). The failures of the username's known client (the
 *   address of its last successful check) are counted apart from all others', so guesses from elsewhere never
 *   delay the account's owner there, and the owner's typos there never delay anyone else.
 */
export const CLIENT_WINDOW = 15 * 60;
export const CLIENT_LIMIT = 20;
export const FREE_FAILURES = 5;
export const MAX_DELAY = 15 * 60;
/** How long a failure counts towards a username's delay (unless a right password from its address clears it). */
export const FAILURE_MEMORY = 24 * 60 * 60;
/** From this many failures on, the delay is MAX_DELAY. */
const MAX_DELAY_FAILURES = FREE_FAILURES + Math.ceil(Math.log2(MAX_DELAY));

/** The wait after the latest of `failures` failures: none for the first 5, then 1 s, 2 s, 4 s... up to 15 minutes. */
export const delayAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY);

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The 429 answer of a delayed username or locked client: `what` failed too often ('sign-in attempts', 'password checks'). */
export const tooManyAttempts = (seconds: number, what = 'sign-in attempts'): AppError =>
  new AppError(
    `Too many failed ${what}. Please try again in ${seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute')}.`,
    429,
  );

export interface Attempt {
  username: string;
  clientIp: string;
  /** What the 429 says failed too often (default: sign-in attempts). */
  what?: string;
}

/*
 * Both limits count only failures stored before the attempt (lower id), its own row excluded, so of many
 * concurrent attempts each sees the others that went first.
 */

/** When the client may try again: once it holds 20 failures in 15 minutes, when the oldest of them is 15 minutes old. */
async function clientRetryAt(db: Db, beforeId: number, now: number, clientIp: string): Promise<number> {
  const rows = await db
    .selectFrom('loginFailures')
    .select('createdAt')
    .where('clientIp', '=', clientIp)
    .where('id', '<', beforeId)
    .where('createdAt', '>', now - CLIENT_WINDOW)
    .orderBy('id', 'desc')
    .limit(CLIENT_LIMIT)
    .execute();
  return rows.length < CLIENT_LIMIT ? now : Number(rows[CLIENT_LIMIT - 1].createdAt) + CLIENT_WINDOW;
}

/**
 * When the username may be tried again from this client: the latest failure plus the delay of the failures
 * counted, which are the known client's own from the known client, everyone else's from any other address.
 */
async function usernameRetryAt(
  db: Db,
  beforeId: number,
  now: number,
  { username, clientIp }: Attempt,
): Promise<number> {
  const known = await db
    .selectFrom('loginKnownClients')
    .select('clientIp')
    .where('username', '=', username)
    .executeTakeFirst();
  let q = db
    .selectFrom('loginFailures')
    .select('createdAt')
    .where('username', '=', username)
    .where('usernameCleared', '=', 0)
    .where('id', '<', beforeId)
    .where('createdAt', '>', now - FAILURE_MEMORY);
  if (known) q = q.where('clientIp', known.clientIp === clientIp ? '=' : '<>', known.clientIp);
  const rows = await q.orderBy('id', 'desc').limit(MAX_DELAY_FAILURES).execute();
  if (rows.length === 0) return now;
  return Math.max(...rows.map((r) => Number(r.createdAt))) + delayAfter(rows.length);
}

/**
 * Checks a password under the throttle and answers whether it was right. The attempt is stored as a
 * failure before the check (so concurrent guesses count too). A right password removes it, clears this
 * client's failures for the username (they still count for the client) and makes the client the username's
 * known client. A delayed username or locked client answers 429 without checking, and stores nothing.
 */
export async function verifyThrottled(
  db: Db,
  attempt: Attempt,
  now: number,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const { username, clientIp } = attempt;
  await db
    .deleteFrom('loginFailures')
    .where('createdAt', '<=', now - FAILURE_MEMORY)
    .execute();
  const row = await db
    .insertInto('loginFailures')
    .values({ username, clientIp, usernameCleared: 0, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const retryAt = Math.max(await clientRetryAt(db, id, now, clientIp), await usernameRetryAt(db, id, now, attempt));
  if (retryAt > now) {
    await db.deleteFrom('loginFailures').where('id', '=', id).execute();
    throw tooManyAttempts(retryAt - now, attempt.what);
  }
  if (!(await verify())) return false;
  await db.deleteFrom('loginFailures').where('id', '=', id).execute();
  await db
    .updateTable('loginFailures')
    .set({ usernameCleared: 1 })
    .where('username', '=', username)
    .where('clientIp', '=', clientIp)
    .execute();
  await db
    .insertInto('loginKnownClients')
    .values({ username, clientIp, signedInAt: now })
    .onConflict((oc) => oc.column('username').doUpdateSet({ clientIp, signedInAt: now }))
    .execute();
  return true;
}
