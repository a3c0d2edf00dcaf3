import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Db } from './db/schema';
import { createFirstAdmin, DEMO_LOGINS, seedDemo } from './db/seed';
import { countAdmins, findAdminByUsername } from './repositories/admins';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** First start only (no admin yet): the demo data, or just the first admin from ADMIN_USERNAME/ADMIN_PASSWORD. */
async function seedOnFirstStart(db: Db, config: Config): Promise<string[]> {
  const logins = DEMO_LOGINS.map((l) => `  ${l.username} / ${l.password}  (${l.role})`);
  if ((await countAdmins(db)) > 0) {
    const demo = config.SEED === 'demo' && (await findAdminByUsername(db, DEMO_LOGINS[0].username));
    return demo ? ['Demo sign-ins (unless changed since):', ...logins] : [];
  }
  if (config.SEED === 'demo') {
    const started = Date.now();
    await seedDemo(db);
    return [`Seeded demo data in ${Date.now() - started} ms. Sign in with:`, ...logins];
  }
  if (!config.ADMIN_USERNAME || !config.ADMIN_PASSWORD) {
    fail('SEED=none and the database has no admin yet: set ADMIN_USERNAME and ADMIN_PASSWORD (at least 8 characters) for the first admin.');
  }
  await createFirstAdmin(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  return [`Created the first admin '${config.ADMIN_USERNAME}'.`];
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
  await migrateToLatest(db);
  const notes = await seedOnFirstStart(db, config);
  const app = buildApp({ db, distDir: config.DIST_DIR, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

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
