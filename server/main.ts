import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { sql } from 'kysely';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { onPostgresIdleError, openDatabase, openSessionLane, type DatabaseTarget } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Db } from './db/schema';
import { createFirstAdmin, DEMO_LOGINS, fillDemo, seedIfEmpty } from './db/seed';
import { countAdmins, findAdminByUsername } from './repositories/admins';
import { requireSecondFactorFor } from './services/secondFactor';

/**
 * Every line the process writes is one JSON object on stdout (pino, the app's logger; `npm run dev:api` pipes
 * it through pino-pretty). process.stdout writes synchronously to files and pipes on Linux, so a logged line
 * survives a crash (pino's default, an asynchronous buffer, lost most access lines of acknowledged writes on
 * SIGKILL). Its level becomes LOG_LEVEL once the configuration is read.
 */
const log = pino({ level: 'info' }, process.stdout);

function fail(message: string): never {
  log.fatal(message);
  process.exit(1);
}

/** Backoff between tries to reach the database at start: 0.5 s, doubling up to 5 s. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A driver's message, with the password of the URL (if it ever appeared there) masked. */
function withoutPassword(message: string, target: DatabaseTarget): string {
  if (target.kind !== 'postgres' || !URL.canParse(target.url)) return message;
  const { password } = new URL(target.url);
  if (password === '') return message;
  return message.replaceAll(password, '***').replaceAll(decodeURIComponent(password), '***');
}

/**
 * `select 1` until the database answers: in a container platform PostgreSQL is often not up yet when the
 * server starts. Retried with backoff for DATABASE_WAIT_MS, each failed try logged; then a clear exit 1.
 * A SQLite file has no server to wait for: one try.
 */
async function waitForDatabase(db: Db, config: Config, notice: Logger): Promise<void> {
  const target = config.DATABASE_URL;
  const waitMs = target.kind === 'postgres' ? config.DATABASE_WAIT_MS : 0;
  const started = Date.now();
  for (let attempt = 1, delay = FIRST_RETRY_MS; ; attempt++, delay = Math.min(2 * delay, MAX_RETRY_MS)) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) notice.info({ attempt }, 'The database answers.');
      return;
    } catch (error) {
      const message = withoutPassword(messageOf(error), target);
      const left = waitMs - (Date.now() - started);
      if (left <= 0) {
        const where = target.kind === 'sqlite' ? target.filename : 'the PostgreSQL server of DATABASE_URL';
        const tries = attempt > 1 ? ` (${attempt} tries in ${Date.now() - started} ms, DATABASE_WAIT_MS)` : '';
        fail(`Cannot open the database (${where})${tries}: ${message}`);
      }
      const retryInMs = Math.min(delay, left);
      log.warn({ attempt, retryInMs, error: message }, 'The database does not answer yet; trying again.');
      await sleep(retryInMs);
    }
  }
}

/**
 * First start only (no admin yet): the demo data, or just the first admin from ADMIN_USERNAME/ADMIN_PASSWORD.
 * seedIfEmpty checks for admins inside its transaction, so instances starting together seed once.
 * Returns the demo sign-ins to show, if the demo admins exist.
 */
async function seedOnFirstStart(db: Db, config: Config, notice: Logger): Promise<string[] | undefined> {
  const dialect = config.DATABASE_URL.kind;
  const logins = DEMO_LOGINS.map((l) => `${l.username} / ${l.password}  (${l.role})`);
  if (config.SEED === 'demo') {
    const started = Date.now();
    if (await seedIfEmpty(db, dialect, (trx) => fillDemo(trx))) {
      notice.info(`Seeded demo data in ${Date.now() - started} ms.`);
      return logins;
    }
    return (await findAdminByUsername(db, DEMO_LOGINS[0].username)) ? logins : undefined;
  }
  if ((await countAdmins(db)) > 0) return undefined;
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = config;
  if (!username || !password) {
    fail(
      'SEED=none and the database has no admin yet: set ADMIN_USERNAME and ADMIN_PASSWORD (at least 8 characters) for the first admin.',
    );
  }
  if (await seedIfEmpty(db, dialect, (trx) => createFirstAdmin(trx, username, password)))
    notice.info(`Created the first admin '${username}'.`);
  return undefined;
}

