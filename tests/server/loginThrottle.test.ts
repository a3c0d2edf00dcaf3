import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH, api } from '../../src/api';
import { buildApp } from '../../server/app';
import { BAD_CREDENTIALS } from '../../server/services/signIn';
import { addresses, fakeClock, guessOncePerSecond, signInFrom } from './helpers/loginGuesses';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

// The numbers of docs/security.md, "Brute force of passwords", written out so the tests state them.
const FREE_FAILURES = 5;
const CLIENT_LIMIT = 20;
const CLIENT_WINDOW = 15 * 60;
/** 5 at once, then 1 + 2 + ... + 128 s apart (255 s): 8 more within 5 minutes (the hour: tests/slow). */
const CHECKS_IN_5_MINUTES = 13;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());
beforeEach(async () => {
  await s.db.deleteFrom('loginFailures').execute();
  await s.db.deleteFrom('loginKnownClients').execute();
});
afterEach(() => {
  vi.useRealTimers();
});

const attempt = (username: string, password: string) =>
  s.request('POST', `${API_BASE_PATH}/login/admin`, { body: { data: { username, password, remember: false } } });
/** A sign-in from the client address `ip`: its status, error message and token. */
const from = (ip: string, username: string, password: string) => signInFrom(s, ip, username, password);
const wait = (left: string, what = 'sign-in attempts') => `Too many failed ${what}. Please try again in ${left}.`;
const locked = (minutes: number) => ({ error: { code: 1, message: wait(`${minutes} minutes`), status: 429 } });
/** Moves every recorded failure `seconds` into the past (the clock moved forward). */
const age = (seconds: number) =>
  s.db
    .updateTable('loginFailures')
    .set((eb) => ({ createdAt: eb('createdAt', '-', seconds) }))
    .execute();
const OWNER = '198.51.100.7';

describe('login throttling per username: a growing delay, not a lock', () => {
  it('after 5 failures delays even the right password by 1 s, doubling with each failure up to 15 minutes; other usernames still sign in', async () => {
    const tick = fakeClock();
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await attempt('viewer', `wrong-${i}`)).json.error?.message).toBe(BAD_CREDENTIALS);
    const refused = await attempt('viewer', 'viewer');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: { code: 1, message: wait('1 second'), status: 429 } });
    expect((await attempt('admin', 'admin')).status).toBe(200);
    const waits = [];
    for (let delay = 1; delay < 15 * 60; delay *= 2) {
      tick(delay);
      expect((await attempt('viewer', 'wrong')).status).toBe(400);
      waits.push((await attempt('viewer', 'viewer')).json.error?.message);
    }
    expect(waits).toEqual(
      ['2 seconds', '4 seconds', '8 seconds', '16 seconds', '32 seconds', '2 minutes', '3 minutes', '5 minutes']
        .concat(['9 minutes', '15 minutes'])
        .map((left) => wait(left)),
    );
    tick(15 * 60 - 1);
    expect((await attempt('viewer', 'viewer')).json).toEqual({
      error: { code: 1, message: wait('1 second'), status: 429 },
    });
    tick(1);
    expect((await attempt('viewer', 'viewer')).status).toBe(200);
  });

  it('resets the count of a username on a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await attempt('viewer', 'wrong');
    expect((await attempt('viewer', 'viewer')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('viewer', 'wrong')).status).toBe(400);
    expect((await attempt('viewer', 'viewer')).status).toBe(200);
  });

  it('counts concurrent guesses: of 20 simultaneous wrong passwords from 20 addresses at most 5 are checked', async () => {
    fakeClock();
    expect((await from(OWNER, 'viewer', 'viewer')).status).toBe(200);
    const answers = await Promise.all(addresses('203.0.113', 20).map((ip, i) => from(ip, 'viewer', `guess-${i}`)));
    const checked = answers.filter((a) => a.status === 400).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
    expect(answers.filter((a) => a.status === 429).length).toBe(20 - checked);
    expect((await from('203.0.113.99', 'viewer', 'viewer')).status).toBe(429);
    // ...and so are simultaneous guesses from the known client itself.
    const own = await Promise.all(Array.from({ length: 20 }, (_, i) => from(OWNER, 'viewer', `typo-${i}`)));
    expect(own.filter((a) => a.status === 400).length).toBeLessThanOrEqual(FREE_FAILURES);
    expect((await from(OWNER, 'viewer', 'viewer')).status).toBe(429);
  });
});

