import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../src/api';
import { buildApp } from '../../server/app';
import { CLIENT_LIMIT, THROTTLE_WINDOW, USERNAME_LIMIT } from '../../server/services/loginThrottle';
import { BAD_CREDENTIALS } from '../../server/services/signIn';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());
beforeEach(async () => {
  await s.db.deleteFrom('loginFailures').execute();
});

const attempt = (username: string, password: string) =>
  s.request('POST', `${API_BASE_PATH}/login/admin`, { body: { data: { username, password, remember: false } } });
const locked = (minutes: number) => ({
  error: { code: 1, message: `Too many failed sign-in attempts. Please try again in ${minutes} minutes.`, status: 429 },
});
/** Moves every recorded failure `seconds` into the past (the clock moved forward). */
const age = (seconds: number) =>
  s.db
    .updateTable('loginFailures')
    .set((eb) => ({ createdAt: eb('createdAt', '-', seconds) }))
    .execute();

describe('login throttling per username', () => {
  it('locks a username for 15 minutes after 5 failures, even for the right password; other usernames still sign in', async () => {
    expect([USERNAME_LIMIT, THROTTLE_WINDOW]).toEqual([5, 15 * 60]);
    for (let i = 0; i < 5; i++)
      expect((await attempt('viewer', `wrong-${i}`)).json.error?.message).toBe(BAD_CREDENTIALS);
    const refused = await attempt('viewer', 'viewer');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(locked(15));
    expect((await attempt('admin', 'admin')).status).toBe(200);
  });

  it('tells the minutes left and lets the username in once the failures are 15 minutes old', async () => {
    for (let i = 0; i < 5; i++) await attempt('viewer', 'wrong');
    await age(10 * 60);
    expect((await attempt('viewer', 'viewer')).json).toEqual(locked(5));
    await age(5 * 60);
    expect((await attempt('viewer', 'viewer')).status).toBe(200);
  });

  it('resets the count of a username on a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await attempt('viewer', 'wrong');
    expect((await attempt('viewer', 'viewer')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('viewer', 'wrong')).status).toBe(400);
    expect((await attempt('viewer', 'viewer')).status).toBe(200);
  });

  it('counts concurrent guesses: of 20 simultaneous wrong passwords at most 5 are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt('viewer', `guess-${i}`)));
    const checked = answers.filter((a) => a.status === 400).length;
    expect(checked).toBeLessThanOrEqual(USERNAME_LIMIT);
    expect(answers.filter((a) => a.status === 429).length).toBe(20 - checked);
    expect((await attempt('viewer', 'viewer')).status).toBe(429);
  });
});

describe('login throttling per client', () => {
  it('locks a client address after 20 failures over any usernames; its successes do not reset that count', async () => {
    expect(CLIENT_LIMIT).toBe(20);
    for (let i = 0; i < 19; i++) expect((await attempt(`nobody-${i}`, 'wrong')).status).toBe(400);
    expect((await attempt('admin', 'admin')).status).toBe(200);
    expect((await attempt('nobody-last', 'wrong')).status).toBe(400);
    const refused = await attempt('admin', 'admin');
    expect(refused.json).toEqual(locked(15));
    await age(THROTTLE_WINDOW);
    expect((await attempt('admin', 'admin')).status).toBe(200);
  });

  it('behind a proxy (trustProxy) counts each forwarded client address on its own', async () => {
    const app = buildApp({ db: s.db, trustProxy: true });
    const from = (ip: string, username: string, password: string) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/login/admin`,
        headers: { 'x-forwarded-for': ip },
        payload: { data: { username, password, remember: false } },
      });
    try {
      for (let i = 0; i < 20; i++) expect((await from('203.0.113.7', `user-${i}`, 'wrong')).statusCode).toBe(400);
      expect((await from('203.0.113.7', 'admin', 'admin')).statusCode).toBe(429);
      expect((await from('203.0.113.8', 'admin', 'admin')).statusCode).toBe(200);
      const rows = await s.db.selectFrom('loginFailures').select('clientIp').distinct().execute();
      expect(rows.map((r) => r.clientIp)).toEqual(['203.0.113.7']);
    } finally {
      await app.close();
    }
  });
});
