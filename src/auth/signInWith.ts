import { api } from '../api';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { callEarly } from '../dataProvider/earlyAnswers';
import { createAppCall } from '../dataProvider/appCall';
import type { CallEndpoint } from '../dataProvider/httpClient';
import { signIn, type Credentials } from './session';
import { getToken } from './token';

/**
 * What the login page needs to sign in: the configured caller (HTTP client or mock mode, unless a test passes
 * its own), the contract and zod. The login page imports this module on demand (its first keystroke or its
 * submit), so they are not part of its first load.
 */
export async function signInWith(
  config: RuntimeConfig,
  credentials: Credentials,
  call: CallEndpoint = createAppCall(config, getToken),
) {
  const profile = await signIn(call, credentials, config);
  // The dashboard is the next screen: its figures load while the admin part starts.
  callEarly(call, api.session.dashboard);
  return profile;
}

export type SignInModule = { signInWith: typeof signInWith };
