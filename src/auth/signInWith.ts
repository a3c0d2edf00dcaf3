import { api } from '../api';
import { callEarly } from '../dataProvider/earlyAnswers';
import { createAppCall } from '../dataProvider/appCall';
import type { CallEndpoint } from '../dataProvider/httpClient';
import { signIn, type Credentials } from './session';

let defaultCall: CallEndpoint | undefined;

/**
 * What the login page needs to sign in: the configured caller (HTTP client or mock mode), the contract and zod. The login page imports
 * this module on demand (its first keystroke or its submit), so they are not part of its first load.
 */
export async function signInWith(call: CallEndpoint | undefined, credentials: Credentials) {
  const caller = call ?? (defaultCall ??= createAppCall());
  const profile = await signIn(caller, credentials);
  // The dashboard is the next screen: its figures load while the admin part starts.
  callEarly(caller, api.session.dashboard);
  return profile;
}

export type SignInModule = { signInWith: typeof signInWith };
