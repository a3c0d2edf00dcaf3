import { AsyncLocalStorage } from 'node:async_hooks';
import {
  RawNode,
  SelectQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { clientGone } from '../domain/errors';

/**
 * The request a statement runs for, as an AbortSignal that fires when its client disconnects before the
 * answer (http/apiRoutes.ts). Carried by AsyncLocalStorage so that no repository needs to pass it on.
 */
const requestSignal = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` for a request whose client may go away: `signal` aborts then. */
export const runForRequest = <T>(signal: AbortSignal, work: () => T): T => requestSignal.run(signal, work);

/** A plain read: a SELECT (a raw `sql` one too). */
export function isRead({ query, sql }: CompiledQuery): boolean {
  return SelectQueryNode.is(query) || (RawNode.is(query) && /^\s*select\b/i.test(sql));
}

/**
 * Throws the 499 error when the statement is a read and the current request's client has gone: it is not
 * started. Writes always run, so that what a request began to change is finished (or its transaction
 * rolled back by a failed read) as it would be if the client had stayed.
 */
export function skipReadIfClientGone(query: CompiledQuery): void {
  if (requestSignal.getStore()?.aborted && isRead(query)) throw clientGone();
}

/** A connection that checks the request's client is still there before each statement. */
class CheckedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    skipReadIfClientGone(query);
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    skipReadIfClientGone(query);
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class CheckedDriver implements Driver {
  constructor(private readonly inner: Driver) {}
  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  async acquireConnection(): Promise<DatabaseConnection> {
    return new CheckedConnection(await this.inner.acquireConnection());
  }
  beginTransaction = (c: CheckedConnection, settings: TransactionSettings) =>
    this.inner.beginTransaction(c.inner, settings);
  commitTransaction = (c: CheckedConnection) => this.inner.commitTransaction(c.inner);
  rollbackTransaction = (c: CheckedConnection) => this.inner.rollbackTransaction(c.inner);
  releaseConnection = (c: CheckedConnection) => this.inner.releaseConnection(c.inner);
}

/**
 * The dialect with every statement checked first (skipReadIfClientGone): when the client of a request has
 * disconnected, the reads it has not yet started never start (one already running finishes, or meets its
 * deadline).
 */
export function checkedDialect(inner: Dialect): Dialect {
  return {
    createDriver: () => new CheckedDriver(inner.createDriver()),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db: Kysely<unknown>) => inner.createIntrospector(db),
  };
}
