import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, entities } from '../../src/api';
import type { Admin } from '../../src/api/entities';
import { expectRefused } from './helpers/money';
import { dataOf, rowsOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const fields = {
  fullname: 'Ngozi Umeh',
  phone: '+2348020001111',
  email: 'ngozi.umeh@busads.ng',
  address: '9 Awolowo Road, Ikoyi, Lagos',
};
const logsAbout = (text: string) =>
  s.db
    .selectFrom('activityLogs')
    .selectAll()
    .where('activityLogDesc', 'like', `%${text}%`)
    .where('adminId', '=', 1)
    .execute();
const create = (username: string, privileges: string[], extra: Record<string, unknown> = {}) =>
  s.call(api.admins.create, { body: { ...fields, username, password: 'first-pass-1', privileges, ...extra } });
const expired = (answer: { status: number; json: { error?: { message: string } } }) => {
  expect(answer.status).toBe(401);
  expect(answer.json.error?.message).toBe('Expired session');
};

describe('admin list and create', () => {
  it('lists every admin oldest id first, without password hashes', async () => {
    const answer = await s.call(api.admins.list);
    const all = rowsOf<Admin>(answer);
    expect(all.map((a) => a.id)).toEqual([...all.map((a) => a.id)].sort((a, b) => a - b));
    expect(all.map((a) => a.username)).toEqual(expect.arrayContaining(['admin', 'viewer']));
    expect(answer.text).not.toMatch(/passwordHash|scrypt/);
  });

  it('creates a Non-Admin by default with the privileges given, who can sign in; logs it', async () => {
    const admin = entities.Admin.parse(dataOf(await create('ngozi.reports', ['ADMIN_REPORT'])));
    expect(admin).toMatchObject({
      ...fields,
      username: 'ngozi.reports',
      usertype: 1,
      privileges: ['ADMIN_REPORT'],
      accessStatus: 1,
    });
    const stored = await s.db
      .selectFrom('admins')
      .select('privileges')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.privileges)).toEqual(['ADMIN_REPORT']);
    const token = await s.login('ngozi.reports', 'first-pass-1');
    expect((await s.call(api.reports.summary, { token })).status).toBe(200);
    expect((await s.call(api.vendors.list, { token })).status).toBe(403);
    expect(await logsAbout(`Created admin Ngozi Umeh (#${admin.id})`)).toHaveLength(1);
  });

  it('refuses an unknown privilege name (400) and a taken username (400, code 1), creating nothing', async () => {
    const before = (await s.db.selectFrom('admins').select('id').execute()).length;
    expectRefused(await create('x.unknown', ['ADMIN_ROOT']), 2, 'privileges');
    const taken = await create('viewer', []);
    expect(taken.json).toEqual({ error: { code: 1, message: 'Username already exists', status: 400 } });
    expectRefused(await s.call(api.admins.create, { body: { ...fields, privileges: [] } }), 2, 'Username is required');
    expect((await s.db.selectFrom('admins').select('id').execute()).length).toBe(before);
  });

  it('refuses a password shorter than 8 characters or equal to the username (400, at the password field)', async () => {
    const before = (await s.db.selectFrom('admins').select('id').execute()).length;
    const body = (username: string, password: string) => ({ body: { ...fields, username, password, privileges: [] } });
    for (const password of ['a', 'seven-7']) {
      const short = await s.call(api.admins.create, body('x.short', password));
      expect(short.json.error).toEqual({
        code: 2,
        message: 'password: Password must be at least 8 characters',
        status: 400,
      });
    }
    const same = await s.call(api.admins.create, body('Ada.Obi.Lagos', ' ada.obi.lagos'));
    expect(same.json.error).toEqual({ code: 2, message: 'password: Password must not be the username', status: 400 });
    expect((await s.db.selectFrom('admins').select('id').execute()).length).toBe(before);
    expect((await s.call(api.admins.create, body('x.eight', 'eight-88'))).status).toBe(200);
  });
});

describe('look-alike and hidden-character identities', () => {
  it("refuses 'Admin' and full-width 'ａｄｍｉｎ' as the existing 'admin'; a new mixed-case username signs in in any case", async () => {
    for (const username of ['Admin', 'ADMIN', 'ａｄｍｉｎ', ' admin '])
      expect((await create(username, [])).json, username).toEqual({
        error: { code: 1, message: 'Username already exists', status: 400 },
      });
    const created = dataOf<Admin>(await create('Chidi.Okeke', []));
    expect(created.username).toBe('chidi.okeke');
    expect(await s.login('CHIDI.OKEKE', 'first-pass-1')).toBeTruthy();
    expect(await s.login('ｃｈｉｄｉ.ｏｋｅｋｅ', 'first-pass-1')).toBeTruthy();
  });

  it.each([
    ['a zero-width space', 'username', 'admin\u200b'],
    ['a right-to-left override', 'username', 'ad\u202emin'],
    ['a terminal escape', 'fullname', 'Ngozi \u001b[31mUmeh'],
    ['a bidi isolate', 'fullname', 'Ngozi \u2067Umeh'],
  ])('refuses %s in the %s with a clear 400, creating nothing', async (_, field, value) => {
    const before = (await s.db.selectFrom('admins').select('id').execute()).length;
    const answer = await s.call(api.admins.create, {
      body: { ...fields, username: 'x.hidden', password: 'first-pass-1', privileges: [], [field]: value },
    });
    const label = field === 'username' ? 'Username' : 'Fullname';
    expect(answer.json.error).toEqual({
      code: 2,
      message: `${field}: ${label} must not contain control or invisible characters`,
      status: 400,
    });
    expect((await s.db.selectFrom('admins').select('id').execute()).length).toBe(before);
  });

  it('refuses hidden characters in a device name too', async () => {
    const answer = await s.call(api.devices.create, {
      body: { name: 'Screen\u200b 9', serial: 'BAS-HIDDEN-1', busID: 'LAG-HID-001', phone: '+2348000000001' },
    });
    expect(answer.json.error).toMatchObject({
      code: 2,
      message: 'name: Name must not contain control or invisible characters',
    });
  });
});

