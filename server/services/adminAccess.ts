import type { z } from 'zod';
import { isUsernameAsPassword, type PasswordChangeBody } from '../../src/api/bodies';
import type { PasswordReset } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { updateAdminRow } from '../repositories/admins';
import { named, writeActivityLog } from './activityLog';
import { actingAdminManager, requireAdmin } from './admins';
import { nowUnix } from '../domain/clock';
import { AppError } from '../domain/errors';
import { hashPassword, randomReadablePassword, verifyPassword } from '../domain/passwords';
import { verifyThrottled } from './loginThrottle';
import { recordFailedPasswordCheck, recordingRefusal } from './securityLog';
import { endAdminSessions, endSession } from './sessions';

export const OWN_RESET = 'Use Change Password to change your own password';
export const OWN_LOGOUT = 'You cannot log yourself out from the admin table. Use Logout in the top bar.';
export const OLD_PASSWORD_WRONG = 'Old Password is incorrect';
export const NEW_PASSWORD_IS_USERNAME = 'New Password must not be your username';

/** A new random password, stored hashed and returned once; the admin's sessions end. Not on oneself. */
export async function resetAdminPassword(db: Db, actor: AdminRow, id: number): Promise<PasswordReset> {
  if (id === actor.id) throw new AppError(OWN_RESET);
  const password = randomReadablePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await actingAdminManager(trx, actor.id, id);
    const admin = await requireAdmin(trx, id);
    await updateAdminRow(trx, id, { passwordHash });
    await endAdminSessions(trx, id);
    await writeActivityLog(trx, { type: 'admin', id: actor.id }, `Reset the password of admin ${named(admin)}`);
    return {
      message: `The password of ${admin.fullname} has been reset. Give the admin this new password; it will not be shown again.`,
      password,
    };
  });
}

/** Ends every session of another admin at once: their next call answers 'Expired session'. */
export async function logoutAdmin(db: Db, actor: AdminRow, id: number): Promise<{ message: string }> {
  if (id === actor.id) throw new AppError(OWN_LOGOUT);
  return db.transaction().execute(async (trx) => {
    await actingAdminManager(trx, actor.id, id);
    const admin = await requireAdmin(trx, id);
    const ended = await endAdminSessions(trx, id);
    await writeActivityLog(trx, { type: 'admin', id: actor.id }, `Logged out admin ${named(admin)}`);
    const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
    return { message: `${admin.fullname} has been logged out (${sessions} ended)` };
  });
}

/**
 * The signed-in admin's own password: the old one must match, checked under the sign-in throttle (a stolen
 * session cannot guess the password behind it); the other sessions end, this one stays.
 */
export async function changeOwnPassword(
  db: Db,
  admin: AdminRow,
  { currentToken, clientIp }: { currentToken: string; clientIp: string },
  { oldPassword, newPassword }: z.infer<typeof PasswordChangeBody>,
): Promise<{ message: string }> {
  const attempt = { username: admin.username, clientIp, what: 'password checks' };
  const right = await recordingRefusal(
    () => verifyThrottled(db, attempt, nowUnix(), () => verifyPassword(oldPassword, admin.passwordHash)),
    (message) => recordFailedPasswordCheck(db, admin.id, clientIp, message),
  );
  if (!right) {
    await recordFailedPasswordCheck(db, admin.id, clientIp, 'wrong old password');
    throw new AppError(OLD_PASSWORD_WRONG);
  }
  // Its length is the body's rule (PasswordChangeBody); the username is known here only.
  if (isUsernameAsPassword(newPassword, admin.username)) throw new AppError(NEW_PASSWORD_IS_USERNAME);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await updateAdminRow(trx, admin.id, { passwordHash });
    await endAdminSessions(trx, admin.id, currentToken);
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, 'Changed own password');
    return { message: 'Password updated' };
  });
}

/** Logout in the top bar (an extension): the caller's own session ends, its token is refused from then on. */
export async function logoutOwnSession(db: Db, admin: AdminRow, token: string): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    await endSession(trx, token);
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, 'Logged out');
    return { message: 'Logged out' };
  });
}

/** 'Log out everywhere' on the profile (an extension): every session of the caller ends, this one included. */
export async function logoutOwnSessionsEverywhere(db: Db, admin: AdminRow): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const ended = await endAdminSessions(trx, admin.id);
    const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, `Logged out everywhere (${sessions} ended)`);
    return { message: `Logged out everywhere (${sessions} ended)` };
  });
}
