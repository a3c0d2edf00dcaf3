import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import type { DialectName } from '../../../server/db/migrations/helpers';
import type { Db } from '../../../server/db/schema';

/**
 * TEST_DATABASE_URL (postgres://...) runs the server tests on PostgreSQL: a server where the user may
 * create databases. Each test database is a fresh one on it, dropped afterwards. Unset: SQLite files.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL || undefined;

export const TEST_DIALECT: DialectName = SERVER_URL ? 'postgres' : 'sqlite';
export const ON_POSTGRES = TEST_DIALECT === 'postgres';

/** A new, empty database: where it is (as the server's config reads it), and how to remove it. */
export interface EmptyDatabase {
  target: DatabaseTarget;
  /** The DATABASE_URL of this database, for starting server/main.ts on it. */
  url: string;
  /** The database's name on the PostgreSQL server (the file path on SQLite). */
  name: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Waits until no connection is open on the database, at most 5 s. A destroyed pool's connections may still be
 * closing (pg-pool's end() resolves once it has asked them to close): a forced drop then cut them, and each
 * reported "terminating connection due to administrator command" as an idle connection's error.
 */
async function connectionsGone(client: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]!.n === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `clause`: the rest of CREATE DATABASE (a template, a locale). */
async function createPostgresDatabase(serverUrl: string, clause = ''): Promise<EmptyDatabase> {
  const name = `busads_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name} ${clause}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 10 },
    url: url.toString(),
    name,
    drop: () =>
      onServer(serverUrl, async (client) => {
        await connectionsGone(client, name);
        // FORCE: a test that failed midway may leave connections open; they must not keep the database alive.
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

function createSqliteDatabase(): EmptyDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'busads-test-'));
  const filename = join(dir, 'test.sqlite');
  return {
    target: { kind: 'sqlite', filename },
    url: `sqlite:${filename}`,
    name: filename,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh empty database of the dialect under test: a temp SQLite file, or a new PostgreSQL database. */
export async function createEmptyDatabase(options: { postgresClause?: string } = {}): Promise<EmptyDatabase> {
  return SERVER_URL ? createPostgresDatabase(SERVER_URL, options.postgresClause) : createSqliteDatabase();
}

/**
 * A copy of the run's migrated and demo-seeded template (see seededTemplate.ts): a copied SQLite file, or a
 * PostgreSQL database created from the template. Undefined outside the projects that make the template;
 * the caller then migrates and seeds itself.
 */
export async function copySeededTemplate(): Promise<EmptyDatabase | undefined> {
  const template = inject('seededTemplate');
  if (!template) return undefined;
  if (SERVER_URL) return createPostgresDatabase(SERVER_URL, `template ${template}`);
  const database = createSqliteDatabase();
  copyFileSync(template, database.name);
  return database;
}

/** A fresh migrated database of the dialect under test, open; `close` destroys the pool and drops it. */
export async function openTestDatabase(): Promise<{ db: Db; target: DatabaseTarget; close(): Promise<void> }> {
  const database = await createEmptyDatabase();
  const db = openDatabase(database.target);
  await migrateToLatest(db, database.target.kind);
  return {
    db,
    target: database.target,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
