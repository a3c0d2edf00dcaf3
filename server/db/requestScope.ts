import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { clientGone } from '../domain/errors';
import type { AuthChanges } from './authChanges';
import { isRead } from './statements';

/**
 * The request a statement runs for, as an AbortSignal that fires when its client disconnects before the
 * answer (http/apiRoutes.ts). Carried by AsyncLocalStorage so that no repository needs to pass it on.
 */
const requestSignal = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` for a request whose client may go away: `signal` aborts then. */
export const runForRequest = <T>(signal: AbortSignal, work: () => T): T => requestSignal.run(signal, work);

/**
 * Throws the 499 error when the statement is a read and the current request's client has gone: it is not
 * started. Writes always run, so that what a request began to change is finished (or its transaction
 * rolled back by a failed read) as it would be if the client had stayed.
 */
export function skipReadIfClientGone(query: CompiledQuery): void {
  if (requestSignal.getStore()?.aborted && isRead(query)) throw clientGone();
}

/**
 * A connection that checks the request's client is still there before each statement, and tells `changes`
 * of every statement that may have changed sessions or admins, and of the end of its transaction.
 */
class CheckedConnection implements DatabaseConnection {
  /** The open transaction changed sessions or admins: its commit or rollback is a change too. */
  changedAuth = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly changes: AuthChanges,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    skipReadIfClientGone(query);
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      if (this.changes.afterStatement(query)) this.changedAuth = true;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    skipReadIfClientGone(query);
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  /** Runs the end of a transaction, then counts it as a change when the transaction made one. */
  async endTransaction(end: () => Promise<void>): Promise<void> {
    try {
      await end();
    } finally {
      if (this.changedAuth) this.changes.changed();
      this.changedAuth = false;
    }
  }
}

class CheckedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly changes: AuthChanges,
  ) {}
  init = () => this.inner.init();
  destroy = async () => {
    await this.changes.stop();
    await this.inner.destroy();
  };
  async acquireConnection(): Promise<DatabaseConnection> {
    return new CheckedConnection(await this.inner.acquireConnection(), this.changes);
  }
  beginTransaction = (c: CheckedConnection, settings: TransactionSettings) =>
    this.inner.beginTransaction(c.inner, settings);
  commitTransaction = (c: CheckedConnection) => c.endTransaction(() => this.inner.commitTransaction(c.inner));
  rollbackTransaction = (c: CheckedConnection) => c.endTransaction(() => this.inner.rollbackTransaction(c.inner));
  releaseConnection = (c: CheckedConnection) => this.inner.releaseConnection(c.inner);
}

/**
 * The dialect with every statement checked first (skipReadIfClientGone): when the client of a request has
 * disconnected, the reads it has not yet started never start (one already running finishes, or meets its
 * deadline). Every change of sessions or admins is told to `changes` (db/authChanges.ts).
 */
export function checkedDialect(inner: Dialect, changes: AuthChanges): Dialect {
  return {
    createDriver: () => new CheckedDriver(inner.createDriver(), changes),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db: Kysely<unknown>) => inner.createIntrospector(db),
  };
}
