import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';

/**
 * The migrated demo database, seeded once per run into a SQLite file for the global setups of every project
 * that needs it (tests/setup/demoTemplate.ts, tests/server/helpers/seededTemplate.ts on SQLite). Vitest runs the
 * projects' global setups one after the other before the first test, in one process: a seed each (2-3 s) was
 * that much longer before any test began. The file is in rollback-journal mode, so that it opens from a buffer
 * too (a WAL-mode file cannot); the server switches a copy to WAL when it opens it. Dates are relative to the
 * start of the run, as on a server started now.
 */
interface Shared {
  file: Promise<string>;
  dir: string;
  users: number;
}
const KEY = Symbol.for('busads.tests.demoSeed');
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

async function seedInto(file: string): Promise<string> {
  const db = openSqlite(file);
  try {
    await migrateToLatest(db, 'sqlite');
    await seedDemo(db);
    await sql`PRAGMA journal_mode = DELETE`.execute(db);
  } finally {
    await db.destroy();
  }
  return file;
}

/** The seeded file's path, and a release to call in the global setup's teardown (the last one deletes it). */
export async function acquireDemoSeed(): Promise<{ file: string; release: () => void }> {
  let shared = registry[KEY];
  if (!shared) {
    const dir = mkdtempSync(join(tmpdir(), 'busads-demo-'));
    shared = { dir, users: 0, file: seedInto(join(dir, 'demo.sqlite')) };
    registry[KEY] = shared;
  }
  const mine = shared;
  mine.users += 1;
  const file = await mine.file;
  let released = false;
  return {
    file,
    release: () => {
      if (released) return;
      released = true;
      mine.users -= 1;
      if (mine.users > 0) return;
      rmSync(mine.dir, { recursive: true, force: true });
      if (registry[KEY] === mine) delete registry[KEY];
    },
  };
}
