import type { Privilege } from '../../src/api';
import { createAuthProvider } from '../../src/auth/authProvider';
import { PROFILE_KEY, TOKEN_KEY } from '../../src/config';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import { registry } from '../../src/resources';
import { demoProfile } from './renderAdmin';

/** The profile of the signed-in admin with these privileges, stored as a login stores it. */
export function signedInAs(privileges: Privilege[]) {
  const profile = { ...demoProfile, privileges };
  sessionStorage.setItem(TOKEN_KEY, 'tok-admin');
  sessionStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  const noCall = (() => Promise.reject(new Error('no login in this test'))) as unknown as CallEndpoint;
  return { profile, authProvider: createAuthProvider({ call: noCall, registry }) };
}
