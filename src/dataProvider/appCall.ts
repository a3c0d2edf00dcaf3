import type { RuntimeConfig } from '../config/runtimeConfig';
import { createHttpClient, type CallEndpoint } from './httpClient';
import { loadMockMode } from './mockModeLoader';

/**
 * The caller of the configured data provider (config.json): the HTTP client of the API, or in mock mode
 * the same client over the in-browser demo backend, one for the whole page so its writes are seen by
 * every screen. `token` is the session's (src/auth/token.ts), read at each call.
 */
export function createAppCall(config: RuntimeConfig, token: () => string | null): CallEndpoint {
  if (config.dataProvider !== 'mock') return createHttpClient({ base: config.apiBase, token });
  return createHttpClient({ token, fetch: (input, init) => loadMockMode().then((m) => m.demoFetch(input, init)) });
}
