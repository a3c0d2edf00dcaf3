import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ERROR_CODE, EXPIRED_SESSION, PRIVILEGE_NAMES } from '../../src/api';
import { FORBIDDEN } from '../../server/domain/errors';
import { hasPrivilege, privilegesOf, serializePrivileges } from '../../server/domain/privileges';
import { insertAdmin } from '../../server/repositories/admins';
import { keepAnAdminManager, LAST_ADMIN_MANAGER } from '../../server/services/admins';
import { createAdminSession } from '../../server/services/sessions';
import { SERVER_START_TIMEOUT, type Answer, type TestServer } from './helpers/testServer';

/**
 * Admin management under concurrency (issue 16, finding 1): the request hook reads the acting admin before the
 * write's transaction, so two full admins demoting each other at once both passed it and nobody kept
 * ADMIN_ADMIN. Each round fires its requests together over separate HTTP connections; on PostgreSQL their
 * transactions really overlap, on SQLite they interleave at transaction boundaries.
 */
/**
 * What the next password hash runs first: a test acts exactly while a call hashes its password (after the
 * request's session check, before its transaction), however fast hashing is on the machine.
 */
const whileHashing = vi.hoisted(() => ({ next: undefined as undefined | (() => Promise<unknown>) }));
vi.mock('../../server/domain/platform', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/domain/platform')>();
  return {
    ...real,
    hashPassword: async (password: string) => {
      const first = whileHashing.next;
      whileHashing.next = undefined;
      await first?.();
      return real.hashPassword(password);
    },
  };
});

