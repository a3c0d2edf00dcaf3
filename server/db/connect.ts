import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { AuthChanges, setAuthChanges } from './authChanges';
import { listenForAuthChanges } from './authNotifications';
import { checkedDialect } from './requestScope';
import type { Database, Db } from './schema';
import { SqliteThreadsDialect, type SqliteThreadStats } from './sqliteThreads';

/** An embedded SQLite database: a file path, or ':memory:'. */
export interface SqliteTarget {
  kind: 'sqlite';
  filename: string;
  /** Read-only connections on their own threads beside the writer's (a file only); default one per core, ≥ 2. */
  readers?: number;
  /** A read's deadline in ms (a file only): past it the read answers 503 and its thread is replaced. */
  statementTimeoutMs?: number;
  /** Session checks from memory (services/sessionCache.ts); default on. */
  sessionCache?: boolean;
}

/** A PostgreSQL server: a postgres:// connection URL, served through a pool of `poolSize` connections. */
export interface PostgresTarget {
  kind: 'postgres';
  url: string;
  poolSize: number;
  /** PostgreSQL's statement_timeout in ms: a statement past it is cancelled and answers 503. */
  statementTimeoutMs?: number;
  /** Session checks from memory, with a connection LISTENing for other servers' changes; default on. */
  sessionCache?: boolean;
}

/** Where the data lives; `kind` is also the dialect the migrations are written for. */
export type DatabaseTarget = SqliteTarget | PostgresTarget;

/**
 * Every SQLite connection's settings: foreign keys on, WAL journaling (not for ':memory:'), and reads of a
 * large database through memory mapping and a 64 MB page cache instead of a read() per page beyond
 * SQLite's default 2 MB cache.
 */
function sqlitePragmas(filename: string): string[] {
  const inFile = filename !== ':memory:';
  return [
    'foreign_keys = ON',
    'busy_timeout = 5000',
    ...(inFile ? ['journal_mode = WAL'] : []),
    'synchronous = NORMAL',
    ...(inFile ? ['mmap_size = 1073741824'] : []),
    'cache_size = -65536',
  ];
}

/** Opens SQLite on the calling thread (one connection); creates the file's folder when needed. */
export function openSqlite(filename: string): Db {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  for (const pragma of sqlitePragmas(filename)) sqlite.pragma(pragma);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** What the database's connections are doing now, for /metrics; undefined for a connection on this thread. */
export type DatabaseStats =
  { kind: 'postgres'; total: number; idle: number; waiting: number } | ({ kind: 'sqlite' } & SqliteThreadStats);

const statsOf = new WeakMap<Db, () => DatabaseStats | undefined>();

export const databaseStats = (db: Db): DatabaseStats | undefined => statsOf.get(db)?.();

/**
 * A Kysely instance over `dialect` whose reads do not start once their request's client has gone, and whose
 * changes of sessions and admins are counted in `changes` (requestScope.ts).
 */
function serverDb(dialect: Dialect, stats: () => DatabaseStats | undefined, changes: AuthChanges): Db {
  const db = new Kysely<Database>({ dialect: checkedDialect(dialect, changes) });
  statsOf.set(db, stats);
  setAuthChanges(db, changes);
  return db;
}

/**
 * Opens a SQLite file with its connections on worker threads (sqliteThreads.ts): a writer and `readers`
 * read-only connections, so that no statement runs on the event loop. 0 readers: reads queue on the writer.
 * `readOnly`: one read-only connection only (the session checks' lane).
 */
export function openSqliteThreads(
  filename: string,
  readers: number,
  {
    statementTimeoutMs,
    readOnly,
    sessionCache = true,
  }: { statementTimeoutMs?: number; readOnly?: boolean; sessionCache?: boolean } = {},
): Db {
  mkdirSync(dirname(filename), { recursive: true });
  const dialect = new SqliteThreadsDialect({
    filename,
    pragmas: sqlitePragmas(filename),
    readers,
    statementTimeoutMs,
    readOnly,
  });
  // One server per SQLite file: every change of sessions and admins goes through this database.
  const changes = sessionCache ? new AuthChanges() : AuthChanges.unheard();
  const stats = () => {
    const now = dialect.stats();
    return now && { kind: 'sqlite' as const, ...now };
  };
  return serverDb(dialect, stats, changes);
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

let reportIdleError = (error: Error) => console.error(`PostgreSQL idle connection error: ${error.message}`);

/** Where the pools report a connection that died while idle (the server: its JSON log); default stderr. */
export function onPostgresIdleError(report: (error: Error) => void): void {
  reportIdleError = report;
}

/**
 * Opens a pool of PostgreSQL connections; nothing connects until the first query. `listen`: one more
 * connection LISTENs for changes of sessions and admins made by other servers (db/authNotifications.ts), so
 * that the sessions cache can be used (from the first session check on); without it the cache is off.
 */
export function openPostgres(url: string, poolSize = 10, statementTimeoutMs?: number, listen = true): Db {
  // connectionTimeoutMillis: a server that does not answer fails the request after 10 s instead of
  // holding it until the operating system gives up on the TCP connection (minutes).
  // options: short queries, many at once. No JIT compilation (tens of ms, paid by any query whose estimate
  // passes jit_above_cost) and no parallel workers (their start costs more than these queries, and the
  // other requests already use the cores). statement_timeout: every statement's deadline. An `options`
  // parameter in the URL replaces these.
  const deadline = statementTimeoutMs === undefined ? '' : ` -c statement_timeout=${statementTimeoutMs}`;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    types: numberTypes(),
    options: `-c jit=off -c max_parallel_workers_per_gather=0${deadline}`,
  });
  // A pooled connection that dies while idle (server restart, network) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => reportIdleError(error));
  const changes: AuthChanges = listen
    ? new AuthChanges(() => listenForAuthChanges(url, changes, (error) => reportIdleError(error)))
    : AuthChanges.unheard();
  const stats = (): DatabaseStats => ({
    kind: 'postgres',
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return serverDb(new PostgresDialect({ pool }), stats, changes);
}

/**
 * The server's database. A SQLite file gets its connections on worker threads, ':memory:' (one connection,
 * which threads cannot share) stays on the calling thread, as does a file when `onThisThread` (bulk seeding).
 */
export function openDatabase(target: DatabaseTarget, { onThisThread = false } = {}): Db {
  const { statementTimeoutMs, sessionCache = true } = target;
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize, statementTimeoutMs, sessionCache);
  if (target.filename === ':memory:' || onThisThread) return openSqlite(target.filename);
  const readers = target.readers ?? defaultSqliteReaders();
  return openSqliteThreads(target.filename, readers, { statementTimeoutMs, sessionCache });
}

/** Connections of the session checks' own (SESSION_LANE_SIZE for PostgreSQL, one reader thread for SQLite). */
const SESSION_LANE_SIZE = 2;

/**
 * The session checks' own connections, so that a request's sign-in check never queues behind other
 * admins' list reads for the main pool's connections or readers. Undefined where there is one connection
 * (':memory:'): the main database then serves them.
 */
export function openSessionLane(target: DatabaseTarget): Db | undefined {
  if (target.kind === 'postgres') return openPostgres(target.url, SESSION_LANE_SIZE, target.statementTimeoutMs, false);
  if (target.filename === ':memory:') return undefined;
  const { statementTimeoutMs } = target;
  return openSqliteThreads(target.filename, 0, { statementTimeoutMs, readOnly: true, sessionCache: false });
}

/** One reader per core, and at least two, so that one slow read never leaves the others without one. */
export function defaultSqliteReaders(): number {
  return Math.max(2, availableParallelism());
}
