import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api, type Endpoint } from '../../src/api';
import type { Admin } from '../../src/api/entities';
import type { CallOptions } from './helpers/testServer';
import { expectRefused } from './helpers/money';
import { dataOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
let viewer: string;
let viewerSelf: Admin;
beforeAll(async () => {
  s = await startTestServer();
  viewer = await s.login('viewer');
  viewerSelf = dataOf<Admin>(await s.call(api.admins.me, { token: viewer }));
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

/** What the own-profile card sends: the four fields it edits, email unchanged. */
const profile = () => ({
  fullname: 'Tunde B. Bakare',
  username: 'viewer',
  phone: '+2348059870000',
  email: viewerSelf.email,
  address: '4 Ikorodu Road, Lagos',
});
const updateSelf = (body: Record<string, unknown>) =>
  s.call(api.admins.update, { params: { id: viewerSelf.id }, body, token: viewer });

describe('own profile without ADMIN_ADMIN', () => {
  it('saves the own-profile card and logs it', async () => {
    const saved = dataOf<Admin>(await updateSelf(profile()));
    expect(saved).toMatchObject({ ...profile(), privileges: viewerSelf.privileges, usertype: viewerSelf.usertype });
    const logs = await s.db
      .selectFrom('activityLogs')
      .select('activityLogDesc')
      .where('adminId', '=', viewerSelf.id)
      .where('activityLogDesc', '=', 'Updated own profile')
      .execute();
    expect(logs).toHaveLength(1);
  });

  it('accepts the same privileges and role as they are, refuses any change of them (403)', async () => {
    expect(
      (
        await updateSelf({
          ...profile(),
          privileges: [...viewerSelf.privileges].reverse(),
          usertype: viewerSelf.usertype,
        })
      ).status,
    ).toBe(200);
    for (const change of [
      { privileges: [...viewerSelf.privileges, 'ADMIN_ADMIN'] },
      { privileges: [] },
      { usertype: 0 },
    ]) {
      const answer = await updateSelf({ ...profile(), fullname: 'Should Not Save', ...change });
      expect(answer.status, JSON.stringify(change)).toBe(403);
      expect(answer.json.error?.code).toBe(4);
    }
    const me = dataOf<Admin>(await s.call(api.admins.me, { token: viewer }));
    expect(me).toMatchObject({ fullname: profile().fullname, privileges: viewerSelf.privileges, usertype: 1 });
  });

  it("refuses another admin's record and every other admin call (403)", async () => {
    const other = await s.call(api.admins.update, {
      params: { id: 1 },
      body: { ...profile(), username: 'admin' },
      token: viewer,
    });
    expect(other.status).toBe(403);
    expect(other.json.error).toEqual({
      code: 4,
      message: 'You do not have the privilege to access this resource',
      status: 403,
    });
    const calls: [Endpoint, CallOptions][] = [
      [api.admins.list, {}],
      [
        api.admins.create,
        { body: { ...profile(), username: 'sneaky', password: 'sneaky-pass', privileges: ['ADMIN_ADMIN'] } },
      ],
      [api.admins.resetPassword, { params: { id: 1 } }],
      [api.admins.logout, { params: { id: 1 } }],
      [api.activityLogs.admin, {}],
      [api.activityLogs.vendor, {}],
    ];
    for (const [endpoint, options] of calls) {
      expect((await s.call(endpoint, { ...options, token: viewer })).status, endpoint.path).toBe(403);
      expect((await s.call(endpoint, { ...options, token: null })).status, endpoint.path).toBe(401);
    }
    expect(await s.db.selectFrom('admins').select('id').where('username', '=', 'sneaky').execute()).toEqual([]);
  });

  it('validates the body before saving (400)', async () => {
    expectRefused(await updateSelf({ ...profile(), phone: '' }), 2, 'Phone is required');
    expectRefused(await updateSelf({ ...profile(), email: 'not-an-email' }), 2, 'Email');
  });
});

describe('own password change', () => {
  it('is throttled like sign-in: after 5 wrong old passwords even the right one answers 429, and nothing changes', async () => {
    // The clock stands still: the first wait after 5 failures is 1 second (tests/server/loginThrottle.test.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await s.call(api.admins.create, {
      body: { ...profile(), username: 'throttled.self', password: 'first-pass-1', privileges: [] },
      token: await s.adminToken(),
    });
    const token = await s.login('throttled.self', 'first-pass-1');
    const hashOf = async (username: string) =>
      (
        await s.db
          .selectFrom('admins')
          .select('passwordHash')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).passwordHash;
    const hash = await hashOf('throttled.self');
    const change = (oldPassword: string) =>
      s.call(api.admins.changePassword, { body: { oldPassword, newPassword: 'second-pass-2' }, token });
    for (let i = 0; i < 5; i += 1)
      expect((await change(`guess-${i}`)).json.error).toMatchObject({ code: 1, message: 'Old Password is incorrect' });
    const locked = await change('first-pass-1');
    expect(locked.status).toBe(429);
    expect(locked.json.error?.message).toMatch(/^Too many failed password checks\. Please try again in 1 second\.$/);
    expect(await hashOf('throttled.self')).toBe(hash);
    // The session stays usable for everything else.
    expect((await s.call(api.admins.me, { token })).status).toBe(200);
  });

  it('refuses a wrong old password and a short new one, changing nothing', async () => {
    const wrong = await s.call(api.admins.changePassword, {
      body: { oldPassword: 'nope', newPassword: 'long-enough-1' },
      token: viewer,
    });
    expect(wrong.json).toEqual({ error: { code: 1, message: 'Old Password is incorrect', status: 400 } });
    const short = await s.call(api.admins.changePassword, {
      body: { oldPassword: 'viewer', newPassword: 'short' },
      token: viewer,
    });
    expect(short.json.error).toMatchObject({
      code: 2,
      message: 'newPassword: New Password must be at least 8 characters',
    });
    // The username as the new password, whatever its case: refused once the old password matched.
    await s.call(api.admins.create, {
      body: { ...profile(), username: 'long.username', password: 'first-pass-1', privileges: [] },
      token: await s.adminToken(),
    });
    const same = await s.call(api.admins.changePassword, {
      body: { oldPassword: 'first-pass-1', newPassword: 'Long.Username' },
      token: await s.login('long.username', 'first-pass-1'),
    });
    expect(same.json.error).toEqual({ code: 1, message: 'New Password must not be your username', status: 400 });
    expect(await s.login('long.username', 'first-pass-1')).toBeTruthy();
    expectRefused(
      await s.call(api.admins.changePassword, { body: { oldPassword: 'viewer' }, token: viewer }),
      2,
      'New Password is required',
    );
    expect(await s.login('viewer', 'viewer')).toBeTruthy();
  });

  it('changes it with the right old one: the old one then fails at login, other sessions end, this one stays', async () => {
    const other = await s.login('viewer', 'viewer');
    const answer = await s.call(api.admins.changePassword, {
      body: { oldPassword: 'viewer', newPassword: 'viewer-new-pass' },
      token: viewer,
    });
    expect(answer.status).toBe(200);
    await expect(s.login('viewer', 'viewer')).rejects.toThrow('400');
    expect(await s.login('viewer', 'viewer-new-pass')).toBeTruthy();
    expect((await s.call(api.admins.me, { token: viewer })).status).toBe(200);
    expect((await s.call(api.admins.me, { token: other })).json.error?.message).toBe('Expired session');
    const log = await s.db
      .selectFrom('activityLogs')
      .select('id')
      .where('adminId', '=', viewerSelf.id)
      .where('activityLogDesc', '=', 'Changed own password')
      .execute();
    expect(log).toHaveLength(1);
  });
});
