import type { RuntimeConfig } from '../config/runtimeConfig';
import { createAppCall } from '../dataProvider/appCall';
import { prefetchDashboard } from '../dataProvider/dashboardQuery';
import type { CallEndpoint } from '../dataProvider/httpClient';
import type { PageQueryClient } from '../dataProvider/pageQueryClient';
import { signIn, signInSecondStep, type Credentials, type SecondStep } from './session';
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
  const answer = await signIn(call, credentials, config);
  // A challenge (second factor) opens no session yet: the dashboard is asked for after the code step.
  if (!('challenge' in answer))
    void client?.then(
      (c) => prefetchDashboard(c, call),
      () => undefined,
    );
  return answer;
}

/** The sign-in's second step (a code, or a compulsory enrolment's first code): the recovery codes, if any. */
export async function secondStepWith(
  config: RuntimeConfig,
  step: SecondStep,
  enrol: boolean,
  call: CallEndpoint = createAppCall(config, getToken),
): Promise<string[]> {
  return (await signInSecondStep(call, step, enrol, config)).recoveryCodes;
}

export type SignInModule = { signInWith: typeof signInWith; secondStepWith: typeof secondStepWith };
