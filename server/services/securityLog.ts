import type { Privilege } from '../../src/api';
import type { Db } from '../db/schema';
import { AppError } from '../domain/errors';
import { named, writeActivityLog, type Actor } from './activityLog';

/*
 * The security events of the audit trail (docs/security.md, "Audit trail"): failed and refused sign-ins and
 * password checks, and changes of privileges and role. They are activity-log rows like any other, kept as long
 * as those (no purge) and read on the Admin Logs tab. A sign-in's row has no admin (nobody is signed in): it
 * names the username typed and the client's address.
 */

/** Not signed in: the actor of a failed or refused sign-in. */
const NOBODY: Actor = { type: 'admin', id: null };

const TYPED_MAX = 100;

/**
 * A username as typed, quoted for a log line: control and invisible characters shown as '?', at most 100
 * characters. The flood guard reads it from a body no schema has checked yet, so anything may arrive.
 */
export function typedName(value: unknown): string {
  if (typeof value !== 'string') return '(none)';
  const chars = Array.from(value.trim().replace(/[\p{Cc}\p{Cf}]/gu, '?'));
  const text = chars.length > TYPED_MAX ? `${chars.slice(0, TYPED_MAX).join('')}…` : chars.join('');
  return JSON.stringify(text);
}

export type SignInFailure = 'wrong password' | 'unknown username' | 'account disabled' | 'wrong second-factor code';

/** A sign-in whose password was checked and failed, or whose account is disabled. */
export const recordFailedSignIn = (db: Db, username: string, clientIp: string, why: SignInFailure) =>
  writeActivityLog(db, NOBODY, `Failed sign-in as ${typedName(username)} from ${clientIp}: ${why}`);

/** A sign-in or password check the throttle (429) or the flood guard refused without checking. */
export const recordRefusedSignIn = (db: Db, username: unknown, clientIp: string, why: string) =>
  writeActivityLog(db, NOBODY, `Refused sign-in as ${typedName(username)} from ${clientIp}: ${why}`);

/** The own-password change's failures: the admin is known, the old password was wrong or not checked (429). */
export const recordFailedPasswordCheck = (db: Db, adminId: number, clientIp: string, why: string) =>
  writeActivityLog(db, { type: 'admin', id: adminId }, `Failed own password change from ${clientIp}: ${why}`);

/** Runs a throttled check, recording its 429 (the throttle's refusal) before passing it on. */
export async function recordingRefusal<T>(check: () => Promise<T>, record: (message: string) => Promise<void>) {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.status === 429) await record(error.message);
    throw error;
  }
}

const listOf = (privileges: readonly Privilege[]) => (privileges.length ? privileges.join(', ') : 'none');
const roleOf = (usertype: number) => (usertype === 0 ? 'Admin' : 'Non-Admin');

/** The lines of a change of an admin's privileges or role, before -> after; none when both stay. */
export function roleChangeLines(
  target: { fullname: string; id: number },
  before: { privileges: readonly Privilege[]; usertype: number },
  after: { privileges: readonly Privilege[]; usertype: number },
): string[] {
  const lines: string[] = [];
  const same =
    new Set(before.privileges).size === new Set(after.privileges).size &&
    after.privileges.every((p) => before.privileges.includes(p));
  if (!same)
    lines.push(`Changed privileges of ${named(target)}: ${listOf(before.privileges)} -> ${listOf(after.privileges)}`);
  if (before.usertype !== after.usertype)
    lines.push(`Changed the role of ${named(target)}: ${roleOf(before.usertype)} -> ${roleOf(after.usertype)}`);
  return lines;
}

/**
 * A flood guard refusal (http/floodGuard.ts): of a sign-in (the username typed) or an own password change
 * (whose session the guard does not read). Written at most once a minute per client and call.
 */
export const recordFloodRefusal = (
  db: Db,
  call: 'sign-in' | 'password change',
  username: unknown,
  clientIp: string,
  perMinute: number,
) =>
  writeActivityLog(
    db,
    NOBODY,
    `Refused ${call === 'sign-in' ? `sign-in as ${typedName(username)}` : 'own password change'} from ${clientIp}: ` +
      `over ${perMinute} calls a minute (flood guard; further refusals from this address are logged once a minute)`,
  );
