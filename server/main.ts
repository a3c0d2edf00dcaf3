import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Db } from './db/schema';
import { createFirstAdmin, DEMO_LOGINS, fillDemo, seedIfEmpty } from './db/seed';
import { countAdmins, findAdminByUsername } from './repositories/admins';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * First start only (no admin yet): the demo data, or just the first admin from ADMIN_USERNAME/ADMIN_PASSWORD.
 * seedIfEmpty checks for admins inside its transaction, so instances starting together seed once.
 */
async function seedOnFirstStart(db: Db, config: Config): Promise<string[]> {
  const dialect = config.DATABASE_URL.kind;
  const logins = DEMO_LOGINS.map((l) => `  ${l.username} / ${l.password}  (${l.role})`);
  if (config.SEED === 'demo') {
    const started = Date.now();
    if (await seedIfEmpty(db, dialect, (trx) => fillDemo(trx))) {
      return [`Seeded demo data in ${Date.now() - started} ms. Sign in with:`, ...logins];
    }
    const demo = await findAdminByUsername(db, DEMO_LOGINS[0].username);
    return demo ? ['Demo sign-ins (unless changed since):', ...logins] : [];
  }
  if ((await countAdmins(db)) > 0) return [];
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = config;
  if (!username || !password) {
    fail(
      'SEED=none and the database has no admin yet: set ADMIN_USERNAME and ADMIN_PASSWORD (at least 8 characters) for the first admin.',
    );
  }
  const created = await seedIfEmpty(db, dialect, (trx) => createFirstAdmin(trx, username, password));
  return created ? [`Created the first admin '${username}'.`] : [];
}

/** Fails with a clear message when the database cannot be reached (wrong URL, server down, bad password). */
async function checkReachable(db: Db, config: Config): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    const where =
      config.DATABASE_URL.kind === 'sqlite' ? config.DATABASE_URL.filename : 'the PostgreSQL server of DATABASE_URL';
    fail(`Cannot open the database (${where}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const db = openDatabase(config.DATABASE_URL);
  await checkReachable(db, config);
  await migrateToLatest(db, config.DATABASE_URL.kind);
  const notes = await seedOnFirstStart(db, config);
  const app = buildApp({
    db,
    distDir: config.DIST_DIR,
    trustProxy: config.TRUST_PROXY,
    cspConnectSrc: config.CSP_CONNECT_SRC,
    corsOrigins: config.CORS_ORIGINS,
    floodLimit: config.SIGN_IN_FLOOD_LIMIT,
    metricsToken: config.METRICS_TOKEN,
    // process.stdout writes synchronously to files and pipes on Linux, so a logged line survives a crash
    // (pino's default, an asynchronous buffer, lost most access lines of acknowledged writes on SIGKILL).
    logger: { level: config.LOG_LEVEL, stream: process.stdout },
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo;
  console.log([`BusAds admin is running at http://localhost:${port}`, ...notes].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
