import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/db/seed';
import { createEmptyDatabase } from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, demo-seeded PostgreSQL database every test database is copied from ('' on SQLite). */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the server project. On PostgreSQL the demo seed (~50,000 events, each checked
 * against four foreign keys and written to nine indexes) takes 5-10 s, several times SQLite's; so it
 * runs once per test run into a template database, and startTestServer copies that template
 * (CREATE DATABASE ... TEMPLATE, well under a second) instead of seeding again. The seed itself is
 * still tested on PostgreSQL by seed.test.ts. Dates in the copies are relative to the start of the run.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!process.env.TEST_DATABASE_URL) {
    project.provide('postgresTemplate', '');
    return undefined;
  }
  const template = await createEmptyDatabase();
  if (template.target.kind !== 'postgres') throw new Error('TEST_DATABASE_URL must be a postgres:// URL');
  const db = openDatabase(template.target);
  try {
    await migrateToLatest(db, 'postgres');
    await seedDemo(db);
  } finally {
    await db.destroy();
  }
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
