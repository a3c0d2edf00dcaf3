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

/** A node of PostgreSQL's EXPLAIN (ANALYZE, FORMAT JSON) plan. */
interface PostgresPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PostgresPlanNode[];
}

/**
 * The nodes of a PostgreSQL plan, depth first, as lines with the rows each read over all its loops (the
 * rows it passed on and those its filter dropped): 'Index Scan using ads_..._idx on ads: 25 rows'.
 */
function postgresLines(node: PostgresPlanNode, out: string[] = []): string[] {
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const rows = Math.round((node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']);
  out.push(`${node['Node Type']}${index}${relation}: ${rows} rows`);
  for (const child of node.Plans ?? []) postgresLines(child, out);
  return out;
}

/**
 * The plan of a query on the database under test, as lines: SQLite's EXPLAIN QUERY PLAN, or the nodes of
 * PostgreSQL's EXPLAIN ANALYZE with the rows each node read (see postgresLines). PostgreSQL picks its
 * plan by the table statistics, so on test-sized tables the shape of its plan is not the one it takes
 * on large ones; what a plan read, against the rows it answered, shows whether the cost follows the page
 * or the table.
 */
export async function planLines(db: Db, query: Compilable): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  if (!ON_POSTGRES) {
    const result = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return result.rows.map((r) => r.detail);
  }
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PostgresPlanNode }] }>(
    CompiledQuery.raw(`explain (analyze, format json) ${text}`, [...parameters]),
  );
  return postgresLines(result.rows[0]!['QUERY PLAN'][0].Plan);
}
