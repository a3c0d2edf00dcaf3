import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../src/api';
import { databaseStats, openDatabase, openSessionLane } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { runForRequest } from '../../server/db/requestScope';
import type { Db } from '../../server/db/schema';
import { errorAnswer } from '../../server/handlers/call';
import { createEmptyDatabase, ON_POSTGRES, TEST_DIALECT, type EmptyDatabase } from './helpers/testDatabase';

/** Every statement's deadline, and reads skipped once their request's client has gone (issue 27). */
const DEADLINE_MS = 300;

let database: EmptyDatabase;
let db: Db;
beforeAll(async () => {
  database = await createEmptyDatabase();
  // Migrated without the deadline, as the server does (a busy machine must not stop a migration's read).
  const setup = openDatabase(database.target, { onThisThread: true });
  await migrateToLatest(setup, TEST_DIALECT);
  await setup.destroy();
  db = openDatabase({ ...database.target, statementTimeoutMs: DEADLINE_MS });
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

/**
 * A read that runs far past the deadline: PostgreSQL sleeps; SQLite counts through a recursive CTE
 * (better-sqlite3 cannot sleep): 1.3 to 5 s of work on these machines, quiet or busy, which its replaced thread finishes alone.
 */
const slowRead = (on: Db) =>
  ON_POSTGRES
    ? sql`select pg_sleep(30)`.execute(on)
    : sql`select count(*) from (with recursive n(i) as (select 1 union all select i + 1 from n where i < 8000000) select i from n)`.execute(
        on,
      );

const countries = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from countries`.execute(db)).rows[0].n);

describe('statement deadlines', () => {
  it('answers a read past its deadline with the 503 envelope, and the next read runs', async () => {
    const error = await slowRead(db).catch((e: unknown) => e);
    expect(errorAnswer(error)).toEqual({
      status: 503,
      body: {
        error: {
          code: ERROR_CODE.internal,
          status: 503,
          message: expect.stringMatching(/^The database took too long to answer/),
        },
      },
    });
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0].one).toBe(1);
  });

  it.skipIf(ON_POSTGRES)('gives the SQLite reader a new thread, so the pool has all its readers again', async () => {
    await slowRead(db).catch(() => undefined);
    const stats = databaseStats(db);
    expect(stats).toMatchObject({ kind: 'sqlite', readersBusy: 0, readsQueued: 0 });
    await Promise.all(Array.from({ length: 4 }, () => sql`select 1`.execute(db)));
  });
});

describe('a request whose client has gone', () => {
  it('starts none of its reads (499), but still runs its writes', async () => {
    const gone = AbortSignal.abort();
    const before = await countries();
    const read = await runForRequest(gone, () => db.selectFrom('countries').selectAll().execute()).catch(
      (e: unknown) => e,
    );
    expect(errorAnswer(read)).toMatchObject({ status: 499 });
    await runForRequest(gone, () => db.insertInto('countries').values({ name: 'Benin' }).execute());
    expect(await countries()).toBe(before + 1);
  });

  it('runs the reads of a request whose client is still there', async () => {
    const rows = await runForRequest(new AbortController().signal, () =>
      db.selectFrom('countries').selectAll().execute(),
    );
    expect(rows.map((r) => r.name)).toContain('Benin');
  });
});

describe('the session checks’ own lane', () => {
  it('reads while every connection of the main pool is busy', async () => {
    // A deadline long enough that the slow read still holds the main connection when the lane answers, on
    // any machine (SQLite's read takes 1.3 s or more here, PostgreSQL's is stopped at the deadline).
    const target = { ...database.target, statementTimeoutMs: 3000 };
    // One main connection (SQLite reader, PostgreSQL pool), so that one slow read takes them all.
    const main = openDatabase(target.kind === 'postgres' ? { ...target, poolSize: 1 } : { ...target, readers: 1 });
    const lane = openSessionLane(target)!;
    let busy: Promise<unknown> = Promise.resolve();
    try {
      await sql`select 1`.execute(lane); // its connection open, as after the server's first request
      let mainFreed = false;
      busy = slowRead(main).finally(() => (mainFreed = true));
      // A cap, not a wait: on a busy machine the reader's thread may take seconds to start the read.
      await expect
        .poll(() => databaseStats(main), { timeout: 15_000 })
        .toMatchObject(ON_POSTGRES ? { idle: 0, total: 1 } : { readersBusy: 1 });
      const row = await lane.selectFrom('countries').select('name').where('name', '=', 'Benin').executeTakeFirst();
      expect(row?.name).toBe('Benin');
      expect(mainFreed).toBe(false);
    } finally {
      await busy.catch(() => undefined);
      await Promise.all([lane.destroy(), main.destroy()]);
    }
  });
});
