import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH, allEndpoints, api } from '../../src/api';
import type { ActivityLog, Admin } from '../../src/api/entities';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/domain/passwords';
import { SAMPLES } from './helpers/endpointSamples';
import { fakeClock, signInFrom } from './helpers/loginGuesses';
import { dataOf, rowsOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

/*
 * The audit trail (docs/security.md, "Audit trail"): failed and refused sign-ins and password checks, and
 * privilege changes before -> after, are activity-log rows an ADMIN_ACTIVITY_LOG holder reads on Admin Logs.
 */
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

/** Every admin's rows (Admin Logs with no admin picked) whose description contains `text`, newest first. */
async function adminLogs(text: string, token?: string): Promise<ActivityLog[]> {
  const now = Math.floor(Date.now() / 1000);
  const answer = await s.call(api.activityLogs.admin, { params: { from: now - 3600, to: now + 3600 }, token });
  expect(answer.status, answer.text).toBe(200);
  return rowsOf<ActivityLog>(answer).filter((r) => r.activityLogDesc.includes(text));
}
const descriptions = async (text: string) => (await adminLogs(text)).map((r) => r.activityLogDesc);

describe('failed and refused sign-ins are on Admin Logs, with the username typed and the client address', () => {
  it('a wrong password, an unknown username and a disabled account each write one row without an admin', async () => {
    expect((await signInFrom(s, '203.0.113.10', 'viewer', 'not-it')).status).toBe(400);
    expect((await signInFrom(s, '203.0.113.11', '  Nobody.Here ', 'x')).status).toBe(400);
    await s.db
      .updateTable('admins')
      .set({ passwordHash: await hashPassword('musa-pass') })
      .where('username', '=', 'musa.former')
      .execute();
    expect((await signInFrom(s, '203.0.113.12', 'musa.former', 'musa-pass')).status).toBe(400);
    const rows = await adminLogs('Failed sign-in as');
    expect(rows.slice(0, 3).map((r) => [r.activityLogDesc, r.admin, r.vendor])).toEqual([
      ['Failed sign-in as "musa.former" from 203.0.113.12: account disabled', null, null],
      ['Failed sign-in as "nobody.here" from 203.0.113.11: unknown username', null, null],
      ['Failed sign-in as "viewer" from 203.0.113.10: wrong password', null, null],
    ]);
  });

  it("the throttle's 429 writes a row naming its answer", async () => {
    fakeClock();
    for (let i = 0; i < 5; i++) expect((await signInFrom(s, '203.0.113.20', 'halima.ops', 'wrong')).status).toBe(400);
    const refused = await signInFrom(s, '203.0.113.20', 'halima.ops', 'wrong');
    expect(refused.status).toBe(429);
    expect(await descriptions('Refused sign-in as "halima.ops"')).toEqual([
      `Refused sign-in as "halima.ops" from 203.0.113.20: ${refused.message}`,
    ]);
    expect(await descriptions('Failed sign-in as "halima.ops"')).toHaveLength(5);
  });

  it("the flood guard's refusals write one row per client a minute, with the first username typed", async () => {
    const app = buildApp({ db: s.db, floodLimit: 2 });
    try {
      const statuses = [];
      for (const name of ['flood.one', 'flood.one', 'flood.two', 'flood.three', 'flood.four'])
        statuses.push(
          (
            await app.inject({
              method: 'POST',
              url: `${API_BASE_PATH}/login/admin`,
              remoteAddress: '198.51.100.30',
              payload: { data: { username: name, password: 'wrong', remember: false } },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([400, 400, 429, 429, 429]);
      const flood = 'from 198.51.100.30: over 2 calls a minute';
      await expect.poll(() => descriptions(flood)).toHaveLength(1);
      expect(await descriptions(flood)).toEqual([
        'Refused sign-in as "flood.two" from 198.51.100.30: over 2 calls a minute (flood guard; further refusals from this address are logged once a minute)',
      ]);
    } finally {
      await app.close();
    }
  });

  it('a typed username is quoted, its invisible characters shown as ?, at most 100 characters', async () => {
    const app = buildApp({ db: s.db, floodLimit: 1 });
    const send = (username: unknown) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/login/admin`,
        remoteAddress: '198.51.100.31',
        payload: { data: { username, password: 'wrong', remember: false } },
      });
    try {
      await send('first');
      expect((await send(`a"b\u202e\n${'x'.repeat(200)}`)).statusCode).toBe(429);
      const [row] = await expect
        .poll(() => descriptions('from 198.51.100.31: over 1 calls'))
        .toHaveLength(1)
        .then(() => descriptions('from 198.51.100.31: over 1 calls'));
      expect(row).toBe(
        `Refused sign-in as ${JSON.stringify(`a"b??${'x'.repeat(95)}…`)} from 198.51.100.31: over 1 calls a minute (flood guard; further refusals from this address are logged once a minute)`,
      );
    } finally {
      await app.close();
    }
  });

  it("the own password change's wrong old password and 429 are rows of that admin", async () => {
    fakeClock();
    await s.db
      .updateTable('admins')
      .set({ passwordHash: await hashPassword('chinedu-pass') })
      .where('username', '=', 'chinedu.fleet')
      .execute();
    const token = await s.login('chinedu.fleet', 'chinedu-pass');
    for (let i = 0; i < 6; i++)
      await s.call(api.admins.changePassword, { token, body: { oldPassword: 'wrong', newPassword: 'new-password-1' } });
    const rows = await adminLogs('Failed own password change');
    expect(rows.every((r) => r.admin?.fullname === 'Chinedu Eze')).toBe(true);
    expect(rows.map((r) => r.activityLogDesc.replace(/from .*?: (wrong|Too)/, 'from IP: $1'))).toEqual([
      'Failed own password change from IP: Too many failed password checks. Please try again in 1 second.',
      ...Array<string>(5).fill('Failed own password change from IP: wrong old password'),
    ]);
  });

  it('are not shown to an admin without ADMIN_ACTIVITY_LOG, nor in their own log', async () => {
    expect((await signInFrom(s, '203.0.113.40', 'viewer', 'not-it')).status).toBe(400);
    const viewer = await s.login('viewer', 'viewer');
    const now = Math.floor(Date.now() / 1000);
    expect((await s.call(api.activityLogs.admin, { token: viewer, params: { from: now - 60 } })).status).toBe(403);
    const own = rowsOf<ActivityLog>(await s.call(api.activityLogs.self, { token: viewer }));
    expect(own.filter((r) => r.activityLogDesc.includes('sign-in as'))).toEqual([]);
    expect(await descriptions('from 203.0.113.40')).toHaveLength(1);
  });
});

describe('privilege and role changes read before -> after', () => {
  it('names both sets, and the role', async () => {
    const viewer = dataOf<Admin[] | { all: Admin[] }>(await s.call(api.admins.list));
    const before = (Array.isArray(viewer) ? viewer : viewer.all).find((a) => a.id === 2);
    expect(before).toBeDefined();
    const { fullname, username, phone, email, address } = before!;
    const update = (privileges: string[], usertype: number) =>
      s.call(api.admins.update, {
        params: { id: 2 },
        body: { fullname, username, phone, email, address, privileges, usertype },
      });
    expect((await update(['ADMIN_REPORT'], 0)).status).toBe(200);
    expect((await update(['ADMIN_REPORT', 'ADMIN_DEVICE'], 1)).status).toBe(200);
    expect(await descriptions('of Tunde Bakare (#2)')).toEqual([
      'Changed the role of Tunde Bakare (#2): Admin -> Non-Admin',
      'Changed privileges of Tunde Bakare (#2): ADMIN_REPORT -> ADMIN_DEVICE, ADMIN_REPORT',
      'Changed the role of Tunde Bakare (#2): Non-Admin -> Admin',
      'Changed privileges of Tunde Bakare (#2): ADMIN_DEVICE, ADMIN_REPORT -> ADMIN_REPORT',
    ]);
  });
});

describe("a new admin's privileges", () => {
  it('read as a change from none', async () => {
    const created = dataOf<Admin>(
      await s.call(api.admins.create, {
        body: {
          fullname: 'Audit Newcomer',
          username: 'audit.newcomer',
          phone: '+2348000000001',
          email: 'audit@busads.ng',
          address: '1 Marina, Lagos',
          password: 'newcomer-pass',
          privileges: ['ADMIN_REPORT', 'ADMIN_VENDOR'],
        },
      }),
    );
    expect(await descriptions(`Audit Newcomer (#${created.id})`)).toEqual([
      `Changed privileges of Audit Newcomer (#${created.id}): none -> ADMIN_VENDOR, ADMIN_REPORT`,
      `Created admin Audit Newcomer (#${created.id})`,
    ]);
  });
});

describe('no call of the API writes, changes or deletes a log row of its choosing', () => {
  it('the activity-log calls only read', () => {
    const logCalls = allEndpoints.filter((e) => /activity-log/.test(e.endpoint.path));
    expect(logCalls.map((e) => e.endpoint.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('every sample call of every endpoint leaves each existing row as it was', async () => {
    const snapshot = () => s.db.selectFrom('activityLogs').selectAll().orderBy('id').execute();
    const before = await snapshot();
    for (const { name, endpoint } of allEndpoints)
      for (const sample of SAMPLES[name]) {
        const answer = await s.call(endpoint, sample);
        expect(answer.status, `${name}: ${answer.text}`).toBe(200);
      }
    const after = await snapshot();
    expect(after.slice(0, before.length)).toEqual(before);
  }, 60_000);
});
