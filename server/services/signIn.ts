import type { AdminRow, Db } from '../db/schema';
import { findAdminByUsername } from '../repositories/admins';
import { writeActivityLog } from './activityLog';
import { AppError } from '../domain/errors';
import { nowUnix } from '../domain/clock';
import { verifyThrottled } from './loginThrottle';
import { timingDummyHash, verifyPassword } from '../domain/passwords';
import { createAdminSession } from './sessions';
import { secondFactorChallenge } from './secondFactor';
import type { LoginChallenge } from '../../src/api/entities';

export const BAD_CREDENTIALS = 'Username or Password is incorrect. Please try again.';
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact an administrator.';

export interface Credentials {
  username: string;
  password: string;
  remember: boolean;
  /** The client's address, for throttling per client. */
  clientIp: string;
}

/**
 * Checks a username and password and opens a session. Unknown users cost the same time as wrong
 * passwords, and both answer the same message (400, code 1). A disabled admin cannot sign in.
 * Repeated failures delay the username, or lock the client, for a while (429, see loginThrottle).
 * An admin with a second factor (or who must set one up) gets a challenge instead of a session (secondFactor.ts).
 */
export async function signIn(
  db: Db,
  { username, password, remember, clientIp }: Credentials,
): Promise<{ admin: AdminRow; token: string } | { challenge: LoginChallenge }> {
  const admin = await findAdminByUsername(db, username);
  const ok = await verifyThrottled(db, { username, clientIp }, nowUnix(), async () =>
    verifyPassword(password, admin?.passwordHash ?? (await timingDummyHash())),
  );
  if (!admin || !ok) throw new AppError(BAD_CREDENTIALS);
  if (admin.accessStatus !== 1) throw new AppError(ACCOUNT_DISABLED);
  const challenge = await secondFactorChallenge(db, admin, remember);
  if (challenge) return { challenge };
  return db.transaction().execute(async (trx) => {
    const token = await createAdminSession(trx, admin.id, remember);
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, `Signed in${remember ? ' (remember me)' : ''}`);
    return { admin, token };
  });
}
