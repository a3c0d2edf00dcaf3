import type { Privilege } from '../../src/api';
import type { LoginChallenge, SecondFactorStatus, TotpEnrolment } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { nowUnix } from '../domain/clock';
import { AppError, notFound } from '../domain/errors';
import { randomToken, verifyPassword } from '../domain/passwords';
import { sha256Hex } from '../domain/platform';
import { privilegesOf } from '../domain/privileges';
import {
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  RECOVERY_CODES,
  totpStep,
  totpUri,
} from '../domain/totp';
import { findAdminById } from '../repositories/admins';
import { named, writeActivityLog } from './activityLog';
import { verifyThrottled } from './loginThrottle';
import { recordFailedSignIn, recordingRefusal, recordRefusedSignIn } from './securityLog';
import { createAdminSession } from './sessions';

/*
 * The optional second factor of admins (docs/security.md, "Second factor"): TOTP (RFC 6238) with ten
 * single-use recovery codes. A sign-in whose password is right answers a challenge instead of a session when
 * the admin has one (or must set one up: REQUIRE_2FA_FOR); the challenge and a code then open the session.
 */
export const CHALLENGE_TTL = 5 * 60;
export const WRONG_CODE = 'The code is wrong or was used already. Please try again.';
export const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact an administrator.';

/** The privileges whose holders must have a second factor (REQUIRE_2FA_FOR, set once by main.ts). */
let requiredFor: readonly Privilege[] = [];
export function requireSecondFactorFor(modules: readonly Privilege[]): void {
  requiredFor = [...modules];
}
export const secondFactorRequired = (admin: AdminRow): boolean =>
  privilegesOf(admin).some((p) => requiredFor.includes(p));

const factorOf = (db: Db, adminId: number) =>
  db.selectFrom('adminSecondFactors').selectAll().where('adminId', '=', adminId).executeTakeFirst();

/** A new secret for the admin, replacing any enrolment not confirmed yet. */
async function pendingSecret(db: Db, admin: AdminRow): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  await db.deleteFrom('adminSecondFactors').where('adminId', '=', admin.id).execute();
  await db.insertInto('adminSecondFactors').values({ adminId: admin.id, secret, createdAt: nowUnix() }).execute();
  return { secret, uri: totpUri(secret, admin.username) };
}

/** Whether `code` is the TOTP code of a step after the last one accepted; if so that step becomes the last. */
async function useTotp(db: Db, adminId: number, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code, nowUnix());
  if (step === null) return false;
  // Conditional, so two concurrent uses of one code cannot both pass.
  const updated = await db
    .updateTable('adminSecondFactors')
    .set({ lastUsedStep: step })
    .where('adminId', '=', adminId)
    .where('lastUsedStep', '<', step)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

async function useRecoveryCode(db: Db, adminId: number, code: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('adminRecoveryCodes')
    .where('adminId', '=', adminId)
    .where('codeHash', '=', await sha256Hex(normalizeRecoveryCode(code)))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** 'totp', 'recovery' or null: checks a code of an enabled second factor under the sign-in throttle. */
async function checkCode(
  db: Db,
  admin: AdminRow,
  code: string,
  clientIp: string,
  what?: string,
): Promise<'totp' | 'recovery' | null> {
  let used: 'totp' | 'recovery' | null = null;
  await verifyThrottled(db, { username: admin.username, clientIp, what }, nowUnix(), async () => {
    const factor = await factorOf(db, admin.id);
    if (!factor || factor.enabled !== 1) return false;
    if (await useTotp(db, admin.id, factor.secret, code)) used = 'totp';
    else if (/[a-z]/i.test(code) && (await useRecoveryCode(db, admin.id, code))) used = 'recovery';
    return used !== null;
  });
  return used;
}

/** Ten new recovery codes: their SHA-256 replace the admin's stored ones; the codes are answered once. */
async function newRecoveryCodes(db: Db, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.deleteFrom('adminRecoveryCodes').where('adminId', '=', adminId).execute();
  const rows = await Promise.all(codes.map(async (c) => ({ adminId, codeHash: await sha256Hex(c) })));
  await db.insertInto('adminRecoveryCodes').values(rows).execute();
  return codes;
}

/**
 * After a right password: the challenge that replaces the session, or null when the admin has no second
 * factor and none is required (the SPEC.md sign-in, unchanged).
 */
export async function secondFactorChallenge(
  db: Db,
  admin: AdminRow,
  remember: boolean,
): Promise<LoginChallenge | null> {
  const factor = await factorOf(db, admin.id);
  const enabled = factor?.enabled === 1;
  if (!enabled && !secondFactorRequired(admin)) return null;
  const now = nowUnix();
  const challenge = randomToken();
  const kind = enabled ? 'code' : 'enrol';
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('loginChallenges').where('expiresAt', '<=', now).execute();
    await trx
      .insertInto('loginChallenges')
      .values({
        tokenHash: await sha256Hex(challenge),
        adminId: admin.id,
        kind,
        remember: remember ? 1 : 0,
        expiresAt: now + CHALLENGE_TTL,
      })
      .execute();
    const enrolment = enabled ? null : await pendingSecret(trx, admin);
    return { challenge, secondFactor: kind, expiresAt: now + CHALLENGE_TTL, enrolment };
  });
}

