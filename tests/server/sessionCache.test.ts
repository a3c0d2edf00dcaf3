import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, API_BASE_PATH, fillPath } from '../../src/api';
import type { Admin } from '../../src/api/entities';
import { buildApp } from '../../server/app';
import { authChangesOf } from '../../server/db/authChanges';
import { openDatabase } from '../../server/db/connect';
import { SESSION_TTL } from '../../server/services/sessions';
import { dataOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

/**
 * The session check answers from memory (server/services/sessionCache.ts), and is exact all the same: a
 * logout, a demotion, a password change, a disable are seen by the very next call, on both engines; and on
 * PostgreSQL by another server on the same database once the change's notification reaches it.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

const signIn = async (username: string, base = s.base): Promise<string> => {
  const answer = await fetch(`${base}${API_BASE_PATH}/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { username, password: username, remember: false } }),
  });
  const body = (await answer.json()) as { content?: { token?: string } };
  if (answer.status !== 200 || !body.content?.token) throw new Error(`sign-in of ${username}: ${answer.status}`);
  return body.content.token;
};
/** The status of GET /get/devices (ADMIN_DEVICE) with `token`, on the server at `base`. */
const devices = async (token: string, base = s.base): Promise<number> => {
  const path = fillPath(api.devices.list.path, { page: 1, limit: 25 });
  return (await fetch(base + API_BASE_PATH + path, { headers: { Token: token } })).status;
};
const setViewer = (privileges: string[], token: string) =>
  s.call(api.admins.me, { token }).then(async (me) => {
    const { id, username, fullname, phone, email, address } = dataOf<Admin>(me);
    return s.call(api.admins.update, {
      params: { id },
      body: { username, fullname, phone, email, address, privileges },
    });
  });

describe('the session check from memory, on this server', () => {
  it('sees the own logout at the next call', async () => {
    const token = await signIn('viewer');
    expect([await devices(token), await devices(token)]).toEqual([200, 200]);
    expect((await s.call(api.session.logout, { token })).status).toBe(200);
    expect(await devices(token)).toBe(401);
  });

  it('sees a demotion and a promotion by another admin at the next call', async () => {
    const token = await signIn('viewer');
    expect(await devices(token)).toBe(200);
    dataOf(await setViewer(['ADMIN_REPORT'], token));
    expect(await devices(token)).toBe(403);
    dataOf(await setViewer(['ADMIN_REPORT', 'ADMIN_DEVICE'], token));
    expect(await devices(token)).toBe(200);
  });

  it('sees a password reset by another admin (which ends the target’s sessions) at the next call', async () => {
    const token = await signIn('viewer');
    expect(await devices(token)).toBe(200);
    const { id } = dataOf<Admin>(await s.call(api.admins.me, { token }));
    const { passwordHash } = await s.db
      .selectFrom('admins')
      .select('passwordHash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    dataOf(await s.call(api.admins.resetPassword, { params: { id } }));
    expect(await devices(token)).toBe(401);
    // The demo password back, for the other tests.
    await s.db.updateTable('admins').set({ passwordHash }).where('id', '=', id).execute();
  });

  it('sees an admin disabled by any statement through the server’s database at the next call', async () => {
    const token = await signIn('viewer');
    expect(await devices(token)).toBe(200);
    await s.db.updateTable('admins').set({ accessStatus: 0 }).where('username', '=', 'viewer').execute();
    expect(await devices(token)).toBe(401);
    await s.db.updateTable('admins').set({ accessStatus: 1 }).where('username', '=', 'viewer').execute();
    expect(await devices(token)).toBe(200);
  });

  it('sees a session expire without any write (the expiry is checked at each use)', async () => {
    const token = await signIn('viewer');
    expect(await devices(token)).toBe(200);
    // Only Date is faked: the server runs in this process, so its clock moves past the 12 hours of a session.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SESSION_TTL * 1000 + 1000);
      expect(await devices(token)).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.runIf(ON_POSTGRES)('the session check from memory, across two servers on one PostgreSQL', () => {
  let other: { base: string; close(): Promise<void>; listening(): boolean; changed(): Promise<void> };
  beforeAll(async () => {
    const db = openDatabase(s.target);
    const app = buildApp({ db, distDir: join(tmpdir(), 'busads-no-dist'), validateResults: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const changes = authChangesOf(db)!;
    other = {
      base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      close: async () => {
        await app.close();
        await db.destroy();
      },
      listening: () => changes.complete,
      // Resolves at the next change this server hears of (a notification from the database).
      changed: () => new Promise<void>((resolve) => changes.onChange(resolve)),
    };
  });
  afterAll(() => other?.close());

  it('a logout on one server is refused by the other once the database has told it', async () => {
    const token = await signIn('viewer');
    expect(await devices(token, other.base)).toBe(200); // starts its listener, and keeps the session in memory
    await expect.poll(() => other.listening()).toBe(true);
    expect(await devices(token, other.base)).toBe(200);
    const heard = other.changed();
    expect((await s.call(api.session.logout, { token })).status).toBe(200);
    await heard;
    expect(await devices(token, other.base)).toBe(401);
  });

  it('a demotion written by another tool straight into the database is seen by both servers', async () => {
    const token = await signIn('viewer');
    expect([await devices(token), await devices(token, other.base)]).toEqual([200, 200]);
    await expect.poll(() => other.listening() && authChangesOf(s.db)!.complete).toBe(true);
    expect([await devices(token), await devices(token, other.base)]).toEqual([200, 200]);
    const heard = [other.changed(), new Promise<void>((resolve) => authChangesOf(s.db)!.onChange(resolve))];
    const tool = new pg.Client({ connectionString: (s.target as { url: string }).url });
    await tool.connect();
    try {
      const { rows } = await tool.query<{ privileges: string }>(
        `SELECT privileges FROM admins WHERE username = 'viewer'`,
      );
      await tool.query(`UPDATE admins SET privileges = $1 WHERE username = 'viewer'`, ['["ADMIN_REPORT"]']);
      await Promise.all(heard);
      expect([await devices(token), await devices(token, other.base)]).toEqual([403, 403]);
      await tool.query(`UPDATE admins SET privileges = $1 WHERE username = 'viewer'`, [rows[0]!.privileges]);
    } finally {
      await tool.end();
    }
  });
});
