import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH } from '../../src/api';
import { loadConfig } from '../../server/config';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';
import { tempDist } from './helpers/tempDist';

const APP = 'https://admin.busads.ng';
const preflight = (origin: string, headers = 'token, content-type') => ({
  Origin: origin,
  'Access-Control-Request-Method': 'PUT',
  'Access-Control-Request-Headers': headers,
});

let dist: string;
let removeDist: (() => void) | undefined;
let s: TestServer;
beforeAll(async () => {
  ({ dir: dist, remove: removeDist } = tempDist({
    'index.html': '<!doctype html><div id="root"></div>',
    'config.json': '{ "apiBase": "", "dataProvider": "api" }\n',
  }));
  s = await startTestServer({ distDir: dist, corsOrigins: [APP, 'http://localhost:4173'] });
}, SERVER_START_TIMEOUT);
afterAll(async () => {
  await s?.close();
  removeDist?.();
});

describe('CORS_ORIGINS', () => {
  it('answers the preflight of a listed origin with the methods and headers the app sends', async () => {
    const answer = await s.request('OPTIONS', `${API_BASE_PATH}/update/vendor/3`, { headers: preflight(APP) });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
    expect(answer.headers.get('access-control-allow-headers')).toBe('Token, Content-Type, Accept');
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it('lets a listed origin read answers and errors alike', async () => {
    const token = await s.adminToken();
    const ok = await s.call(api.session.dashboard, { token });
    const refused = await s.request('GET', `${API_BASE_PATH}/get/admin/dashboard`, { headers: { Origin: APP } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(APP);
    const fromApp = await s.request('GET', `${API_BASE_PATH}/get/admin/dashboard`, {
      token,
      headers: { Origin: 'http://localhost:4173' },
    });
    expect(fromApp.status).toBe(200);
    expect(fromApp.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(ok.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives an unlisted origin no CORS headers, so browsers refuse it', async () => {
    const answer = await s.request('OPTIONS', `${API_BASE_PATH}/get/admins`, {
      headers: preflight('https://evil.example'),
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const read = await s.request('GET', `${API_BASE_PATH}/get/admins`, { headers: { Origin: 'https://evil.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is off unless set, and takes only origins', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://admin.busads.ng/, http://localhost:4173' }).CORS_ORIGINS).toEqual([
      APP,
      'http://localhost:4173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://admin.busads.ng/app' })).toThrow(/CORS_ORIGINS.*without a path/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS.*expected http\(s\) origins/);
  });
});

describe('config.json of the served app', () => {
  it('is sent no-cache, so a deployment can change it without a rebuild', async () => {
    const answer = await s.request('GET', '/config.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.json).toEqual({ apiBase: '', dataProvider: 'api' });
  });
});