/** The challenge's row and enabled admin, or 400 (unknown, used, expired, or of the other kind). */
async function openChallenge(db: Db, challenge: string, kind: 'code' | 'enrol') {
  const row = await db
    .selectFrom('loginChallenges')
    .selectAll()
    .where('tokenHash', '=', await sha256Hex(challenge))
    .where('kind', '=', kind)
    .where('expiresAt', '>', nowUnix())
    .executeTakeFirst();
  const admin = row && (await findAdminById(db, row.adminId));
  if (!row || !admin) throw new AppError(CHALLENGE_EXPIRED);
  if (admin.accessStatus !== 1) throw new AppError(ACCOUNT_DISABLED);
  return { row, admin };
}

/** Single use: of two concurrent completions of one challenge, only one deletes it and opens a session. */
async function closeChallenge(db: Db, id: number): Promise<void> {
  const deleted = await db.deleteFrom('loginChallenges').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw new AppError(CHALLENGE_EXPIRED);
}

/** A sign-in's code step: a wrong code and a throttle refusal are in the audit trail, as the password's are. */
async function recordingCodeFailures<T>(db: Db, admin: AdminRow, clientIp: string, check: () => Promise<T>) {
  try {
    return await recordingRefusal(check, (message) => recordRefusedSignIn(db, admin.username, clientIp, message));
  } catch (error) {
    if (error instanceof AppError && error.message === WRONG_CODE) {
      await recordFailedSignIn(db, admin.username, clientIp, 'wrong second-factor code');
    }
    throw error;
  }
}

export interface CodeAttempt {
  challenge: string;
  code: string;
  clientIp: string;
}

