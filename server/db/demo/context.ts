import type { Insertable } from 'kysely';
import type { Database, Db } from '../schema';
import type { Rng } from './random';

/** What every demo seeder shares: the open transaction, the seeded PRNG and "now". */
export interface SeedContext {
  db: Db;
  rng: Rng;
  now: number;
}

/**
 * Bound parameters per multi-row INSERT: under SQLite's limit (32766) and PostgreSQL's (65535), and
 * small enough that building one statement stays cheap.
 */
export const PARAMETERS_PER_INSERT = 10_000;

/** Inserts many rows in multi-row INSERTs, as many rows per statement as PARAMETERS_PER_INSERT allows. */
export async function insertBatches<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const columns = new Set(rows.flatMap((row) => Object.keys(row))).size;
  const size = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Math.max(1, columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/** Inserts one row and returns its id. */
/** The tables with an integer id column (not the rollups). */
type TableWithId = { [K in keyof Database]: Database[K] extends { id: unknown } ? K : never }[keyof Database];

export async function insertOne<T extends TableWithId>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const inserted = await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}
