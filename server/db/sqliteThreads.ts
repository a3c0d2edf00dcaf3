import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { statementTimedOut } from '../domain/errors';
import { skipReadIfClientGone } from './requestScope';
import { isRead } from './statements';

/**
 * SQLite off the event loop. better-sqlite3 runs a statement synchronously on the thread that calls it, so
 * one slow read on the server's thread holds every other request. Here each connection lives on its own
 * worker thread: one writer (every write and every transaction, one at a time, as SQLite allows) and
 * `readers` read-only connections that run plain reads side by side over WAL, each seeing the last commit.
 * A slow read occupies one reader; the event loop and the other readers go on.
 */
export interface SqliteThreadsConfig {
  filename: string;
  /** PRAGMAs for every connection (the writer's journal_mode among them); readers skip those only a writer needs. */
  pragmas: readonly string[];
  readers: number;
  /**
   * A read-only connection's deadline (ms): past it, the caller gets the 503 error at once and the thread is
   * replaced by a new one. better-sqlite3 cannot interrupt a statement, so the old thread ends only when its
   * statement returns; its slot is free at once. The writer has none: stopping it could cut a transaction.
   */
  statementTimeoutMs?: number;
  /** One read-only connection and no writer (the session checks' own lane, connect.ts). */
  readOnly?: boolean;
}

/** What the pool is doing now (for /metrics). */
export interface SqliteThreadStats {
  readers: number;
  readersBusy: number;
  readsQueued: number;
  writerBusy: boolean;
  writesQueued: number;
}

const WORKER_URL = new URL('./sqliteThread.worker.mjs', import.meta.url);
/** PRAGMAs only a writer needs: journal_mode (switching to WAL writes the file), foreign_keys and synchronous. */
const WRITER_ONLY_PRAGMA = /^\s*(journal_mode|foreign_keys|synchronous)\b/i;

interface Answer {
  rows: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: { message: string; code?: string };
}

/** An error of SQLite, with its code ('SQLITE_CONSTRAINT_UNIQUE', …) as better-sqlite3 gives it. */
export class SqliteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

interface Pending {
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

interface ThreadData {
  filename: string;
  readonly: boolean;
  pragmas: readonly string[];
}

/** One connection on one worker thread, started on first use; one statement at a time (its pool sees to it). */
class SqliteThread {
  #worker: Worker | undefined;
  /** Resolves once the worker has opened its connection (its first message). */
  #opened: Promise<void> = Promise.resolve();
  #pending: Pending | undefined;

  constructor(
    private readonly workerData: ThreadData,
    private readonly deadlineMs?: number,
  ) {}

  async execute({ sql, parameters }: CompiledQuery): Promise<QueryResult<unknown>> {
    const worker = this.start();
    const answer = await new Promise<Answer>((resolve, reject) => {
      // The deadline counts from the moment the thread has its connection open, not while a new one starts.
      let done = false;
      let deadline: NodeJS.Timeout | undefined;
      const { deadlineMs } = this;
      if (deadlineMs !== undefined)
        void this.#opened.then(() => {
          if (!done) deadline = setTimeout(() => this.#replace(worker), deadlineMs);
        });
      const settled = () => {
        done = true;
        clearTimeout(deadline);
      };
      this.#pending = {
        resolve: (answer) => (settled(), resolve(answer)),
        reject: (error) => (settled(), reject(error)),
      };
      // Held while a statement runs, so a script awaiting it does not exit; idle threads keep nothing alive.
      worker.ref();
      try {
        worker.postMessage({ sql, parameters });
      } catch (error) {
        // A parameter that cannot be copied to the thread (a function, a symbol) fails here, not on the thread.
        this.#settle((pending) => pending.reject(error as Error));
      }
    });
    if (answer.error) throw new SqliteError(answer.error.message, answer.error.code);
    if (answer.changes === undefined) return { rows: answer.rows };
    return {
      rows: [],
      numAffectedRows: BigInt(answer.changes),
      insertId: answer.lastInsertRowid === undefined ? undefined : BigInt(answer.lastInsertRowid),
    };
  }

  start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_URL, { workerData: this.workerData });
    worker.unref();
    // A replaced thread (#replace) may still answer or end later: only the current one settles anything.
    const current = () => this.#worker === worker;
    let opened!: () => void;
    this.#opened = new Promise((resolve) => (opened = resolve));
    worker.on('message', (answer: Answer | 'opened') => {
      if (answer === 'opened') opened();
      else if (current()) this.#settle((pending) => pending.resolve(answer));
    });
    worker.on('error', (error) => current() && this.#settle((pending) => pending.reject(error)));
    worker.on('exit', (code) => {
      if (!current()) return;
      this.#worker = undefined;
      this.#settle((pending) => pending.reject(new Error(`SQLite thread exited with code ${code}`)));
    });
    this.#worker = worker;
    return worker;
  }

  /** Past the deadline: the caller gets the 503 error, the thread is told to stop and the next statement starts a new one. */
  #replace(worker: Worker): void {
    if (this.#worker !== worker) return;
    this.#settle((pending) => pending.reject(statementTimedOut()));
    this.#worker = undefined;
    void worker.terminate();
  }

  #settle(action: (pending: Pending) => void): void {
    const pending = this.#pending;
    this.#pending = undefined;
    this.#worker?.unref();
    if (pending) action(pending);
  }

  async close(): Promise<void> {
    await this.#worker?.terminate();
  }
}