/** The second step of a sign-in: a 'code' challenge and a TOTP or recovery code open the session. */
export async function signInWithCode(db: Db, { challenge, code, clientIp }: CodeAttempt) {
  const { row, admin } = await openChallenge(db, challenge, 'code');
  const used = await recordingCodeFailures(db, admin, clientIp, async () => {
    const kind = await checkCode(db, admin, code, clientIp);
    if (!kind) throw new AppError(WRONG_CODE);
    return kind;
  });
  return db.transaction().execute(async (trx) => {
    await closeChallenge(trx, row.id);
    const token = await createAdminSession(trx, admin.id, row.remember === 1);
    const how = used === 'recovery' ? 'a recovery code' : 'a second-factor code';
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Signed in with ${how}${row.remember ? ' (remember me)' : ''}`,
    );
    return { admin, token };
  });
}

/**
 * Checks the first code of a pending enrolment under the throttle (outside any transaction, so a wrong
 * code's failure row stays); its step is then used, so the code cannot be replayed.
 */
async function checkFirstCode(db: Db, admin: AdminRow, code: string, clientIp: string, what?: string): Promise<void> {
  const factor = await factorOf(db, admin.id);
  if (!factor || factor.enabled === 1) throw new AppError('Set up the second factor first.');
  const right = await verifyThrottled(db, { username: admin.username, clientIp, what }, nowUnix(), () =>
    useTotp(db, admin.id, factor.secret, code),
  );
  if (!right) throw new AppError(WRONG_CODE);
}

/** Turns the checked enrolment on and answers new recovery codes (inside the caller's transaction). */
async function enable(db: Db, admin: AdminRow): Promise<string[]> {
  await db.updateTable('adminSecondFactors').set({ enabled: 1 }).where('adminId', '=', admin.id).execute();
  const codes = await newRecoveryCodes(db, admin.id);
  await writeActivityLog(db, { type: 'admin', id: admin.id }, 'Turned on the second factor');
  return codes;
}

/** A compulsory enrolment at sign-in: an 'enrol' challenge and the first code open the session. */
export async function signInWithEnrolment(db: Db, { challenge, code, clientIp }: CodeAttempt) {
  const { row, admin } = await openChallenge(db, challenge, 'enrol');
  await recordingCodeFailures(db, admin, clientIp, () => checkFirstCode(db, admin, code, clientIp));
  return db.transaction().execute(async (trx) => {
    await closeChallenge(trx, row.id);
    const recoveryCodes = await enable(trx, admin);
    const token = await createAdminSession(trx, admin.id, row.remember === 1);
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, `Signed in${row.remember ? ' (remember me)' : ''}`);
    return { admin, token, recoveryCodes };
  });
}

export async function secondFactorStatus(db: Db, admin: AdminRow): Promise<SecondFactorStatus> {
  const factor = await factorOf(db, admin.id);
  const left = await db
    .selectFrom('adminRecoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('adminId', '=', admin.id)
    .executeTakeFirstOrThrow();
  return {
    enabled: factor?.enabled === 1,
    required: secondFactorRequired(admin),
    recoveryCodesLeft: Number(left.n),
  };
}

/** From the profile: a new secret to confirm (replacing an unconfirmed one). */
export async function beginEnrolment(db: Db, admin: AdminRow): Promise<TotpEnrolment> {
  if ((await factorOf(db, admin.id))?.enabled === 1) throw new AppError('The second factor is on already.');
  return pendingSecret(db, admin);
}

export async function confirmEnrolment(db: Db, admin: AdminRow, code: string, clientIp: string): Promise<string[]> {
  await checkFirstCode(db, admin, code, clientIp, 'code checks');
  return db.transaction().execute((trx) => enable(trx, admin));
}

/** From the profile: off, with a current code (or recovery code) or the password; never while required. */
export async function disableSecondFactor(
  db: Db,
  admin: AdminRow,
  { code, password }: { code?: string; password?: string },
  clientIp: string,
): Promise<{ message: string }> {
  if (code === undefined && password === undefined) throw new AppError('Code or password is required');
  if ((await factorOf(db, admin.id))?.enabled !== 1) throw new AppError('The second factor is off.');
  if (secondFactorRequired(admin))
    throw new AppError('Your privileges require a second factor: it cannot be turned off.');
  const right =
    code !== undefined
      ? (await checkCode(db, admin, code, clientIp, 'code checks')) !== null
      : await verifyThrottled(db, { username: admin.username, clientIp, what: 'password checks' }, nowUnix(), () =>
          verifyPassword(password ?? '', admin.passwordHash),
        );
  if (!right) throw new AppError(code !== undefined ? WRONG_CODE : 'Password is incorrect.');
  return db.transaction().execute(async (trx) => {
    await removeFactor(trx, admin.id);
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, 'Turned off the second factor');
    return { message: 'Second factor turned off' };
  });
}

async function removeFactor(db: Db, adminId: number): Promise<void> {
  await db.deleteFrom('adminSecondFactors').where('adminId', '=', adminId).execute();
  await db.deleteFrom('adminRecoveryCodes').where('adminId', '=', adminId).execute();
  await db.deleteFrom('loginChallenges').where('adminId', '=', adminId).execute();
}

/** An Admins holder clears another's second factor (a lost phone): logged; their next sign-in is by password. */
export async function resetSecondFactor(db: Db, actor: AdminRow, id: number): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const target = await findAdminById(trx, id);
    if (!target) throw notFound('Admin');
    await removeFactor(trx, id);
    await writeActivityLog(trx, { type: 'admin', id: actor.id }, `Reset the second factor of admin ${named(target)}`);
    return { message: `The second factor of ${target.fullname} has been reset` };
  });
}
