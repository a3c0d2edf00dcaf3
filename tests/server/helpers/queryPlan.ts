import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openSqlite } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Db } from '../../../server/db/schema';
import { seedDemo } from '../../../server/db/seed';

/**
 * A migrated, demo-seeded in-memory database for the suite, and `plan(query)`: the lines of SQLite's
 * EXPLAIN QUERY PLAN for a query, e.g. 'SEARCH adEvents USING INDEX ...'.
 */
export function seededDatabase(): { db: () => Db; plan: (query: Compilable) => Promise<string[]> } {
  let db: Db;
  beforeAll(async () => {
    db = openSqlite(':memory:');
    await migrateToLatest(db);
    await seedDemo(db);
  });
  afterAll(() => db?.destroy());
  return {
    db: () => db,
    plan: async (query) => {
      const { sql, parameters } = query.compile();
      const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]));
      return result.rows.map((r) => r.detail);
    },
  };
}
