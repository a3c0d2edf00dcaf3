import type { RuntimeConfig } from '../config/runtimeConfig';
import { createAppCall } from '../dataProvider/appCall';
import { prefetchDashboard } from '../dataProvider/dashboardQuery';
import type { CallEndpoint } from '../dataProvider/httpClient';
import type { PageQueryClient } from '../dataProvider/pageQueryClient';
import { signIn, type Credentials } from './session';
import { getToken } from './token';

/**
 * What the login page needs to sign in: the configured caller (HTTP client or mock mode, unless a test passes
 * its own), the contract and zod. The login page imports this module on demand (its first keystroke or its
 * submit), so they are not part of its first load.
 *
 * Given the page's query client (pageQueryClient.ts), it asks for the dashboard's figures, the next screen's,
 * as soon as the sign-in answer is here: into react-admin's query cache, while the admin part starts.
 */
export async function signInWith(
  config: RuntimeConfig,
  credentials: Credentials,
  call: CallEndpoint = createAppCall(config, getToken),
  queryClient?: PageQueryClient,
) {
  // Made (react-query loaded) beside the sign-in call, so that the figures are asked for right at its answer.
  const client = queryClient?.load();
  // A client that cannot be made fails the admin part too, which says so: the sign-in itself goes on.
  client?.catch(() => undefined);
  const profile = await signIn(call, credentials, config);
  void client?.then(
    (c) => prefetchDashboard(c, call),
    () => undefined,
  );
  return profile;
}

export type SignInModule = { signInWith: typeof signInWith };