describe("login throttling spares the username's known client (the address of its last sign-in)", () => {
  it.each([5, 50])(
    'after %i wrong passwords from as many addresses, the owner signs in at once from the known address; a new address waits',
    async (n) => {
      fakeClock();
      expect((await from(OWNER, 'viewer', 'viewer')).status).toBe(200);
      const statuses = [];
      for (const ip of addresses('203.0.113', n)) statuses.push((await from(ip, 'viewer', 'wrong')).status);
      expect(statuses.filter((status) => status === 400).length).toBe(FREE_FAILURES);
      expect((await from('192.0.2.1', 'viewer', 'viewer')).status).toBe(429);
      expect((await from(OWNER, 'viewer', 'viewer')).status).toBe(200);
      // The owner's sign-in did not clear the attackers' count.
      expect((await from('203.0.113.1', 'viewer', 'wrong')).status).toBe(429);
    },
  );

  it('the known client is the address of the last successful sign-in', async () => {
    const tick = fakeClock();
    expect((await from(OWNER, 'viewer', 'viewer')).status).toBe(200);
    for (const ip of addresses('203.0.113', 5)) await from(ip, 'viewer', 'wrong');
    const moved = '192.0.2.44';
    expect((await from(moved, 'viewer', 'viewer')).message).toBe(wait('1 second'));
    tick(1);
    expect((await from(moved, 'viewer', 'viewer')).status).toBe(200);
    expect((await from('203.0.113.6', 'viewer', 'wrong')).status).toBe(400);
    expect((await from(moved, 'viewer', 'viewer')).status).toBe(200);
    expect((await from(OWNER, 'viewer', 'viewer')).message).toBe(wait('2 seconds'));
  });

  it("delays the known client by its own failures only, and its failures delay no one else's", async () => {
    fakeClock();
    expect((await from(OWNER, 'viewer', 'viewer')).status).toBe(200);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await from(OWNER, 'viewer', `typo-${i}`)).status).toBe(400);
    expect((await from(OWNER, 'viewer', 'viewer')).message).toBe(wait('1 second'));
    expect((await from('192.0.2.1', 'viewer', 'viewer')).status).toBe(200);
  });

  it('the own-password change shares the counters and the known client', async () => {
    fakeClock();
    const created = await s.call(api.admins.create, {
      body: {
        fullname: 'Ngozi Owner',
        username: 'owner.one',
        phone: '+2348050000001',
        email: 'owner.one@example.ng',
        address: '1 Marina, Lagos',
        privileges: [],
        password: 'first-pass-1',
      },
    });
    expect(created.status).toBe(200);
    const { token } = await from(OWNER, 'owner.one', 'first-pass-1');
    const change = async (ip: string, oldPassword: string) => {
      const res = await s.app.inject({
        method: 'PUT',
        url: `${API_BASE_PATH}/update/admin/password`,
        remoteAddress: ip,
        headers: { token: token! },
        // The username as the new password: refused once the old password matched, so nothing changes.
        payload: { data: { oldPassword, newPassword: 'owner.one' } },
      });
      return res.json<{ error: { message: string } }>().error.message;
    };
    for (const ip of addresses('203.0.113', 5)) expect((await from(ip, 'owner.one', 'wrong')).status).toBe(400);
    expect(await change('192.0.2.1', 'first-pass-1')).toBe(wait('1 second', 'password checks'));
    expect(await change(OWNER, 'first-pass-1')).toBe('New Password must not be your username');
    for (let i = 0; i < FREE_FAILURES; i++) expect(await change(OWNER, `guess-${i}`)).toBe('Old Password is incorrect');
    expect(await change(OWNER, 'first-pass-1')).toBe(wait('1 second', 'password checks'));
    expect((await from(OWNER, 'owner.one', 'first-pass-1')).message).toBe(wait('1 second'));
  });
});

// The whole hour (17 checks) is tests/slow/loginThrottle.test.ts: 3,600 sign-ins.
describe('login throttling caps the guesses at one username from all addresses', () => {
  it(`one guess a second from 50 addresses for 5 minutes gets ${CHECKS_IN_5_MINUTES} password checks, and the owner still signs in at once`, async () => {
    expect((await from(OWNER, 'viewer', 'viewer')).status).toBe(200);
    const checked = await guessOncePerSecond(s, 'viewer', addresses('203.0.113', 50), 5 * 60);
    expect(checked).toBe(CHECKS_IN_5_MINUTES);
    expect((await from(OWNER, 'viewer', 'viewer')).status).toBe(200);
  });
});

describe('login throttling per client', () => {
  it('locks a client address after 20 failures over any usernames; its successes do not reset that count', async () => {
    for (let i = 0; i < CLIENT_LIMIT - 1; i++) expect((await attempt(`nobody-${i}`, 'wrong')).status).toBe(400);
    expect((await attempt('admin', 'admin')).status).toBe(200);
    expect((await attempt('nobody-last', 'wrong')).status).toBe(400);
    const refused = await attempt('admin', 'admin');
    expect(refused.json).toEqual(locked(15));
    await age(CLIENT_WINDOW);
    expect((await attempt('admin', 'admin')).status).toBe(200);
  });

  it("locks the username's known client too once it fails 20 times", async () => {
    expect((await from(OWNER, 'viewer', 'viewer')).status).toBe(200);
    for (let i = 0; i < CLIENT_LIMIT; i++) expect((await from(OWNER, `nobody-${i}`, 'wrong')).status).toBe(400);
    expect((await from(OWNER, 'viewer', 'viewer')).message).toBe(wait('15 minutes'));
  });

  it('behind a proxy (trustProxy) counts each forwarded client address on its own', async () => {
    const app = buildApp({ db: s.db, trustProxy: true });
    const fwd = (ip: string, username: string, password: string) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/login/admin`,
        headers: { 'x-forwarded-for': ip },
        payload: { data: { username, password, remember: false } },
      });
    try {
      for (let i = 0; i < 20; i++) expect((await fwd('203.0.113.7', `user-${i}`, 'wrong')).statusCode).toBe(400);
      expect((await fwd('203.0.113.7', 'admin', 'admin')).statusCode).toBe(429);
      expect((await fwd('203.0.113.8', 'admin', 'admin')).statusCode).toBe(200);
      const rows = await s.db.selectFrom('loginFailures').select('clientIp').distinct().execute();
      expect(rows.map((r) => r.clientIp)).toEqual(['203.0.113.7']);
    } finally {
      await app.close();
    }
  });
});
