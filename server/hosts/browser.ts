import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { migrateToLatest } from '../db/migrate';
import { shiftDemo } from '../db/demo/shiftDates';
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
 * one the browser kept). Migrations bring a kept database made by an older build up to date. The build's demo
 * database comes with `seededAt`, the second its dates were made relative to: they move to now, so a build a
 * day or a month old opens on data as alive as a server seeded today (the Ad Summary's 5 minutes included).
 */
export async function createBrowserBackend(database: Uint8Array, seededAt?: number): Promise<BrowserBackend> {
  const SQL = await initSqlJs({ locateFile: () => wasmUrl });
  const sqlite = new SQL.Database(database);
  const db = openSqlJs(sqlite);
  await migrateToLatest(db, 'sqlite');
  if (seededAt !== undefined) await shiftDemo(db, seededAt, { pause: nextTurn });
  return {
    fetch: createFetchHost({ db, clientIp: 'this browser' }),
    // SQLite counts the rows changed since the connection opened; sql.js reopens it on each export.
    hasChanges: () => Number(sqlite.exec('SELECT total_changes()')[0]?.values[0]?.[0] ?? 0) > 0,
    inTransaction: () => sqlJsInTransaction(sqlite),
    exportDatabase: () => exportSqlJs(sqlite),
  };
}

/**
 * A turn of the event loop, so the page (its login form) answers between two statements. A message, not a
 * timer: a background tab runs timers once a second at most.
 */
function nextTurn(): Promise<void> {
  return new Promise((resume) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resume();
    };
    port2.postMessage(null);
  });
}
