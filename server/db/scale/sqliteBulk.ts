import { sql } from 'kysely';
import type { Db } from '../schema';

/**
 * A one-off bulk load into a fresh SQLite file: no rollback journal and no fsync while loading (a crash
 * leaves a file to delete, not data to save) and a large page cache; WAL and normal syncing come back after.
 */
export async function withFastSqlite(db: Db, load: () => Promise<void>): Promise<void> {
  await sql`pragma journal_mode = OFF`.execute(db);
  await sql`pragma synchronous = OFF`.execute(db);
  await sql`pragma cache_size = -524288`.execute(db);
  try {
    await load();
  } finally {
    await sql`pragma journal_mode = WAL`.execute(db);
    await sql`pragma synchronous = NORMAL`.execute(db);
  }
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then creates them again from their own
 * CREATE INDEX text: one sorted build per index is far cheaper than millions of random B-tree inserts (or, in
 * mock mode's sql.js, than moving every date of 50,000 events through 8 indexes). `pause` is awaited before
 * each index is built. Resolves with the milliseconds the builds took.
 */
export async function withoutIndexes(
  db: Db,
  tables: readonly string[],
  load: () => Promise<void>,
  pause: () => Promise<void> = async () => undefined,
): Promise<number> {
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(db);
  for (const index of rows) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  await load();
  const started = Date.now();
  for (const index of rows) {
    await pause();
    await sql.raw(index.sql).execute(db);
  }
  return Date.now() - started;
}
