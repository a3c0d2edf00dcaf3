import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database, Db } from './schema';

/** An embedded SQLite database: a file path, or ':memory:'. */
export interface SqliteTarget {
  kind: 'sqlite';
  filename: string;
}

/** Opens SQLite with foreign keys on and WAL journaling; creates the file's folder when needed. */
export function openSqlite(filename: string): Db {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (filename !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function openDatabase(target: SqliteTarget): Db {
  return openSqlite(target.filename);
}
