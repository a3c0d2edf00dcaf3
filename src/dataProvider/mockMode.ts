import { HttpError } from 'react-admin';
import { api, type Endpoint } from '../api';
import type { CallEndpoint, CallOptions, CallResult } from './httpClient';
import { DEMO_SIGN_IN } from '../config';
import { demoData } from './mock/demoData';
import { createMockCall } from './mockBackend';

/**
 * Mock mode (config.json `"dataProvider": "mock"`): the in-memory backend over the demo world, for
 * demos and static hosting. Loaded on demand (dataProvider/appCall.ts), so api-mode users never
 * download it. Writes change the data for as long as this page lives; a full reload starts afresh.
 */
const data = demoData();
const backend = createMockCall(data);

/** The reference server's message for a bad sign-in (server/services/signIn.ts). */
const BAD_CREDENTIALS = 'Username or Password is incorrect. Please try again.';

function signIn(body: unknown): CallResult<typeof api.session.login> {
  const { username, password } = (body ?? {}) as { username?: unknown; password?: unknown };
  if (username !== DEMO_SIGN_IN.username || password !== DEMO_SIGN_IN.password) throw new HttpError(BAD_CREDENTIALS, 400, { code: 1, message: BAD_CREDENTIALS });
  return { data: data.profile, token: `demo-${Date.now().toString(36)}` };
}

export const demoCall = (async <E extends Endpoint>(endpoint: E, opts: CallOptions<E> = {}) =>
  (endpoint as Endpoint) === api.session.login ? signIn(opts.body) : backend(endpoint, opts)) as CallEndpoint;
