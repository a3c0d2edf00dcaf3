import { randomToken } from '../../server/domain/passwords';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, API_BASE_PATH } from '../../src/api';
import { ACCOUNT_DISABLED } from '../../server/services/signIn';
import { OWN_LOGOUT } from '../../server/services/adminAccess';
import { hashToken, REMEMBER_TTL, SESSION_TTL } from '../../server/services/sessions';
import { dataOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());
afterEach(() => {
  vi.useRealTimers();
});

const signIn = async (username: string, remember: boolean, password = username): Promise<string> => {
  const answer = await s.request('POST', `${API_BASE_PATH}/login/admin`, {
    body: { data: { username, password, remember } },
  });
  dataOf(answer); // throws unless 200
  return answer.json.content?.token ?? '';
};
const status = async (token: string) => (await s.call(api.admins.me, { token })).status;
const BASE64URL_256_BITS = /^[A-Za-z0-9_-]{43}$/;

describe('session tokens', () => {
  it('are 256 random bits (43 base64url characters), all distinct, from the login call', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 16; i++) tokens.push(await signIn('viewer', i % 2 === 0));
    for (const token of tokens) expect(token).toMatch(BASE64URL_256_BITS);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('use every base64url symbol about equally often over 5,000 tokens (no structure, no repeats)', () => {
    const tokens = Array.from({ length: 5000 }, randomToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    const counts = new Map<string, number>();
    // The 43rd character carries only 4 bits, so it is left out of the count.
    for (const token of tokens) for (const ch of token.slice(0, 42)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(64);
    const expected = (5000 * 42) / 64;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });

  it('are stored only as their sha256: no column of the sessions table holds a token', async () => {
    const tokens = [await signIn('admin', false), await signIn('viewer', true)];
    const rows = await s.db.selectFrom('sessions').selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      const tokenHash = await hashToken(token);
      const row = rows.find((r) => r.tokenHash === tokenHash);
      expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('session life', () => {
  it('ends after 12 hours, or after 30 days with remember me (the clock moved forward)', async () => {
    expect([SESSION_TTL, REMEMBER_TTL]).toEqual([12 * 3600, 30 * 24 * 3600]);
    const plain = await signIn('viewer', false);
    const remembered = await signIn('viewer', true);
    // Taken after both sign-ins, however long they took on a busy machine: each session started at or before it.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + (SESSION_TTL - 60) * 1000);
    expect([await status(plain), await status(remembered)]).toEqual([200, 200]);
    vi.setSystemTime(start + (SESSION_TTL + 1) * 1000);
    expect([await status(plain), await status(remembered)]).toEqual([401, 200]);
    vi.setSystemTime(start + (REMEMBER_TTL - 60) * 1000);
    expect(await status(remembered)).toBe(200);
    vi.setSystemTime(start + (REMEMBER_TTL + 1) * 1000);
    expect(await status(remembered)).toBe(401);
  });

  it('ends when another admin logs the admin out from the admin table (every session of theirs)', async () => {
    const viewerId = (
      await s.db.selectFrom('admins').select('id').where('username', '=', 'viewer').executeTakeFirstOrThrow()
    ).id;
    const sessions = [await signIn('viewer', false), await signIn('viewer', true)];
    const answer = await s.call(api.admins.logout, { params: { id: viewerId } });
    expect(answer.status).toBe(200);
    for (const token of sessions) expect(await status(token)).toBe(401);
    expect(await status(await s.adminToken())).toBe(200);
  });

  it("logging oneself out from the admin table is refused (the top bar's Logout ends the own session: logout.test.ts)", async () => {
    const admin = await s.call(api.admins.me);
    const id = (dataOf(admin) as { id: number }).id;
    const answer = await s.call(api.admins.logout, { params: { id } });
    expect(answer.status).toBe(400);
    expect(answer.json.error?.message).toBe(OWN_LOGOUT);
  });

  it('ends on a password change (the other sessions) and on a password reset (all of them)', async () => {
    const [current, other] = [await signIn('viewer', false), await signIn('viewer', false)];
    const change = await s.call(api.admins.changePassword, {
      token: current,
      body: { oldPassword: 'viewer', newPassword: 'viewer-new-1' },
    });
    expect(change.status).toBe(200);
    expect([await status(current), await status(other)]).toEqual([200, 401]);
    const viewerId = (
      await s.db.selectFrom('admins').select('id').where('username', '=', 'viewer').executeTakeFirstOrThrow()
    ).id;
    expect((await s.call(api.admins.resetPassword, { params: { id: viewerId } })).status).toBe(200);
    expect(await status(current)).toBe(401);
  });

  it('a disabled admin cannot sign in, and their open sessions stop working at once', async () => {
    const hash = (
      await s.db.selectFrom('admins').select('passwordHash').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).passwordHash;
    await s.db.updateTable('admins').set({ passwordHash: hash }).where('username', '=', 'viewer').execute(); // password 'admin' now
    const token = await signIn('viewer', true, 'admin');
    await s.db.updateTable('admins').set({ accessStatus: 0 }).where('username', '=', 'viewer').execute();
    expect(await status(token)).toBe(401);
    const answer = await s.request('POST', `${API_BASE_PATH}/login/admin`, {
      body: { data: { username: 'viewer', password: 'admin', remember: false } },
    });
    expect(answer.json).toEqual({ error: { code: 1, message: ACCOUNT_DISABLED, status: 400 } });
  });
});
