import { describe, expect, it } from 'vitest';
import type { entities } from '../../src/api';
import { clearSession, getProfile, getToken, saveSession, signIn, updateStoredProfile } from '../../src/auth/session';
import { signedInElsewhereForThatTabOnly } from '../../src/auth/token';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import { DEFAULT_CONFIG, PROFILE_KEY, TOKEN_KEY } from '../../src/config/runtimeConfig';

const profile: entities.AdminProfile = {
  id: 7,
  fullname: 'Ngozi Eze',
  username: 'ngozi',
  email: 'ngozi@busads.ng',
  phone: '+2348030000000',
  address: '1 Marina, Lagos',
  profilePicture: null,
  privileges: ['ADMIN_VENDOR'],
  usertype: 0,
};

/** A new tab or a restarted browser: its sessionStorage starts empty, localStorage is the browser's. */
const openNewTab = () => sessionStorage.clear();

describe("the session with and without 'Remember me'", () => {
  it('keeps a remembered session for a new tab, which copies it into its own session storage', () => {
    saveSession('tok-remembered', profile, true);
    openNewTab();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getToken()).toBe('tok-remembered');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-remembered');
    expect(getProfile()).toEqual(profile);
  });

  it('keeps nothing past the tab when not remembered', () => {
    saveSession('tok-tab', profile, false);
    expect(getToken()).toBe('tok-tab');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    openNewTab();
    expect(getToken()).toBeNull();
    expect(getProfile()).toBeNull();
  });

  it('forgets a remembered session when the next sign-in is not remembered', () => {
    saveSession('tok-old', profile, true);
    saveSession('tok-new', profile, false);
    openNewTab();
    expect(getToken()).toBeNull();
  });

  it('clears both copies on logout or an expired session', () => {
    saveSession('tok-remembered', profile, true);
    clearSession();
    expect(getToken()).toBeNull();
    openNewTab();
    expect(getToken()).toBeNull();
    expect([TOKEN_KEY, PROFILE_KEY].map((k) => localStorage.getItem(k))).toEqual([null, null]);
  });

  it("a tab's own session wins over the remembered one", () => {
    saveSession('tok-remembered', profile, true);
    sessionStorage.setItem(TOKEN_KEY, 'tok-this-tab');
    expect(getToken()).toBe('tok-this-tab');
  });

  it('the remembered profile follows an edit of the own profile', () => {
    saveSession('tok-remembered', profile, true);
    updateStoredProfile({ fullname: 'Ngozi Okafor' });
    openNewTab();
    expect(getProfile()?.fullname).toBe('Ngozi Okafor');
  });

  it("a new tab knows a sign-in without 'Remember me' was made elsewhere, until a remembered one or a logout", () => {
    expect(signedInElsewhereForThatTabOnly()).toBe(false);
    saveSession('tok-tab', profile, false);
    // The tab that holds the session has no reason to say anything.
    expect(signedInElsewhereForThatTabOnly()).toBe(false);
    openNewTab();
    expect(signedInElsewhereForThatTabOnly()).toBe(true);
    saveSession('tok-remembered', profile, true);
    openNewTab();
    expect(signedInElsewhereForThatTabOnly()).toBe(false);
    saveSession('tok-tab', profile, false);
    clearSession();
    openNewTab();
    expect(signedInElsewhereForThatTabOnly()).toBe(false);
  });

  describe('signing in', () => {
    const answer = (async () => ({ data: profile, token: 'tok-signed-in' })) as unknown as CallEndpoint;
    const credentials = (remember: boolean) => ({ username: 'ngozi', password: 's3cret', remember });

    it("remembers the session only when 'Remember me' was ticked", async () => {
      await signIn(answer, credentials(false), DEFAULT_CONFIG);
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      await signIn(answer, credentials(true), DEFAULT_CONFIG);
      expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-signed-in');
    });

    it('does not remember in mock mode, whose backend ends with the page', async () => {
      await signIn(answer, credentials(true), { apiBase: '', dataProvider: 'mock' });
      expect(getToken()).toBe('tok-signed-in');
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    });
  });
});
