import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../src/api';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(async () => s?.close());

const signIn = (app: ReturnType<typeof buildApp>, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/login/admin`,
    remoteAddress,
    payload: { data: { username: 'nobody', password: 'wrong password', remember: false } },
  });

describe('the flood guard on sign-in and the own-password change', () => {
  it('answers 429 with the error envelope past the per-minute limit of one client, and only for that client', async () => {
    const app = buildApp({ db: s.db, floodLimit: 3 });
    try {
      const first = await Promise.all([1, 2, 3].map(() => signIn(app, '10.0.0.1')));
      expect(first.map((r) => r.statusCode)).toEqual([400, 400, 400]);
      const flooded = await signIn(app, '10.0.0.1');
      expect(flooded.statusCode).toBe(429);
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
      expect(flooded.json().error).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many requests/) });
      expect((await signIn(app, '10.0.0.2')).statusCode).toBe(400);
      const password = await app.inject({
        method: 'PUT',
        url: `${API_BASE_PATH}/update/admin/password`,
        remoteAddress: '10.0.0.3',
        payload: {},
      });
      expect(password.headers['x-ratelimit-limit']).toBe('3');
      // Other calls are not guarded.
      const other = await app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/get/admin/dashboard`,
        remoteAddress: '10.0.0.1',
      });
      expect(other.statusCode).toBe(401);
      expect(other.headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('defaults to 60 calls a minute, and 0 turns it off', () => {
    expect(loadConfig({}).SIGN_IN_FLOOD_LIMIT).toBe(60);
    expect(loadConfig({ SIGN_IN_FLOOD_LIMIT: '0' }).SIGN_IN_FLOOD_LIMIT).toBe(0);
    expect(() => loadConfig({ SIGN_IN_FLOOD_LIMIT: '-1' })).toThrow(/SIGN_IN_FLOOD_LIMIT/);
  });
});
