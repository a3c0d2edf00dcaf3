import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file holding the migrated demo database, seeded once per run; tests open copies of it. */
    demoDatabase: string;
  }
}

/**
 * Global setup of the component tests: the server's migrations and demo seed, run once into a file
 * that every test host copies into memory (tests/components/testHost.ts). Dates are relative to the
 * start of the run, as on a server started now.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'busads-demo-'));
  const file = join(dir, 'demo.sqlite');
  const db = openSqlite(file);
  try {
    await migrateToLatest(db, 'sqlite');
    await seedDemo(db);
    // Out of WAL mode: a WAL-mode file cannot be opened from a buffer (in memory).
    await sql`PRAGMA journal_mode = DELETE`.execute(db);
  } finally {
    await db.destroy();
  }
  project.provide('demoDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