describe('admin update', () => {
  it('changes another admin, privileges and role included; omitted privileges stay', async () => {
    const { id } = dataOf<Admin>(await create('to.update', ['ADMIN_AD']));
    const first = dataOf<Admin>(
      await s.call(api.admins.update, {
        params: { id },
        body: { ...fields, username: 'was.updated', usertype: 0, privileges: ['ADMIN_VENDOR', 'ADMIN_AD'] },
      }),
    );
    expect(first).toMatchObject({ id, username: 'was.updated', usertype: 0, privileges: ['ADMIN_VENDOR', 'ADMIN_AD'] });
    const second = dataOf<Admin>(
      await s.call(api.admins.update, {
        params: { id },
        body: { ...fields, username: 'was.updated', fullname: 'Renamed' },
      }),
    );
    expect(second).toMatchObject({ fullname: 'Renamed', usertype: 0, privileges: ['ADMIN_VENDOR', 'ADMIN_AD'] });
    expect(await logsAbout(`Updated admin Renamed (#${id})`)).toHaveLength(1);
  });

  it("refuses removing one's own ADMIN_ADMIN, a taken username and an unknown admin", async () => {
    const me = dataOf<Admin>(await s.call(api.admins.me));
    const own = await s.call(api.admins.update, {
      params: { id: me.id },
      body: { ...fields, username: me.username, privileges: ['ADMIN_VENDOR'] },
    });
    expect(own.json).toEqual({
      error: { code: 1, message: 'You cannot remove your own Admins privilege', status: 400 },
    });
    expect(dataOf<Admin>(await s.call(api.admins.me)).privileges).toContain('ADMIN_ADMIN');
    const taken = await s.call(api.admins.update, { params: { id: 3 }, body: { ...fields, username: 'viewer' } });
    expect(taken.json.error).toMatchObject({ code: 1, message: 'Username already exists' });
    expect(
      (await s.call(api.admins.update, { params: { id: 99999 }, body: { ...fields, username: 'nobody.here' } })).status,
    ).toBe(404);
  });
});

describe('admin password reset and logout', () => {
  it('resets to a password only the new one signs in with, ends their sessions, logs it', async () => {
    const { id } = dataOf<Admin>(await create('to.reset', []));
    const token = await s.login('to.reset', 'first-pass-1');
    const reset = entities.PasswordReset.parse(dataOf(await s.call(api.admins.resetPassword, { params: { id } })));
    expect(reset.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expired(await s.call(api.activityLogs.self, { token }));
    await expect(s.login('to.reset', 'first-pass-1')).rejects.toThrow();
    expect(await s.login('to.reset', reset.password)).toBeTruthy();
    expect(await logsAbout(`Reset the password of admin Ngozi Umeh (#${id})`)).toHaveLength(1);
  });

  it("logs an admin out at once: the token they hold answers 'Expired session'", async () => {
    const { id } = dataOf<Admin>(await create('to.logout', ['ADMIN_REPORT']));
    const [a, b] = [await s.login('to.logout', 'first-pass-1'), await s.login('to.logout', 'first-pass-1')];
    expect((await s.call(api.reports.summary, { token: a })).status).toBe(200);
    const answer = entities.Ack.parse(dataOf(await s.call(api.admins.logout, { params: { id } })));
    expect(answer.message).toContain('2 sessions');
    expired(await s.call(api.reports.summary, { token: a }));
    expired(await s.call(api.admins.me, { token: b }));
    expect(await logsAbout(`Logged out admin Ngozi Umeh (#${id})`)).toHaveLength(1);
  });

  it('refuses to reset or log out oneself, and keeps the session', async () => {
    const me = dataOf<Admin>(await s.call(api.admins.me));
    const reset = await s.call(api.admins.resetPassword, { params: { id: me.id } });
    expect(reset.json).toEqual({
      error: { code: 1, message: 'Use Change Password to change your own password', status: 400 },
    });
    const logout = await s.call(api.admins.logout, { params: { id: me.id } });
    expect(logout.json.error).toEqual({
      code: 1,
      message: 'You cannot log yourself out from the admin table. Use Logout in the top bar.',
      status: 400,
    });
    expect((await s.call(api.admins.me)).status).toBe(200);
    expect(await s.login('admin', 'admin')).toBeTruthy();
  });

  it('answers 404 for an unknown admin and 400 for a bad id', async () => {
    expect((await s.call(api.admins.logout, { params: { id: 99999 } })).status).toBe(404);
    expect((await s.call(api.admins.resetPassword, { params: { id: 99999 } })).status).toBe(404);
    expectRefused(await s.request('POST', '/v1/admins/logout/admin/abc', { token: await s.adminToken() }), 2, 'id');
    expectRefused(
      await s.request('PUT', '/v1/admins/reset/admin/password/-', { token: await s.adminToken() }),
      2,
      'id',
    );
  });
});
