import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities, successEnvelope } from '../../src/api';
import { hashToken } from '../../server/services/sessions';
import { dataOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const login = (body: unknown) => s.request('POST', `${API_BASE_PATH}/login/admin`, { body: { data: body } });
const BAD = 'Username or Password is incorrect. Please try again.';

describe('login', () => {
  it('answers a token and the profile, without any password', async () => {
    const answer = await login({ username: 'admin', password: 'admin', remember: true });
    expect(answer.status).toBe(200);
    const parsed = successEnvelope(entities.AdminProfile).parse(answer.body);
    expect(parsed.content.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parsed.content.data).toMatchObject({ username: 'admin', usertype: 0, fullname: 'Adaeze Okafor' });
    expect(parsed.content.data.privileges).toHaveLength(12);
    expect(answer.text).not.toMatch(/password/i);
  });

  it('stores only the hash of the token, for 12 hours or 30 days with remember', async () => {
    for (const [remember, hours] of [
      [false, 12],
      [true, 30 * 24],
    ] as const) {
      const answer = await login({ username: 'viewer', password: 'viewer', remember });
      const token = answer.json.content?.token ?? '';
      const row = await s.db
        .selectFrom('sessions')
        .selectAll()
        .where('tokenHash', '=', await hashToken(token))
        .executeTakeFirstOrThrow();
      expect(row.expiresAt - row.createdAt).toBe(hours * 3600);
      const raw = await s.db.selectFrom('sessions').select('id').where('tokenHash', '=', token).executeTakeFirst();
      expect(raw).toBeUndefined();
    }
  });

  it('writes an activity-log row for the admin', async () => {
    const before = await s.db
      .selectFrom('activityLogs')
      .selectAll()
      .where('adminId', '=', 1)
      .where('activityLogDesc', 'like', 'Signed in%')
      .execute();
    await login({ username: 'admin', password: 'admin', remember: false });
    const after = await s.db
      .selectFrom('activityLogs')
      .selectAll()
      .where('adminId', '=', 1)
      .where('activityLogDesc', 'like', 'Signed in%')
      .execute();
    expect(after.length).toBe(before.length + 1);
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'nope', remember: false }],
    ['an unknown username', { username: 'nobody', password: 'admin', remember: false }],
  ])('answers 400 code 1 with the login failure message for %s', async (_, body) => {
    const answer = await login(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { code: 1, message: BAD, status: 400 } });
  });

  it('refuses a disabled admin even with the right password', async () => {
    await s.db.updateTable('admins').set({ accessStatus: 0 }).where('username', '=', 'viewer').execute();
    try {
      const answer = await login({ username: 'viewer', password: 'viewer', remember: false });
      expect(answer.status).toBe(400);
      expect(answer.json.error?.code).toBe(1);
      expect(answer.json.content).toBeUndefined();
    } finally {
      await s.db.updateTable('admins').set({ accessStatus: 1 }).where('username', '=', 'viewer').execute();
    }
  });

  it('answers the field messages of SPEC section 5 for missing fields', async () => {
    const answer = await login({ remember: true });
    expect(answer.status).toBe(400);
    expect(answer.json.error?.code).toBe(2);
    expect(answer.json.error?.message).toContain('username: Username is required');
    expect(answer.json.error?.message).toContain('password: Password is required');
  });
});

describe('sessions', () => {
  const EXPIRED = { error: { code: 3, message: 'Expired session', status: 401 } };

  it('answers 401 Expired session without a token, with an unknown token and with an expired one', async () => {
    expect((await s.call(api.session.dashboard, { token: null })).json).toEqual(EXPIRED);
    expect((await s.call(api.session.dashboard, { token: 'not-a-real-token' })).status).toBe(401);
    const token = await s.login();
    expect((await s.call(api.session.dashboard, { token })).status).toBe(200);
    await s.db
      .updateTable('sessions')
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .where('tokenHash', '=', await hashToken(token))
      .execute();
    const expired = await s.call(api.session.dashboard, { token });
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual(EXPIRED);
  });

  it('ends the session of an admin who gets disabled', async () => {
    const token = await s.login('viewer');
    await s.db.updateTable('admins').set({ accessStatus: 0 }).where('username', '=', 'viewer').execute();
    try {
      expect((await s.call(api.session.dashboard, { token })).status).toBe(401);
    } finally {
      await s.db.updateTable('admins').set({ accessStatus: 1 }).where('username', '=', 'viewer').execute();
    }
  });

  it('checks the session before the input: a bad request without a token is 401, not 400', async () => {
    const answer = await s.request('GET', `${API_BASE_PATH}/get/vendors/abc/0/-/-/-/-/-/-/-`);
    expect(answer.status).toBe(401);
  });
});

describe('privileges', () => {
  it('lets the viewer see the dashboard but not the vendors (403)', async () => {
    const token = await s.login('viewer');
    expect((await s.call(api.session.dashboard, { token })).status).toBe(200);
    const vendors = await s.call(api.vendors.list, { token, params: { page: 1, limit: 5 } });
    expect(vendors.status).toBe(403);
    expect(vendors.json).toEqual({
      error: { code: 4, message: 'You do not have the privilege to access this resource', status: 403 },
    });
    const topup = await s.call(api.topups.create, { token, body: { amount: 10, vendorID: 1 } });
    expect(topup.status).toBe(403);
  });

  it('answers the signed-in admin their own profile (admins.me) whatever their privileges', async () => {
    const token = await s.login('viewer');
    const me = entities.Admin.parse(dataOf(await s.call(api.admins.me, { token })));
    expect(me).toMatchObject({
      username: 'viewer',
      usertype: 1,
      privileges: ['ADMIN_DEVICE', 'ADMIN_REPORT'],
      accessStatus: 1,
    });
  });
});
