import { sha256Hex } from '../../../server/domain/platform';
import { newTotpSecret, totpCodeAt, TOTP_PERIOD } from '../../../server/domain/totp';
import type { Db } from '../../../server/db/schema';
import { nowUnix } from '../../../server/domain/clock';

/** The code of the current 30-second step, or of `steps` steps later (still accepted: one step of drift). */
export const totpNow = (secret: string, steps = 0): string => totpCodeAt(secret, nowUnix() + steps * TOTP_PERIOD);

/** The second-factor secret stored for an admin (enrolled or pending). */
export async function secretOf(s: { db: Db }, username: string): Promise<string> {
  const row = await s.db
    .selectFrom('adminSecondFactors')
    .innerJoin('admins', 'admins.id', 'adminSecondFactors.adminId')
    .select('secret')
    .where('admins.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** The secret of the admin signed in with `token`, if any (a sample call made with whatever token a test sends). */
export async function secretOfToken(s: { db: Db }, token: string | null): Promise<string | undefined> {
  if (!token) return undefined;
  const row = await s.db
    .selectFrom('sessions')
    .innerJoin('adminSecondFactors', 'adminSecondFactors.adminId', 'sessions.adminId')
    .select('secret')
    .where('sessions.tokenHash', '=', await sha256Hex(token))
    .executeTakeFirst();
  return row?.secret;
}

let made = 0;
/**
 * A new enabled admin with a second factor ('code': on; 'enrol': pending) and a sign-in challenge of that kind,
 * written to the database directly: the body of the second step, with the right code.
 */
export async function challengeFor(
  s: { db: Db },
  kind: 'code' | 'enrol',
): Promise<{ challenge: string; code: string }> {
  made += 1;
  const now = nowUnix();
  const admin = await s.db
    .insertInto('admins')
    .values({
      fullname: `Second Factor ${made}`,
      username: `second.factor.${made}.${now}`,
      phone: '+2348000000009',
      email: `second.factor.${made}@example.com`,
      address: '1 Sample Road',
      profilePicture: null,
      passwordHash: 'not-a-hash',
      privileges: '[]',
      usertype: 1,
      accessStatus: 1,
      dateCreated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const secret = newTotpSecret();
  await s.db
    .insertInto('adminSecondFactors')
    .values({ adminId: admin.id, secret, enabled: kind === 'code' ? 1 : 0, createdAt: now })
    .execute();
  const challenge = `sample-challenge-${made}-${now}`;
  await s.db
    .insertInto('loginChallenges')
    .values({ tokenHash: await sha256Hex(challenge), adminId: admin.id, kind, expiresAt: now + 300 })
    .execute();
  return { challenge, code: totpNow(secret) };
}
