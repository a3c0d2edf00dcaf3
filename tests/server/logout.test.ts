import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, EXPIRED_SESSION } from '../../src/api';
import { dataOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const signIn = async (username: string, remember: boolean): Promise<string> => {
  const answer = await s.request('POST', `${API_BASE_PATH}/login/admin`, {
    body: { data: { username, password: username, remember } },
  });
  dataOf(answer); // throws unless 200
  return answer.json.content?.token ?? '';
};
const status = async (token: string) => (await s.call(api.admins.me, { token })).status;
const viewerSessions = () =>
  s.db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.adminId')
    .select('sessions.id')
    .where('admins.username', '=', 'viewer')
    .execute();
const lastLogOf = async (username: string) => {
  const row = await s.db
    .selectFrom('activityLogs')
    .innerJoin('admins', 'admins.id', 'activityLogs.adminId')
    .select('activityLogDesc')
    .where('admins.username', '=', username)
    .orderBy('activityLogs.id', 'desc')
    .executeTakeFirstOrThrow();
  return row.activityLogDesc;
};

describe('logout of the own session (POST /logout/admin, an extension)', () => {
  it('ends the session of the token it is called with: that token answers Expired session from then on', async () => {
    const [token, other] = [await signIn('viewer', true), await signIn('viewer', false)];
    const answer = await s.call(api.session.logout, { token });
    expect(dataOf(answer)).toEqual({ message: 'Logged out' });
    const after = await s.call(api.admins.me, { token });
    expect(after.status).toBe(401);
    expect(after.json.error?.message).toContain(EXPIRED_SESSION);
    expect((await s.call(api.session.logout, { token })).status).toBe(401);
    // The admin's other session (another browser) and other admins' go on.
    expect([await status(other), await status(await s.adminToken())]).toEqual([200, 200]);
    expect(await lastLogOf('viewer')).toBe('Logged out');
  });
});

describe('log out everywhere (POST /logout/everywhere/admin, an extension)', () => {
  it("ends every session of the caller, the calling one included, and no other admin's", async () => {
    const mine = [await signIn('viewer', false), await signIn('viewer', true), await signIn('viewer', true)];
    const someoneElse = await signIn('admin', false);
    const held = (await viewerSessions()).length;
    expect(held).toBeGreaterThanOrEqual(mine.length);
    const answer = await s.call(api.session.logoutEverywhere, { token: mine[0] });
    expect(dataOf(answer)).toEqual({ message: `Logged out everywhere (${held} sessions ended)` });
    for (const token of mine) expect(await status(token)).toBe(401);
    expect(await status(someoneElse)).toBe(200);
    expect(await lastLogOf('viewer')).toBe(`Logged out everywhere (${held} sessions ended)`);
    expect(await viewerSessions()).toEqual([]);
  });

  it('needs a session: without one both calls answer 401 and end nothing', async () => {
    const token = await signIn('viewer', false);
    for (const endpoint of [api.session.logout, api.session.logoutEverywhere])
      expect((await s.call(endpoint, { token: null })).status).toBe(401);
    expect(await status(token)).toBe(200);
  });
});
