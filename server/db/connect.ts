import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './schema';

/** An embedded SQLite database: a file path, or ':memory:'. */
export interface SqliteTarget {
  kind: 'sqlite';
  filename: string;
}

/** A PostgreSQL server: a postgres:// connection URL, served through a pool of `poolSize` connections. */
export interface PostgresTarget {
  kind: 'postgres';
  url: string;
  poolSize: number;
}

/** Where the data lives; `kind` is also the dialect the migrations are written for. */
export type DatabaseTarget = SqliteTarget | PostgresTarget;

/** Opens SQLite with foreign keys on and WAL journaling; creates the file's folder when needed. */
export function openSqlite(filename: string): Db {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (filename !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  // Reads of a large database through memory mapping and a 64 MB page cache instead of a read() per
  // page beyond SQLite's default 2 MB cache.
  if (filename !== ':memory:') sqlite.pragma('mmap_size = 1073741824');
  sqlite.pragma('cache_size = -65536');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * pg hands BIGINT (ids, unix seconds, kobo, COUNT) and NUMERIC (SUM of bigints) back as strings, to
 * keep precision beyond 2^53. Every such value here is far below that (kobo sums included), and the
 * code expects numbers as SQLite gives them, so this pool parses both as JS numbers.
 */
function numberTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, (value: string) => Number(value));
  types.setTypeParser(NUMERIC_OID, (value: string) => Number(value));
  return types;
}

/** Opens a pool of PostgreSQL connections; nothing connects until the first query. */
export function openPostgres(url: string, poolSize = 10): Db {
  // connectionTimeoutMillis: a server that does not answer fails the request after 10 s instead of
  // holding it until the operating system gives up on the TCP connection (minutes).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    types: numberTypes(),
  });
  // A pooled connection that dies while idle (server restart, network) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection error: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function openDatabase(target: DatabaseTarget): Db {
  return target.kind === 'sqlite' ? openSqlite(target.filename) : openPostgres(target.url, target.poolSize);
}
