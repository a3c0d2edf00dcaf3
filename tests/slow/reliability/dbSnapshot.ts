import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../server/db/schema';

/** Per table: its row count and a sha256 over its rows (order-independent). */
export type DbSnapshot = Record<string, { rows: number; sha256: string }>;

const stable = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** Every table of the database (SQLite or PostgreSQL), read whole: for "nothing changed" checks. */
export async function snapshotDatabase(db: Db): Promise<DbSnapshot> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const out: DbSnapshot = {};
  for (const table of tables.filter((t) => !t.isView).sort((a, b) => a.name.localeCompare(b.name))) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    const lines = result.rows.map(stable).sort();
    const hash = createHash('sha256');
    for (const line of lines) hash.update(line).update('\n');
    out[table.name] = { rows: lines.length, sha256: hash.digest('hex') };
  }
  return out;
}
