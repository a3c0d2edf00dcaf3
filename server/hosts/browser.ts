import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../db/seed';
import { openSqlJs } from '../db/sqlJs';
import { createFetchHost } from './fetchHost';

/**
 * Mock mode's backend: the server's own migrations, demo data and handlers over SQLite compiled to
 * WebAssembly, in this tab's memory (a reload starts afresh). Built once, at the first call.
 */
export async function createBrowserFetch(): Promise<typeof fetch> {
  const SQL = await initSqlJs({ locateFile: () => wasmUrl });
  const db = openSqlJs(new SQL.Database());
  await migrateToLatest(db, 'sqlite');
  await seedDemo(db);
  return createFetchHost({ db, clientIp: 'this browser' });
}
