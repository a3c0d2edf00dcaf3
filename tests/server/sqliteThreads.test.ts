import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteThreads } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Db } from '../../server/db/schema';
import { isUniqueViolation } from '../../server/repositories/sql';
import { createEmptyDatabase, ON_POSTGRES, type EmptyDatabase } from './helpers/testDatabase';

/** The SQLite thread driver's own promises (server/db/sqliteThreads.ts); the server tests run over it too. */
let database: EmptyDatabase;
let db: Db;
beforeAll(async () => {
  database = await createEmptyDatabase();
  db = openSqliteThreads(database.name, 2);
  await migrateToLatest(db, 'sqlite');
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const addCountry = (name: string, executor: Db = db) =>
  executor.insertInto('countries').values({ name }).returning('id').executeTakeFirstOrThrow();
const hasCountry = async (name: string) =>
  (await db.selectFrom('countries').select('id').where('name', '=', name).executeTakeFirst()) !== undefined;

describe.skipIf(ON_POSTGRES)('SQLite on worker threads', () => {
  it('keeps SQLite error codes, so a duplicate is recognised as one', async () => {
    await addCountry('Ghana');
    const error = await addCountry('Ghana').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('reads beside an open transaction see only what it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inside!: () => void;
    const started = new Promise<void>((r) => (inside = r));
    const transaction = db.transaction().execute(async (trx) => {
      await addCountry('Togo', trx);
      inside();
      await held;
    });
    await started;
    // The writer is held by the open transaction; a read still runs, on a reader, before its commit.
    expect(await hasCountry('Togo')).toBe(false);
    release();
    await transaction;
    expect(await hasCountry('Togo')).toBe(true);
  });

  it('rolls back a failed transaction and frees the writer for the next one', async () => {
    const failed = db
      .transaction()
      .execute(async (trx) => {
        await addCountry('Benin', trx);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => (e as Error).message);
    expect(await failed).toBe('changed my mind');
    expect(await hasCountry('Benin')).toBe(false);
    await db.transaction().execute((trx) => addCountry('Niger', trx));
    expect(await hasCountry('Niger')).toBe(true);
  });

  it('runs transactions one at a time: 20 concurrent read-then-write increments all count', async () => {
    const { id } = await addCountry('0');
    const increments = Array.from({ length: 20 }, () =>
      db.transaction().execute(async (trx) => {
        const { name } = await trx
          .selectFrom('countries')
          .select('name')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('countries')
          .set({ name: String(Number(name) + 1) })
          .where('id', '=', id)
          .execute();
      }),
    );
    await Promise.all(increments);
    const row = await db.selectFrom('countries').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('20');
  });
});
