/** Storage keys of the session (sessionStorage, and localStorage when remembered): the token and the profile cached at login. */
export const TOKEN_KEY = 'busads.token';
export const PROFILE_KEY = 'busads.profile';
/** localStorage: a session signed in without 'Remember me' lives in some tab (token.ts). */
export const TAB_ONLY_KEY = 'busads.tabOnlySession';

/** A call that has not been answered after this long fails with 'The server took too long to answer'. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Where the built app reads its runtime configuration (public/config.json, copied into dist/). */
export const CONFIG_URL = '/config.json';

/**
 * What one deployment sets at run time (docs/runtime-config.md), so one build serves every environment.
 * apiBase: where the API lives, '' for the origin that served the app. dataProvider: 'api' talks to
 * that API; 'mock' runs the whole app in the browser on the in-memory demo backend.
 */
export interface RuntimeConfig {
  apiBase: string;
  dataProvider: 'api' | 'mock';
}

/** Used until config.json is read, and when the file is absent (404): the same-origin API. */
export const DEFAULT_CONFIG: RuntimeConfig = { apiBase: '', dataProvider: 'api' };

/** The one sign-in of mock mode; the login page shows it there. */
export const DEMO_SIGN_IN = { username: 'admin', password: 'admin' } as const;

/**
 * The base of every call and media URL, without a trailing slash. Mock mode asks no server, so its media
 * (the build's demo images) come from the app's own origin whatever apiBase says.
 */
export const apiBaseOf = (config: RuntimeConfig): string => (config.dataProvider === 'mock' ? '' : config.apiBase);

/** config.json could not be used: the message names the file and what is wrong with it. */
export class ConfigFileError extends Error {}

/**
 * Checks the parsed file. Hand-written rather than zod: this runs before the login page's first paint,
 * which carries no zod. Unknown keys are refused, so a misspelt 'apibase' does not pass silently.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const fail = (what: string) => new ConfigFileError(`${CONFIG_URL} ${what}`);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw fail('must hold a JSON object');
  const { apiBase: base = '', dataProvider = 'api', ...rest } = value as Record<string, unknown>;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0)
    throw fail(`has unknown keys: ${unknownKeys.join(', ')} (expected apiBase, dataProvider)`);
  if (typeof base !== 'string') throw fail('apiBase must be a string');
  const trimmed = base.trim().replace(/\/+$/, '');
  if (trimmed !== '' && !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(trimmed))
    throw fail(`apiBase must be empty (same origin) or an http(s) URL without query, got '${base}'`);
  if (dataProvider !== 'api' && dataProvider !== 'mock')
    throw fail(`dataProvider must be 'api' or 'mock', got '${String(dataProvider)}'`);
  return { apiBase: trimmed, dataProvider };
}

/**
 * Reads config.json once, before the app's first call: never from a cache (a deployment changes it
 * without rebuilding). A missing file (404) means the defaults; any other failure is a ConfigFileError.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw new ConfigFileError(`${CONFIG_URL} could not be downloaded: the server that hosts the app did not answer`);
  }
  if (response.status === 404) return DEFAULT_CONFIG;
  if (!response.ok)
    throw new ConfigFileError(`${CONFIG_URL} could not be downloaded: the server answered ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new ConfigFileError(`${CONFIG_URL} is not valid JSON`);
  }
  return parseRuntimeConfig(json);
}
