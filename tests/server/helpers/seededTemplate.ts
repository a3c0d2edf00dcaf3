import { copyFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/db/seed';
import { acquireDemoSeed } from '../../setup/demoSeed';
import { createEmptyDatabase } from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated, demo-seeded database every seeded test database is copied from: a SQLite file's
     * path, or a PostgreSQL database's name when TEST_DATABASE_URL is set.
     */
    seededTemplate: string;
  }
}

/**
 * Global setup of the server and slow projects. The demo seed (~50,000 events, passwords hashed) takes
 * 1-3 s on SQLite and 5-10 s on PostgreSQL; each test file starts a server on a seeded database, so the
 * seed runs once per test run into a template, and copySeededTemplate copies it (a file copy on SQLite,
 * CREATE DATABASE ... TEMPLATE on PostgreSQL: milliseconds, well under a second). On SQLite the template is
 * the seed the app projects use too (tests/setup/demoSeed.ts). The seed itself is still tested by
 * seed.test.ts. Dates in the copies are relative to the start of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createEmptyDatabase();
  let release = () => {};
  if (template.target.kind === 'sqlite') {
    // The run's one seed, shared with the app projects (tests/setup/demoSeed.ts): a copy of its file.
    const seed = await acquireDemoSeed();
    release = seed.release;
    copyFileSync(seed.file, template.name);
  } else {
    const db = openDatabase(template.target);
    try {
      await migrateToLatest(db, template.target.kind);
      await seedDemo(db);
    } finally {
      await db.destroy();
    }
  }
  project.provide('seededTemplate', template.name);
  return async () => {
    release();
    await template.drop();
  };
}
