import { PROFILE_KEY, TAB_ONLY_KEY, TOKEN_KEY } from '../config/runtimeConfig';

/**
 * Where the session lives (docs/security.md). SPEC.md keeps it in sessionStorage, which ends with the
 * tab. A sign-in with 'Remember me' also keeps a copy in localStorage, which a new tab or a restarted
 * browser copies into its own sessionStorage, until the server's 30-day session ends or a logout or an
 * 'Expired session' clears both.
 *
 * Kept apart from session.ts, which validates the cached profile with the contract's zod schemas, so
 * the public pages' first load carries neither zod nor the contract.
 */
const KEYS = [TOKEN_KEY, PROFILE_KEY] as const;

/** A tab without a session of its own takes the remembered one, if any (token and profile together). */
function restoreRemembered(): void {
  if (sessionStorage.getItem(TOKEN_KEY) !== null) return;
  const remembered = KEYS.map((key) => localStorage.getItem(key));
  if (remembered.some((value) => value === null)) return;
  KEYS.forEach((key, i) => sessionStorage.setItem(key, remembered[i]!));
}

/** The session token: this tab's, or the remembered one copied into it. */
export function getToken(): string | null {
  restoreRemembered();
  return sessionStorage.getItem(TOKEN_KEY);
}

/** The stored session's value of one key (the profile's JSON), or null. */
export function sessionItem(key: (typeof KEYS)[number]): string | null {
  restoreRemembered();
  return sessionStorage.getItem(key);
}

/** Stores a new session; remembered only when asked, and a session that is not replaces a remembered one. */
export function storeSession(token: string, profileJson: string, remember: boolean): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(PROFILE_KEY, profileJson);
  if (remember) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(PROFILE_KEY, profileJson);
    localStorage.removeItem(TAB_ONLY_KEY);
  } else {
    KEYS.forEach((key) => localStorage.removeItem(key));
    localStorage.setItem(TAB_ONLY_KEY, '1');
  }
}

/**
 * This tab has no session while a sign-in without 'Remember me' was made in another tab (or an earlier visit,
 * which no tab can tell apart): the login page says why it asks again (issue 29).
 */
export function signedInElsewhereForThatTabOnly(): boolean {
  // The build draws the login page without a browser (index.html's static form): no storage there.
  if (typeof localStorage === 'undefined') return false;
  return getToken() === null && localStorage.getItem(TAB_ONLY_KEY) !== null;
}

/** The cached profile changed (own profile edited): the remembered copy of this same session follows. */
export function storeProfile(profileJson: string): void {
  sessionStorage.setItem(PROFILE_KEY, profileJson);
  if (localStorage.getItem(TOKEN_KEY) === sessionStorage.getItem(TOKEN_KEY))
    localStorage.setItem(PROFILE_KEY, profileJson);
}

/** Logout and 'Expired session': the session is gone from this tab and from the remembered copy. */
export function forgetSession(): void {
  for (const key of KEYS) {
    sessionStorage.removeItem(key);
    localStorage.removeItem(key);
  }
  localStorage.removeItem(TAB_ONLY_KEY);
}
