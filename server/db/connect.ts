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

/**
 * SQL text starting with this comment is run in better-sqlite3's raw mode on SQLite: each row comes back
 * as an array of its columns, without building an object with named properties per row (the slowest
 * part of reading a thousand-row list). See selectArrays in repositories/sql.ts.
 */
export const ARRAY_ROWS = '/*array rows*/ ';

/** Statements kept prepared, by SQL text: the server's queries repeat, so each is compiled by SQLite once. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew; this hands it the database with a `prepare` that
 * reuses the statement prepared for the same SQL text (least recently used dropped past the cache size).
 * A statement busy iterating (a streamed query) is never handed out twice: that one is prepared fresh.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  const cached = (source: string): SQLite.Statement => {
    const hit = cache.get(source);
    if (hit && !hit.busy) {
      cache.delete(source);
      cache.set(source, hit);
      return hit;
    }
    const statement = prepare(source);
    if (statement.reader && source.startsWith(ARRAY_ROWS)) statement.raw(true);
    if (!hit) {
      cache.set(source, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    return statement;
  };
  // Methods bound once: Kysely reads some of them on every query.
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return cached;
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      let method = bound.get(property);
      if (method === undefined) bound.set(property, (method = value.bind(target)));
      return method;
    },
  });
}

const dataVersions = new WeakMap<Db, () => string>();

/**
 * A value that changes whenever the data of `db` may have changed, or undefined when the database cannot
 * tell cheaply (PostgreSQL). On SQLite: rows changed through this connection since it opened
 * (`total_changes()`, triggers and rolled-back changes included) and commits by other connections
 * (`PRAGMA data_version`), read by prepared statements in a few microseconds.
 */
export function dataVersionOf(db: Db): (() => string) | undefined {
  return dataVersions.get(db);
}

function sqliteDataVersion(sqlite: SQLite.Database): () => string {
  // Two statements: 3 µs together, against 5 µs for one reading the pragma as a table.
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const version = sqlite.prepare('PRAGMA data_version').pluck();
  return () => `${changes.get() as number} ${version.get() as number}`;
}

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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  dataVersions.set(db, sqliteDataVersion(sqlite));
  return db;
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
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000, types: numberTypes() });
  // A pooled connection that dies while idle (server restart, network) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection error: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function openDatabase(target: DatabaseTarget): Db {
  return target.kind === 'sqlite' ? openSqlite(target.filename) : openPostgres(target.url, target.poolSize);
}
