import { api, entities } from '../api';
import { PROFILE_KEY, type RuntimeConfig } from '../config/runtimeConfig';
import { mediaUrl as mediaPath } from '../format/urls';
import type { CallEndpoint } from '../dataProvider/httpClient';
import { t } from '../i18n/translate';
import { forgetSession, sessionItem, storeProfile, storeSession } from './token';

/**
 * The session held in sessionStorage (and, remembered, in localStorage: token.ts): the token and the
 * profile cached at login. Kept free of react-admin so the login page can sign in without loading it.
 */
export interface Credentials {
  username: string;
  password: string;
  remember: boolean;
}

export { getToken } from './token';

export function getProfile(): entities.AdminProfile | null {
  const raw = sessionItem(PROFILE_KEY);
  if (!raw) return null;
  try {
    const parsed = entities.AdminProfile.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, profile: entities.AdminProfile, remember = false): void {
  storeSession(token, JSON.stringify(profile), remember);
}

/** After the admin edits their own record: the cached profile (the top bar's name and email) follows. */
export function updateStoredProfile(changes: Partial<entities.AdminProfile>): void {
  const profile = getProfile();
  if (!profile) return;
  const next = entities.AdminProfile.safeParse({ ...profile, ...changes });
  if (next.success) storeProfile(JSON.stringify(next.data));
}

/** Logout and 'Expired session': clears the tab's session and the remembered one. */
export function clearSession(): void {
  forgetSession();
}

/** Calls the login endpoint and stores the session; a challenge (second factor) is answered as is, nothing stored. */
export async function signIn(
  call: CallEndpoint,
  credentials: Credentials,
  config: RuntimeConfig,
): Promise<entities.LoginResult> {
  const { data, token } = await call(api.session.login, {
    body: { username: credentials.username, password: credentials.password, remember: credentials.remember },
  });
  if (entities.isLoginChallenge(data)) return data;
  if (!token) throw new Error(t('busads.login.noToken'));
  // Mock mode's database is each tab's own copy (kept for its reloads: mockMode.ts): another tab's may not know
  // a remembered token.
  saveSession(token, data, credentials.remember && config.dataProvider !== 'mock');
  return data;
}

/** What the second step of a sign-in sends: the challenge and a code, and whether to remember the session. */
export interface SecondStep {
  challenge: string;
  code: string;
  remember: boolean;
}

/**
 * The second step of a sign-in: a 'code' challenge and a TOTP or recovery code, or an 'enrol' challenge and
 * the first code of the new secret (which also answers the recovery codes, shown once). Stores the session.
 */
export async function signInSecondStep(
  call: CallEndpoint,
  { challenge, code, remember }: SecondStep,
  enrol: boolean,
  config: RuntimeConfig,
): Promise<{ profile: entities.AdminProfile; recoveryCodes: string[] }> {
  const body = { challenge, code };
  const answer = enrol
    ? await call(api.session.enrolSecondFactor, { body })
    : await call(api.session.secondFactor, { body });
  if (!answer.token) throw new Error(t('busads.login.noToken'));
  const { recoveryCodes = [], ...profile } = answer.data as entities.EnrolledProfile;
  saveSession(answer.token, profile, remember && config.dataProvider !== 'mock');
  return { profile, recoveryCodes };
}

/** A picture path that does not begin with http is relative to the API base (SPEC.md section 3). */
export function mediaUrl(path: string | null | undefined, base: string): string | undefined {
  return path ? mediaPath(path, base) : undefined;
}