/**
 * Migrations and the first seed run on connections without the statement deadline (a migration's backfill
 * of a large database may take minutes): SQLite's on this thread, PostgreSQL's own pool, closed afterwards.
 * An in-memory SQLite database has one connection: `db` itself (it has no deadline).
 */
async function withoutDeadline<T>(target: DatabaseTarget, db: Db, work: (setup: Db) => Promise<T>): Promise<T> {
  if (target.kind === 'sqlite' && target.filename === ':memory:') return work(db);
  const setup = openDatabase({ ...target, statementTimeoutMs: undefined }, { onThisThread: true });
  try {
    return await work(setup);
  } finally {
    await setup.destroy();
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
  log.level = config.LOG_LEVEL;
  // The process's own milestones (listening, seeded, closing) at info whatever LOG_LEVEL says (silent aside):
  // production's default level, warn, must still show where the server listens.
  const notice = log.child({}, { level: config.LOG_LEVEL === 'silent' ? 'silent' : 'info' });
  onPostgresIdleError((err) => log.warn({ err }, 'A PostgreSQL connection died while idle; the pool opens a new one.'));
  const db = openDatabase(config.DATABASE_URL);
  const sessionDb = openSessionLane(config.DATABASE_URL);
  // What a shutdown closes, in order; the app joins once it exists.
  const toClose: (() => Promise<void>)[] = [() => db.destroy(), async () => sessionDb?.destroy()];

  // SIGTERM, SIGINT (and an uncaught error): /readyz and every new request answer 503 at once and new
  // connections are refused (Fastify's close), requests in flight finish, then the database closes: exit 0.
  // Requests still running after SHUTDOWN_GRACE_MS: exit 1. A second signal: exit 1 at once.
  closeWithGrace(
    {
      delay: config.SHUTDOWN_GRACE_MS,
      logger: log,
      // Ctrl+C under `tsx watch` sends two SIGINTs (the terminal's and tsx's relay): no error for that.
      onSecondSignal: (signal) => log.warn({ signal }, 'Signalled again: exiting now.'),
      onTimeout: (ms) => log.error({ graceMs: ms }, 'Requests still in flight after SHUTDOWN_GRACE_MS: exiting (1).'),
    },
    async ({ signal, err }) => {
      if (err) log.fatal({ err }, 'Uncaught error: closing.');
      else notice.info({ signal }, `${signal ?? 'Exit'}: closing; requests in flight may finish.`);
      for (const close of toClose) await close();
      notice.info('Closed.');
    },
  );

  await waitForDatabase(db, config, notice);
  const demoSignIns = await withoutDeadline(config.DATABASE_URL, db, async (setup) => {
    await migrateToLatest(setup, config.DATABASE_URL.kind);
    return seedOnFirstStart(setup, config, notice);
  });
  requireSecondFactorFor(config.REQUIRE_2FA_FOR);
  const app = buildApp({
    db,
    sessionDb,
    distDir: config.DIST_DIR,
    trustProxy: config.TRUST_PROXY,
    cspConnectSrc: config.CSP_CONNECT_SRC,
    corsOrigins: config.CORS_ORIGINS,
    floodLimit: config.SIGN_IN_FLOOD_LIMIT,
    metricsToken: config.METRICS_TOKEN,
    // The same options as `log` above: the same lines, on the same synchronous stdout.
    logger: { level: config.LOG_LEVEL, stream: process.stdout },
  });
  toClose.unshift(() => app.close());
  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  // Tests and scripts wait for "running at http://localhost:PORT" (tests/slow/reliability/childServer.ts).
  notice.info({ url, demoSignIns }, `BusAds admin is running at ${url}`);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'The server could not start.');
  process.exit(1);
});
