import initSqlJs from 'sql.js';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { exportSqlJs, openSqlJs } from '../../server/db/sqlJs';
import { nowUnix } from '../../server/domain/clock';

/**
 * Mock mode's demo database as the bytes of an SQLite file: the server's own migrations and demo seed over
 * sql.js, the engine the browser opens it with. Loaded through Vite's module runner with the browser platform
 * (demoDatabasePlugin.ts), so its passwords are hashed as the browser checks them (PBKDF2, Web Crypto).
 */
export async function buildDemoDatabase(now = nowUnix()): Promise<{ bytes: Uint8Array; seededAt: number }> {
  const SQL = await initSqlJs();
  const sqlite = new SQL.Database();
  const db = openSqlJs(sqlite);
  await migrateToLatest(db, 'sqlite');
  await seedDemo(db, now);
  // Without the space the seed's deletes and rewrites left behind: a smaller file to download and keep.
  sqlite.run('VACUUM');
  const bytes = exportSqlJs(sqlite);
  await db.destroy();
  return { bytes, seededAt: now };
}
