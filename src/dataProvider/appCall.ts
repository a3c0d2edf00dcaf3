import { runtimeConfig } from '../shell/config';
import { createHttpClient, type CallEndpoint } from './httpClient';

type MockMode = typeof import('./mockMode');
let mockMode: Promise<MockMode> | undefined;

/** The mock backend and its demo data: its own chunk, downloaded at the first call in mock mode only. */
function loadMockMode(): Promise<MockMode> {
  return (mockMode ??= import('./mockMode').catch((err: unknown) => {
    mockMode = undefined;
    throw err;
  }));
}

/**
 * The caller of the configured data provider (config.json): the HTTP client of the API, or in mock
 * mode the in-browser demo backend, one for the whole page so its writes are seen by every screen.
 */
export function createAppCall(): CallEndpoint {
  if (runtimeConfig().dataProvider !== 'mock') return createHttpClient();
  return ((endpoint, opts) => loadMockMode().then((m) => m.demoCall(endpoint, opts))) as CallEndpoint;
}
