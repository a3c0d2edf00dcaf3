import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../src/api';
import { signIn, spawnServer, type ChildServer } from './reliability/childServer';
import { createPgCluster, PG_BIN, type PgCluster } from './reliability/pgCluster';

/**
 * The real server (a child process) against a PostgreSQL cluster this file starts and stops: it waits for
 * the database at start, readiness follows the database and the pool recovers after a restart, and a
 * SIGTERM lets a request in flight finish (or, past SHUTDOWN_GRACE_MS, exits 1).
 */
const START_TIMEOUT = 120_000;
const ADMIN = { username: 'lifecycle', password: 'lifecycle-pass' };
const PASSWORD = 'never-printed';

let cluster: PgCluster | undefined;
const children: ChildServer[] = [];
beforeAll(async () => {
  if (PG_BIN) cluster = await createPgCluster();
}, START_TIMEOUT);
afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  await Promise.all(children.map((c) => c.exited));
  await cluster?.remove();
}, START_TIMEOUT);

/** Until `check` passes (it throws until then), within a generous deadline. */
async function eventually(check: () => Promise<void> | void, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const statusOf = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 'refused' as const,
  );

function start(env: Record<string, string> = {}): Promise<ChildServer> {
  const server = spawnServer(
    {
      DATABASE_URL: cluster!.url(PASSWORD),
      SEED: 'none',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: 'production',
      // The lock of the shutdown tests must hold a statement for as long as the test says.
      STATEMENT_TIMEOUT_MS: '600000',
      ...env,
    },
    START_TIMEOUT,
  );
  return server.then((child) => (children.push(child), child));
}

/** Holds an ACCESS EXCLUSIVE lock on the sessions table: every session check waits until `release`. */
async function lockSessions(): Promise<{ waiting(): Promise<number>; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: cluster!.url() });
  await client.connect();
  await client.query('begin');
  await client.query('lock table sessions in access exclusive mode');
  return {
    async waiting() {
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()",
      );
      return Number(rows[0].n);
    },
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** The admin's own profile: a call whose session check reads the sessions table. */
const me = (base: string, token: string) => fetch(`${base}${API_BASE_PATH}/get/admin`, { headers: { Token: token } });

// Without PostgreSQL's binaries (apt-get install postgresql; .ci/run installs it) the suite is skipped, saying why.
const SUITE = PG_BIN
  ? 'lifecycle on a real PostgreSQL'
  : 'lifecycle on a real PostgreSQL: SKIPPED, no PostgreSQL under /usr/lib/postgresql/*/bin';

describe.runIf(PG_BIN)(SUITE, () => {
  let server: ChildServer;

  it('waits for PostgreSQL at start, then answers ready', { timeout: 2 * START_TIMEOUT }, async () => {
    // Down: the port accepts nothing but this listener, which drops the server's first try.
    const down = createServer((socket) => socket.destroy());
    const firstTry = new Promise<void>((resolve) => down.once('connection', () => resolve()));
    await new Promise<void>((resolve) => down.listen(cluster!.port, '127.0.0.1', resolve));
    const starting = start();
    await Promise.race([firstTry, starting]);
    await new Promise((resolve) => down.close(resolve));
    await cluster!.start();
    server = await starting;

    const retry = server
      .output()
      .split('\n')
      .map((line) => (line.startsWith('{') ? (JSON.parse(line) as Record<string, unknown>) : {}))
      .find((line) => line.attempt === 1);
    expect(retry).toMatchObject({ level: 40, attempt: 1, retryInMs: 500, error: expect.any(String) });
    expect(server.output()).not.toContain(PASSWORD);
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 on /readyz while PostgreSQL is down, and recovers without a restart', async () => {
    await cluster!.stop();
    await eventually(async () => expect(await statusOf(`${server.base}/readyz`)).toBe(503));
    const unready = (await (await fetch(`${server.base}/readyz`)).json()) as { status: string; reason: string };
    expect(unready.status).toBe('unavailable');
    expect(unready.reason).not.toBe('');
    expect(await statusOf(`${server.base}/healthz`)).toBe(200);

    await cluster!.start();
    await eventually(async () => expect(await statusOf(`${server.base}/readyz`)).toBe(200));
    const token = await signIn(server.base, ADMIN.username, ADMIN.password);
    expect((await me(server.base, token)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });

  it('on SIGTERM: readiness goes at once, the request in flight finishes, then exit 0', async () => {
    const token = await signIn(server.base, ADMIN.username, ADMIN.password);
    const lock = await lockSessions();
    let released = false;
    try {
      const inFlight = me(server.base, token);
      await eventually(async () => expect(await lock.waiting()).toBe(1));
      server.process.kill('SIGTERM');
      await eventually(() => expect(server.output()).toContain('SIGTERM: closing'));
      expect([503, 'refused']).toContain(await statusOf(`${server.base}/readyz`));
      await lock.release();
      released = true;
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('Closed.');
    } finally {
      if (!released) await lock.release();
    }
  });

  it('exits 1 with a log line when the request in flight outlasts SHUTDOWN_GRACE_MS', async () => {
    const grace = 1000;
    const child = await start({ SHUTDOWN_GRACE_MS: String(grace) });
    const token = await signIn(child.base, ADMIN.username, ADMIN.password);
    const lock = await lockSessions();
    try {
      const inFlight = me(child.base, token).catch(() => 'cut off');
      await eventually(async () => expect(await lock.waiting()).toBe(1));
      const signalled = Date.now();
      child.process.kill('SIGTERM');
      expect(await child.exited).toBe(1);
      // Generous: the point is that it does not wait for the lock (held until the end of this test).
      expect(Date.now() - signalled).toBeLessThan(grace + 20_000);
      expect(child.output()).toContain('Requests still in flight after SHUTDOWN_GRACE_MS');
      expect(await inFlight).toBe('cut off');
    } finally {
      await lock.release();
    }
  });
});
