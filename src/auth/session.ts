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

/** Calls the login endpoint and stores the session. Rejects with the server's error (HttpError) on failure. */
export async function signIn(
  call: CallEndpoint,
  credentials: Credentials,
  config: RuntimeConfig,
): Promise<entities.AdminProfile> {
  const { data, token } = await call(api.session.login, {
    body: { username: credentials.username, password: credentials.password, remember: credentials.remember },
  });
  if (!token) throw new Error(t('busads.login.noToken'));
  // Mock mode's backend lives and dies with the page: another tab would not know a remembered token.
  saveSession(token, data, credentials.remember && config.dataProvider !== 'mock');
  return data;
}

/** A picture path that does not begin with http is relative to the API base (SPEC.md section 3). */
export function mediaUrl(path: string | null | undefined, base: string): string | undefined {
  return path ? mediaPath(path, base) : undefined;
}
