import { createHttpClient, type CallEndpoint } from '../dataProvider/httpClient';
import { signIn, type Credentials } from './session';

let defaultCall: CallEndpoint | undefined;

/**
 * What the login page needs to sign in: the HTTP client, the contract and zod. The login page imports
 * this module on demand (its first keystroke or its submit), so they are not part of its first load.
 */
export function signInWith(call: CallEndpoint | undefined, credentials: Credentials) {
  return signIn(call ?? (defaultCall ??= createHttpClient()), credentials);
}

export type SignInModule = { signInWith: typeof signInWith };