/** Threads handed out one caller at a time, the others queued in order. */
class ThreadPool {
  readonly #idle: SqliteThread[];
  readonly #waiting: Array<(thread: SqliteThread) => void> = [];

  constructor(readonly threads: readonly SqliteThread[]) {
    this.#idle = [...threads];
  }

  get busy(): number {
    return this.threads.length - this.#idle.length;
  }

  get queued(): number {
    return this.#waiting.length;
  }

  acquire(): Promise<SqliteThread> {
    const thread = this.#idle.pop();
    if (thread) return Promise.resolve(thread);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(thread: SqliteThread): void {
    const next = this.#waiting.shift();
    if (next) next(thread);
    else this.#idle.push(thread);
  }

  async use<T>(run: (thread: SqliteThread) => Promise<T>): Promise<T> {
    const thread = await this.acquire();
    try {
      return await run(thread);
    } finally {
      this.release(thread);
    }
  }
}

/**
 * What Kysely holds as a connection: outside a transaction it sends reads to a free reader and writes to the
 * writer; inside one (`pinned`) everything goes to the writer it holds.
 */
class RoutedConnection implements DatabaseConnection {
  pinned: SqliteThread | undefined;

  constructor(private readonly driver: SqliteThreadsDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, readers } = this.driver;
    const run = (thread: SqliteThread) => thread.execute(query) as Promise<QueryResult<R>>;
    if (this.pinned) return run(this.pinned);
    // Checked again once a thread is free: the client may have left while the read waited for one.
    const runUnlessGone = (thread: SqliteThread) => (skipReadIfClientGone(query), run(thread));
    return (isRead(query) && readers.threads.length > 0 ? readers : writer).use(runUnlessGone);
  }

  /** Kysely's `.stream()`: the rows arrive from the thread all at once, so they are yielded as one chunk. */
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

function pinnedWriter(connection: RoutedConnection): SqliteThread {
  if (!connection.pinned) throw new Error('No transaction is open on this connection');
  return connection.pinned;
}

class SqliteThreadsDriver implements Driver {
  readonly writer: ThreadPool;
  readonly readers: ThreadPool;

  constructor({ filename, pragmas, readers, statementTimeoutMs, readOnly = false }: SqliteThreadsConfig) {
    const read: ThreadData = { filename, readonly: true, pragmas: pragmas.filter((p) => !WRITER_ONLY_PRAGMA.test(p)) };
    const reader = () => new SqliteThread(read, statementTimeoutMs);
    this.writer = new ThreadPool([readOnly ? reader() : new SqliteThread({ filename, readonly: false, pragmas })]);
    this.readers = new ThreadPool(Array.from({ length: readOnly ? 0 : readers }, reader));
  }

  stats(): SqliteThreadStats {
    return {
      readers: this.readers.threads.length,
      readersBusy: this.readers.busy,
      readsQueued: this.readers.queued,
      writerBusy: this.writer.busy > 0,
      writesQueued: this.writer.queued,
    };
  }

  async init(): Promise<void> {
    // The writer opens the file first: it creates it and switches it to WAL, which the readers need. The
    // readers then start in the background (loading better-sqlite3 on a new thread takes a while).
    await this.writer.use((thread) => thread.execute(CompiledQuery.raw('select 1')));
    for (const reader of this.readers.threads) reader.start();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async beginTransaction(connection: RoutedConnection): Promise<void> {
    const thread = await this.writer.acquire();
    try {
      // IMMEDIATE takes the write lock now (waiting up to busy_timeout for another process's writer), so a
      // transaction that reads first can never fail to upgrade to writing later.
      await thread.execute(CompiledQuery.raw('begin immediate'));
      connection.pinned = thread;
    } catch (error) {
      this.writer.release(thread);
      throw error;
    }
  }

  async commitTransaction(connection: RoutedConnection): Promise<void> {
    // A failed COMMIT throws with the writer still pinned: Kysely rolls back next, and releases the connection.
    await pinnedWriter(connection).execute(CompiledQuery.raw('commit'));
    this.#unpin(connection);
  }

  async rollbackTransaction(connection: RoutedConnection): Promise<void> {
    try {
      await pinnedWriter(connection).execute(CompiledQuery.raw('rollback'));
    } finally {
      this.#unpin(connection);
    }
  }

  #unpin(connection: RoutedConnection): void {
    if (!connection.pinned) return;
    this.writer.release(connection.pinned);
    connection.pinned = undefined;
  }

  async releaseConnection(connection: RoutedConnection): Promise<void> {
    this.#unpin(connection);
  }

  async destroy(): Promise<void> {
    await Promise.all([...this.writer.threads, ...this.readers.threads].map((thread) => thread.close()));
  }
}

export class SqliteThreadsDialect implements Dialect {
  #driver: SqliteThreadsDriver | undefined;

  constructor(private readonly config: SqliteThreadsConfig) {}

  createDriver(): Driver {
    this.#driver = new SqliteThreadsDriver(this.config);
    return this.#driver;
  }

  /** What its threads are doing now; undefined before Kysely has made the driver. */
  stats(): SqliteThreadStats | undefined {
    return this.#driver?.stats();
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
