import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { openSqlite } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Db } from '../../../server/db/schema';
import { seedDemo } from '../../../server/db/seed';
import { copySeededTemplate, ON_POSTGRES, type EmptyDatabase } from './testDatabase';

/**
 * The plan tests read SQLite's EXPLAIN QUERY PLAN, so they are skipped in the PostgreSQL pass: its
 * planner picks plans by table statistics (a sequential scan of a small seeded table is its right
 * choice), so index use there is not a stable test. The indexes they prove exist on both databases.
 */
export const describePlans = describe.skipIf(ON_POSTGRES);

/**
 * A migrated, demo-seeded SQLite database for the suite (a copy of the run's template), and
 * `plan(query)`: the lines of SQLite's EXPLAIN QUERY PLAN for a query, e.g. 'SEARCH adEvents USING INDEX ...'.
 */
export function seededDatabase(): { db: () => Db; plan: (query: Compilable) => Promise<string[]> } {
  let db: Db;
  let copy: EmptyDatabase | undefined;
  beforeAll(async () => {
    if (ON_POSTGRES) return;
    copy = await copySeededTemplate();
    db = openSqlite(copy?.name ?? ':memory:');
    await migrateToLatest(db);
    if (!copy) await seedDemo(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await copy?.drop();
  });
  return {
    db: () => db,
    plan: async (query) => {
      const { sql, parameters } = query.compile();
      const result = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
      );
      return result.rows.map((r) => r.detail);
    },
  };
}
