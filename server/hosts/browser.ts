import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { migrateToLatest } from '../db/migrate';
import { exportSqlJs, openSqlJs, sqlJsInTransaction } from '../db/sqlJs';
import { createFetchHost } from './fetchHost';

/** Mock mode's backend: its `fetch`, and the database's bytes to keep it (outside transactions only). */
export interface BrowserBackend {
  fetch: typeof fetch;
  /** The database changed since it was opened or last exported. */
  hasChanges(): boolean;
  /** A call is inside a transaction (it awaits between statements): not the moment to export. */
  inTransaction(): boolean;
  exportDatabase(): Uint8Array;
}

/**
 * Mock mode's backend: the server's own migrations and handlers over SQLite compiled to WebAssembly, on a
 * database file given as bytes (the demo database made at build time, scripts/build/demoDatabase.ts, or the
 * one the browser kept). Migrations bring a kept database made by an older build up to date.
 */
export async function createBrowserBackend(database: Uint8Array): Promise<BrowserBackend> {
  const SQL = await initSqlJs({ locateFile: () => wasmUrl });
  const sqlite = new SQL.Database(database);
  const db = openSqlJs(sqlite);
  await migrateToLatest(db, 'sqlite');
  return {
    fetch: createFetchHost({ db, clientIp: 'this browser' }),
    // SQLite counts the rows changed since the connection opened; sql.js reopens it on each export.
    hasChanges: () => Number(sqlite.exec('SELECT total_changes()')[0]?.values[0]?.[0] ?? 0) > 0,
    inTransaction: () => sqlJsInTransaction(sqlite),
    exportDatabase: () => exportSqlJs(sqlite),
  };
}
