import { writeFileSync } from 'node:fs';
import { Agent, get, type IncomingMessage } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openPostgres } from '../../server/db/connect';
import { tempDist } from './helpers/tempDist';
import { startTestServer, type TestServer } from './helpers/testServer';

const INDEX = '<!doctype html><html><body>busads test app</body></html>';
let dist: string;
let removeDist: (() => void) | undefined;
let s: TestServer;
beforeAll(async () => {
  ({ dir: dist, remove: removeDist } = tempDist({ 'index.html': INDEX }));
  s = await startTestServer({ distDir: dist, seed: false });
});
afterAll(async () => {
  await s?.close();
  removeDist?.();
});

/** A TCP server that accepts connections and never answers: a database that hangs. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nothing listens on: a database that refuses connections. */
async function closedPort(): Promise<number> {
  const server = await silentServer();
  await server.close();
  return server.port;
}

/**
 * The app on a PostgreSQL URL that cannot answer; `run` gets it unstarted (inject starts it). `stop` ends
 * the database's side first, so that the pool's pending connections fail rather than time out (10 s).
 */
async function withUnreachableDatabase(
  url: string,
  run: (app: FastifyInstance) => Promise<void>,
  stop?: () => Promise<void>,
): Promise<void> {
  const db = openPostgres(url, 2);
  const app = buildApp({ db, distDir: dist });
  try {
    await run(app);
  } finally {
    await app.close();
    await stop?.();
    await db.destroy();
  }
}

describe('health', () => {
  it('GET /healthz answers 200 JSON, uncached, without a token, never the app page', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await s.request(method, '/healthz');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      if (method === 'GET') expect(answer.body).toEqual({ status: 'ok' });
    }
  });

  it('GET /readyz answers 200 while the database answers', async () => {
    const answer = await s.request('GET', '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /readyz answers 503 with the reason when the database refuses connections; /healthz stays 200', async () => {
    const port = await closedPort();
    await withUnreachableDatabase(`postgres://busads:secret@127.0.0.1:${port}/busads`, async (app) => {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.headers['retry-after']).toBe('10');
      expect(ready.json()).toEqual({ status: 'unavailable', reason: expect.stringContaining('ECONNREFUSED') });
      expect(ready.body).not.toContain('secret');
      const live = await app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    });
  });

  it('GET /readyz answers 503 when the database does not answer within its deadline', async () => {
    const server = await silentServer();
    await withUnreachableDatabase(
      `postgres://busads@127.0.0.1:${server.port}/busads`,
      async (app) => {
        const ready = await app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ status: 'unavailable', reason: expect.stringMatching(/did not answer within/) });
      },
      () => server.close(),
    );
  });

  it.each([
    ['GET', '/v1/admins/nope'],
    ['GET', '/v1/admins/get/nope/1'],
    ['POST', '/v1/admins/nope'],
    ['GET', '/v1'],
  ])('%s %s answers the JSON 404 envelope with an app built', async (method, path) => {
    const answer = await s.request(method, path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ error: { code: 5, message: 'Not found', status: 404 } });
  });

  it('HEAD of an unknown /v1 path answers 404 JSON, not the app page', async () => {
    const answer = await s.request('HEAD', '/v1/admins/get/nope/1');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('closing', () => {
  it('lets a request in flight on a keep-alive connection finish, then closes its connection', async () => {
    const server = await startTestServer({ seed: false });
    let release = () => {};
    let started = () => {};
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Added before the app starts (startTestServer listens, so a second app): a route that waits for the test.
    const app = buildApp({ db: server.db, distDir: dist });
    app.get('/test/slow', async () => {
      started();
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      // A first answer leaves an idle keep-alive connection; close() must not wait for it either.
      expect((await fetch(`${base}/healthz`)).headers.get('connection')).toBe('keep-alive');
      const inFlight = fetch(`${base}/test/slow`);
      await isStarted;
      const closed = app.close();
      // New requests: refused, or (on a connection not closed yet) Fastify's 503.
      const late = await fetch(`${base}/healthz`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);
      release();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ done: true });
      expect(answer.headers.get('connection')).toBe('close');
      // Without the Connection: close, close() waits for keepAliveTimeout (72 s), past this test's timeout.
      await closed;
    } finally {
      await app.close();
      await server.close();
    }
  });

  it('ends the connection of an answer whose headers went out before close() began, once it is complete', async () => {
    // A file too large for the socket's buffers: its answer cannot finish until the client reads it.
    const size = 32 * 2 ** 20;
    writeFileSync(join(dist, 'large.bin'), Buffer.alloc(size, 7));
    const server = await startTestServer({ seed: false });
    const app = buildApp({ db: server.db, distDir: dist });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/large.bin`;
      const answer = await new Promise<IncomingMessage>((resolve, reject) =>
        get(url, { agent }, resolve).on('error', reject),
      );
      answer.pause();
      expect(answer.headers.connection).toBe('keep-alive');
      const closed = app.close();
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      const ended = new Promise((resolve) => answer.on('end', resolve));
      answer.resume();
      await ended;
      expect(bytes).toBe(size);
      // Left open, the connection would hold close() for keepAliveTimeout (72 s), past this test's timeout.
      await closed;
    } finally {
      agent.destroy();
      await app.close();
      await server.close();
    }
  });
});
