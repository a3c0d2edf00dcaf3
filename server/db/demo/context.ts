import type { Insertable } from 'kysely';
import type { Database, Db } from '../schema';
import type { Rng } from './random';

/** What every demo seeder shares: the open transaction, the seeded PRNG and "now". */
export interface SeedContext {
  db: Db;
  rng: Rng;
  now: number;
}

/** Inserts many rows in multi-row INSERTs of `size` rows (well under SQLite's parameter limit). */
export async function insertBatches<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
  size = 400,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insertInto(table).values(rows.slice(i, i + size)).execute();
  }
}

/** Inserts one row and returns its id. */
export async function insertOne<T extends keyof Database & string>(db: Db, table: T, row: Insertable<Database[T]>): Promise<number> {
  const inserted = await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}
