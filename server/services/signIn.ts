import type { AdminRow, Db } from '../db/schema';
import { findAdminByUsername, upgradePasswordHash } from '../repositories/admins';
import { writeActivityLog } from './activityLog';
import { AppError } from '../domain/errors';
import { nowUnix } from '../domain/clock';
import { verifyThrottled } from './loginThrottle';
import { hashPassword, needsRehash, timingDummyHash, verifyPassword } from '../domain/passwords';
import { createAdminSession } from './sessions';
import { recordFailedSignIn, recordingRefusal, recordRefusedSignIn } from './securityLog';
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
 * Every failure and refusal is an activity-log row (securityLog.ts). A password hash stored with older
 * parameters is replaced by one of today's in the sign-in's transaction. An admin with a second factor (or who
 * must set one up) gets a challenge instead of a session (secondFactor.ts).
 */
export async function signIn(
  db: Db,
  { username, password, remember, clientIp }: Credentials,
): Promise<{ admin: AdminRow; token: string } | { challenge: LoginChallenge }> {
  const admin = await findAdminByUsername(db, username);
  const ok = await recordingRefusal(
    () =>
      verifyThrottled(db, { username, clientIp }, nowUnix(), async () =>
        verifyPassword(password, admin?.passwordHash ?? (await timingDummyHash())),
      ),
    (message) => recordRefusedSignIn(db, username, clientIp, message),
  );
  // Known and unknown usernames both write one row, so the answer's time still tells nothing.
  if (!admin || !ok) {
    await recordFailedSignIn(db, username, clientIp, admin ? 'wrong password' : 'unknown username');
    throw new AppError(BAD_CREDENTIALS);
  }
  if (admin.accessStatus !== 1) {
    await recordFailedSignIn(db, username, clientIp, 'account disabled');
    throw new AppError(ACCOUNT_DISABLED);
  }
  // A hash of older parameters is upgraded now, while the password is known (hashed before the transaction).
  const upgraded = needsRehash(admin.passwordHash) ? await hashPassword(password) : undefined;
  const challenge = await secondFactorChallenge(db, admin, remember);
  if (challenge) {
    if (upgraded) await upgradePasswordHash(db, admin.id, admin.passwordHash, upgraded);
    return { challenge };
  }
  return db.transaction().execute(async (trx) => {
    if (upgraded) await upgradePasswordHash(trx, admin.id, admin.passwordHash, upgraded);
    const token = await createAdminSession(trx, admin.id, remember);
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, `Signed in${remember ? ' (remember me)' : ''}`);
    return { admin, token };
  });
}
