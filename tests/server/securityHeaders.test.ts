import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH } from '../../src/api';
import { buildApp } from '../../server/app';
import { SERVER_START_TIMEOUT, startTestServer, type Answer, type TestServer } from './helpers/testServer';
import { tempDist } from './helpers/tempDist';

let dist: string;
let removeDist: (() => void) | undefined;
let s: TestServer;
beforeAll(async () => {
  ({ dir: dist, remove: removeDist } = tempDist({
    'index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
    'assets/app.js': 'console.log("app")',
  }));
  s = await startTestServer({ distDir: dist });
}, SERVER_START_TIMEOUT);
afterAll(async () => {
  await s?.close();
  removeDist?.();
});

const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join(';');

function expectSecurityHeaders(answer: Answer, csp = CSP) {
  expect(answer.headers.get('content-security-policy')).toBe(csp);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  // Added by @fastify/helmet (issue 16).
  expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(answer.headers.get('origin-agent-cluster')).toBe('?1');
}

describe('security headers', () => {
  const requests: [string, () => Promise<Answer>, number][] = [
    ['an API success', () => s.call(api.admins.me), 200],
    [
      'the login answer',
      () => s.call(api.session.login, { token: null, body: { username: 'admin', password: 'admin', remember: false } }),
      200,
    ],
    [
      'a refused sign-in',
      () => s.call(api.session.login, { token: null, body: { username: 'admin', password: 'no', remember: false } }),
      400,
    ],
    ['a 401 without a token', () => s.call(api.session.dashboard, { token: null }), 401],
    [
      'a 403 for a missing privilege',
      async () => s.call(api.vendors.list, { params: { page: 1, limit: 5 }, token: await s.login('viewer') }),
      403,
    ],
    [
      'a 400 for a malformed body',
      async () => s.request('POST', `${API_BASE_PATH}/create/topup`, { token: await s.adminToken(), body: '{"data":' }),
      400,
    ],
    ['an unknown API path', () => s.request('GET', `${API_BASE_PATH}/no/such/call`), 404],
    ['the app at /', () => s.request('GET', '/'), 200],
    ['an app page (browser history)', () => s.request('GET', '/dashboard/vendors'), 200],
    ['a built asset', () => s.request('GET', '/assets/app.js'), 200],
    ['a missing asset', () => s.request('GET', '/assets/missing.js'), 404],
    ['a demo ad image', () => s.request('GET', '/media/ad-1.svg'), 200],
    ['a HEAD of the app', () => s.request('HEAD', '/login'), 200],
  ];

  it.each(requests)('are on %s', async (_, send, status) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer);
  });

  // The first seven are API answers (the sign-in answer carries the session token): no cache may keep them.
  const apiAnswers = requests.filter(([name]) => !/app|asset|image/.test(name));
  it.each(apiAnswers)('say Cache-Control: no-store on %s', async (_, send) => {
    expect((await send()).headers.get('cache-control')).toBe('no-store');
  });

  it('let the app call a separately configured API origin (connect-src)', async () => {
    const app = buildApp({ db: s.db, distDir: dist, cspConnectSrc: ['https://api.example.ng'] });
    try {
      const res = await app.inject({ method: 'GET', url: '/login' });
      expect(res.headers['content-security-policy']).toBe(
        CSP.replace("connect-src 'self'", "connect-src 'self' https://api.example.ng"),
      );
    } finally {
      await app.close();
    }
  });

  it('let pages of the CORS origins load the ad images (Cross-Origin-Resource-Policy)', async () => {
    const app = buildApp({ db: s.db, distDir: dist, corsOrigins: ['https://admin.busads.ng'] });
    try {
      const res = await app.inject({ method: 'GET', url: '/media/ad-1.svg' });
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    } finally {
      await app.close();
    }
  });
});
