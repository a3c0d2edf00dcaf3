import { describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import { mediaUrl } from '../../src/format/urls';
import {
  apiBaseOf,
  ConfigFileError,
  DEFAULT_CONFIG,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
} from '../../src/config/runtimeConfig';
import { createAppCall } from '../../src/dataProvider/appCall';
import { showStartupError } from '../../src/shell/startupError';

const serving = (status: number, body: string) =>
  vi.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;

describe('config.json', () => {
  it('is read from /config.json past every cache, and its fields are used', async () => {
    const fetchMock = serving(200, '{ "apiBase": "https://api.busads.ng/", "dataProvider": "mock" }');
    await expect(loadRuntimeConfig(fetchMock)).resolves.toEqual({
      apiBase: 'https://api.busads.ng',
      dataProvider: 'mock',
    });
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fills left-out fields with the defaults: same-origin API', () => {
    expect(parseRuntimeConfig({})).toEqual({ apiBase: '', dataProvider: 'api' });
    expect(parseRuntimeConfig({ apiBase: 'http://10.0.0.5:8080/backend' })).toEqual({
      apiBase: 'http://10.0.0.5:8080/backend',
      dataProvider: 'api',
    });
  });

  it('falls back to the defaults when the file is absent (404)', async () => {
    await expect(loadRuntimeConfig(serving(404, 'Not found'))).resolves.toEqual(DEFAULT_CONFIG);
  });

  it.each([
    ['[]', 'must hold a JSON object'],
    ['{ "apiBase": 8080 }', 'apiBase must be a string'],
    [
      '{ "apiBase": "api.busads.ng" }',
      "apiBase must be empty (same origin) or an http(s) URL without query, got 'api.busads.ng'",
    ],
    ['{ "apiBase": "javascript:alert(1)" }', 'apiBase must be empty'],
    ['{ "dataProvider": "fake" }', "dataProvider must be 'api' or 'mock', got 'fake'"],
    ['{ "apibase": "https://api.busads.ng" }', 'has unknown keys: apibase (expected apiBase, dataProvider)'],
    ['{ "apiBase": ', 'is not valid JSON'],
  ])('refuses %s, saying what is wrong', async (body, message) => {
    const failure = loadRuntimeConfig(serving(200, body));
    await expect(failure).rejects.toBeInstanceOf(ConfigFileError);
    await expect(failure).rejects.toThrow(message);
  });

  it('refuses a file the host cannot serve', async () => {
    await expect(loadRuntimeConfig(serving(500, 'oops'))).rejects.toThrow(
      '/config.json could not be downloaded: the server answered 500',
    );
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(down)).rejects.toThrow('the server that hosts the app did not answer');
  });

  it('sets the base of every API call and media URL', async () => {
    const config: RuntimeConfig = { apiBase: 'https://api.busads.ng', dataProvider: 'api' };
    const fetchMock = serving(
      200,
      '{"content":{"data":{"totalTopupSum":0,"totalSelfTopupSum":0,"totalSystemTopupSum":0,"totalRoutes":0,"vendorsCount":0,"totalAds":0,"totalActiveAds":0,"totalInactiveAds":0,"totalBlockedAds":0,"totalViews":0}}}',
    );
    vi.stubGlobal('fetch', fetchMock);
    await createAppCall(config, () => null)(api.session.dashboard);
    vi.unstubAllGlobals();
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.busads.ng/v1/admins/get/admin/dashboard');
    expect(mediaUrl('/media/ad-1.svg', apiBaseOf(config))).toBe('https://api.busads.ng/media/ad-1.svg');
  });

  it("in mock mode takes media from the app's own origin, whatever apiBase says", () => {
    const base = apiBaseOf({ apiBase: 'https://api.busads.ng', dataProvider: 'mock' });
    expect(mediaUrl('/demo-media/ad-1.svg', base)).toBe('/demo-media/ad-1.svg');
  });

  it('that cannot be used is explained on screen, with a retry', () => {
    const root = document.createElement('div');
    showStartupError(root, new ConfigFileError('/config.json is not valid JSON'));
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe(
      'The app cannot start: /config.json is not valid JSON.',
    );
    expect(root.textContent).toContain('Whoever deployed it should correct config.json');
    expect(root.querySelector('button')?.textContent).toBe('Retry');
  });
});