let s: TestServer;
beforeAll(async () => {
  // The server project shares modules between files (isolate: false), so the platform module may be loaded
  // already; a fresh import of the server lets the mock above reach it.
  vi.resetModules();
  const { startTestServer } = await import('./helpers/testServer');
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const ROUNDS = 10;
const WITHOUT_ADMINS = PRIVILEGE_NAMES.filter((p) => p !== 'ADMIN_ADMIN');
const fields = {
  fullname: 'Race Admin',
  phone: '+2348020002222',
  email: 'race.admin@busads.ng',
  address: '1 Marina, Lagos',
};

interface Actor {
  id: number;
  username: string;
  token: string;
}
let made = 0;
/** A new enabled admin holding every privilege, with a session (straight in the database: no password hash). */
async function fullAdmin(): Promise<Actor> {
  const username = `race.${++made}`;
  const row = await insertAdmin(s.db, {
    ...fields,
    username,
    profilePicture: null,
    passwordHash: 'not-a-hash',
    privileges: serializePrivileges(PRIVILEGE_NAMES),
    usertype: 0,
    accessStatus: 1,
    dateCreated: 0,
  });
  return { id: row.id, username, token: await createAdminSession(s.db, row.id, false) };
}

/** Takes ADMIN_ADMIN from every admin but these (straight in the database). */
async function leaveManagers(...keep: Actor[]): Promise<void> {
  const rows = await s.db.selectFrom('admins').select(['id', 'privileges']).execute();
  for (const row of rows) {
    if (keep.some((a) => a.id === row.id) || !hasPrivilege(row, 'ADMIN_ADMIN')) continue;
    const privileges = serializePrivileges(privilegesOf(row).filter((p) => p !== 'ADMIN_ADMIN'));
    await s.db.updateTable('admins').set({ privileges }).where('id', '=', row.id).execute();
  }
}

/** The ids of the enabled admins holding ADMIN_ADMIN. */
async function managers(): Promise<number[]> {
  const rows = await s.db
    .selectFrom('admins')
    .select(['id', 'privileges'])
    .where('accessStatus', '=', 1)
    .orderBy('id')
    .execute();
  return rows.filter((r) => hasPrivilege(r, 'ADMIN_ADMIN')).map((r) => r.id);
}

/** `actor` takes ADMIN_ADMIN from `target`, keeping the rest of the target's record. */
const demote = (actor: Actor, target: Actor) =>
  s.call(api.admins.update, {
    token: actor.token,
    params: { id: target.id },
    body: { ...fields, username: target.username, privileges: WITHOUT_ADMINS },
  });

const expectForbidden = (answer: Answer) =>
  expect(answer.json, answer.text).toEqual({ error: { code: ERROR_CODE.forbidden, message: FORBIDDEN, status: 403 } });

/** The id of the newest activity-log row of this admin with this text, if any. */
const logId = async (adminId: number, text: string) =>
  (
    await s.db
      .selectFrom('activityLogs')
      .select('id')
      .where('adminId', '=', adminId)
      .where('activityLogDesc', '=', text)
      .orderBy('id', 'desc')
      .executeTakeFirst()
  )?.id;

describe('admin management under concurrency', () => {
  it(`two full admins demoting each other at once: one succeeds, the other is refused 403, one keeps ADMIN_ADMIN (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const a = await fullAdmin();
      const b = await fullAdmin();
      await leaveManagers(a, b);
      const [aDemotesB, bDemotesA] = await Promise.all([demote(a, b), demote(b, a)]);
      const [winner, refused] = aDemotesB.status === 200 ? [a, bDemotesA] : [b, aDemotesB];
      expect([aDemotesB.status, bDemotesA.status].sort(), `round ${round}`).toEqual([200, 403]);
      expectForbidden(refused);
      expect(await managers(), `round ${round}`).toEqual([winner.id]);
    }
  });

  it(`a create in flight when its admin loses ADMIN_ADMIN is refused 403 unless it committed first (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const a = await fullAdmin();
      const b = await fullAdmin();
      await leaveManagers(a, b);
      const username = `inflight.${round}`;
      // The create hashes its password between the hook and its transaction: in flight meanwhile.
      const [create, demotion] = await Promise.all([
        s.call(api.admins.create, {
          token: a.token,
          body: { ...fields, username, password: 'in-flight-pass', privileges: [] },
        }),
        demote(b, a),
      ]);
      expect(demotion.status, demotion.text).toBe(200);
      const demoted = await logId(b.id, `Updated admin Race Admin (#${a.id})`);
      const created = await s.db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst();
      if (create.status === 200) {
        // Allowed only when it committed before the demotion.
        const createdLog = await logId(a.id, `Created admin Race Admin (#${created?.id})`);
        expect(createdLog, `round ${round}`).toBeLessThan(demoted!);
      } else {
        expectForbidden(create);
        expect(created, `round ${round}`).toBeUndefined();
      }
    }
  });

  it(`a password reset in flight when its admin loses ADMIN_ADMIN is refused 403 unless it committed first (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const a = await fullAdmin();
      const b = await fullAdmin();
      const target = await fullAdmin();
      await leaveManagers(a, b);
      // The reset hashes the new password between the hook and its transaction: in flight meanwhile.
      const [reset, demotion] = await Promise.all([
        s.call(api.admins.resetPassword, { token: a.token, params: { id: target.id } }),
        demote(b, a),
      ]);
      expect(demotion.status, demotion.text).toBe(200);
      const demoted = await logId(b.id, `Updated admin Race Admin (#${a.id})`);
      const resetLog = await logId(a.id, `Reset the password of admin Race Admin (#${target.id})`);
      if (reset.status === 200) expect(resetLog, `round ${round}`).toBeLessThan(demoted!);
      else {
        expectForbidden(reset);
        expect(resetLog, `round ${round}`).toBeUndefined();
      }
    }
  });

  it('a create in flight when its admin is disabled meanwhile answers 401 Expired session, creating nothing', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await fullAdmin();
      const username = `disabled.${round}`;
      // No call disables an admin; the database does, while the create hashes its password.
      whileHashing.next = () => s.db.updateTable('admins').set({ accessStatus: 0 }).where('id', '=', a.id).execute();
      const create = await s.call(api.admins.create, {
        token: a.token,
        body: { ...fields, username, password: 'in-flight-pass', privileges: [] },
      });
      expect(whileHashing.next, 'the create hashed a password').toBeUndefined();
      expect(create.json, `round ${round}`).toEqual({
        error: { code: ERROR_CODE.auth, message: EXPIRED_SESSION, status: 401 },
      });
      expect(await s.db.selectFrom('admins').select('id').where('username', '=', username).execute()).toEqual([]);
    }
  });

  it('refuses a write that would leave no enabled admin holding ADMIN_ADMIN (400, code 1)', async () => {
    const a = await fullAdmin();
    await leaveManagers(a);
    await s.db.updateTable('admins').set({ accessStatus: 0 }).where('id', '=', a.id).execute();
    await expect(s.db.transaction().execute((trx) => keepAnAdminManager(trx))).rejects.toMatchObject({
      message: LAST_ADMIN_MANAGER,
      status: 400,
      code: ERROR_CODE.business,
    });
    await s.db.updateTable('admins').set({ accessStatus: 1 }).where('id', '=', a.id).execute();
    await expect(s.db.transaction().execute((trx) => keepAnAdminManager(trx))).resolves.toBeUndefined();
  });
});
