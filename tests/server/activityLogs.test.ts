import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Endpoint, type ParamInput } from '../../src/api';
import type { ActivityLog } from '../../src/api/entities';
import { descending, expectRefused } from './helpers/money';
import { dataOf, rowsOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const logs = async (endpoint: Endpoint, params: Record<string, ParamInput> = {}, token?: string) =>
  rowsOf<ActivityLog>(await s.call(endpoint, { params, token }));

/** The ids the database holds for an actor column in [from, to], newest first, capped at 1000. */
async function expectedIds(f: {
  actorType: 'admin' | 'vendor';
  adminId?: number;
  vendorId?: number;
  from?: number;
  to?: number;
}) {
  let q = s.db.selectFrom('activityLogs').select('id').where('actorType', '=', f.actorType);
  if (f.adminId !== undefined) q = q.where('adminId', '=', f.adminId);
  if (f.vendorId !== undefined) q = q.where('vendorId', '=', f.vendorId);
  if (f.from !== undefined) q = q.where('dateCreated', '>=', f.from);
  if (f.to !== undefined) q = q.where('dateCreated', '<=', f.to);
  return (await q.orderBy('dateCreated', 'desc').orderBy('id', 'desc').limit(1000).execute()).map((r) => r.id);
}

const now = Math.floor(Date.now() / 1000);
const week = { from: now - 7 * 86_400, to: now };

describe('own activity log', () => {
  it('shows the row an admin action just wrote, first, with the actor named', async () => {
    await s.call(api.vendors.logout, { params: { id: 30 } });
    const [first] = await logs(api.activityLogs.self, { from: now - 60, to: now + 60 });
    expect(first).toMatchObject({ admin: { id: 1, fullname: 'Adaeze Okafor' }, vendor: null });
    expect(first.activityLogDesc).toMatch(/^Logged out vendor .+ \(#30\)$/);
  });

  it("holds only the caller's rows, and the viewer may read their own without ADMIN_ACTIVITY_LOG", async () => {
    const viewer = await s.login('viewer');
    const rows = await logs(api.activityLogs.self, {}, viewer);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.admin?.id === 2 && r.vendor === null)).toBe(true);
    expect(rows.map((r) => r.id)).toEqual(await expectedIds({ actorType: 'admin', adminId: 2 }));
    expect((await s.call(api.activityLogs.admin, { token: viewer })).status).toBe(403);
    expect((await s.call(api.activityLogs.vendor, { token: viewer })).status).toBe(403);
  });
});

describe('admin and vendor activity logs', () => {
  it.each([
    [
      'one admin in a week',
      api.activityLogs.admin,
      { adminID: 3, ...week },
      { actorType: 'admin' as const, adminId: 3, ...week },
    ],
    ['every admin in a week', api.activityLogs.admin, week, { actorType: 'admin' as const, ...week }],
    ['one admin, no dates', api.activityLogs.admin, { adminID: 2 }, { actorType: 'admin' as const, adminId: 2 }],
    ['one vendor', api.activityLogs.vendor, { userID: 12 }, { actorType: 'vendor' as const, vendorId: 12 }],
    ['every vendor in a week', api.activityLogs.vendor, week, { actorType: 'vendor' as const, ...week }],
    [
      'every vendor since a day, open end',
      api.activityLogs.vendor,
      { from: now - 86_400 },
      { actorType: 'vendor' as const, from: now - 86_400 },
    ],
  ])('%s: the rows the database holds, newest first', async (_, endpoint, params, expected) => {
    const rows = await logs(endpoint, params);
    const ids = await expectedIds(expected);
    expect(ids.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(descending(rows.map((r) => r.dateCreated))).toBe(true);
    for (const r of rows) {
      if (expected.actorType === 'admin')
        expect(r.vendor === null && r.admin !== null && r.admin.fullname !== '').toBe(true);
      else expect(r.admin === null && r.vendor !== null && r.vendor.fullname !== '').toBe(true);
    }
  });

  it("answers at most the 1000 newest rows ('-' everywhere)", async () => {
    const total = Number(
      (
        await s.db
          .selectFrom('activityLogs')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('actorType', '=', 'vendor')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThan(1000);
    const rows = await logs(api.activityLogs.vendor);
    expect(rows).toHaveLength(1000);
    expect(rows.map((r) => r.id)).toEqual(await expectedIds({ actorType: 'vendor' }));
  });

  it('includes both ends of the date range', async () => {
    const [pivot] = await logs(api.activityLogs.vendor, week);
    const at = pivot.dateCreated;
    const exact = await logs(api.activityLogs.vendor, { from: at, to: at });
    expect(exact.map((r) => r.id)).toContain(pivot.id);
    expect(exact.every((r) => r.dateCreated === at)).toBe(true);
    expect((await logs(api.activityLogs.vendor, { from: at + 1, to: at })).length).toBe(0);
  });

  it('answers {all: []} when nothing matches', async () => {
    expect(dataOf(await s.call(api.activityLogs.admin, { params: { adminID: 99999 } }))).toEqual({ all: [] });
    expect(dataOf(await s.call(api.activityLogs.self, { params: { from: 0, to: 1 } }))).toEqual({ all: [] });
  });

  it('refuses bad parameters with 400, never 500', async () => {
    const token = await s.adminToken();
    for (const path of [
      '/get/activity-logs/abc/-/-',
      '/get/activity-logs/0/-/-',
      '/get/vendor/activity-logs/-/yesterday/-',
      '/get/self/activity-logs/-/1.5',
      '/get/vendor/activity-logs/-1/-/-',
    ]) {
      expectRefused(await s.request('GET', `/v1/admins${path}`, { token }), 2);
    }
  });
});
