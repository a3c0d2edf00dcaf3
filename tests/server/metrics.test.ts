import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, routerPath } from '../../src/api';
import { OPENAPI_PATH } from '../../src/api/openapi';
import { buildApp } from '../../server/app';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';
import { TEST_DIALECT } from './helpers/testDatabase';

const TOKEN = 'metrics-token-0123456789';
const distDir = join(tmpdir(), 'busads-no-dist');
const vendorsPage = `${API_BASE_PATH}/get/vendors/1/50/-/-/-/-/-/-/-`;

let s: TestServer;
let app: ReturnType<typeof buildApp>;
beforeAll(async () => {
  s = await startTestServer();
  app = buildApp({ db: s.db, distDir, metricsToken: TOKEN });
}, SERVER_START_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await s?.close();
});

const scrape = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of the sample `name{labels}` (labels as Prometheus writes them), or undefined. */
const sample = (text: string, series: string) =>
  text
    .split('\n')
    .find((line) => line.startsWith(`${series} `))
    ?.split(' ')[1];

describe('GET /metrics', () => {
  it('does not exist unless a token is configured', async () => {
    const plain = buildApp({ db: s.db, distDir });
    try {
      const answer = await plain.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('http_request_duration_seconds');
    } finally {
      await plain.close();
    }
  });

  it('answers 401 with the error envelope without the bearer token, or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const answer = await scrape(authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json()).toEqual({ error: { code: 3, message: expect.stringMatching(/Bearer/), status: 401 } });
    }
  });

  it('counts requests by route pattern, method and status, not the scrapes themselves', async () => {
    const token = (
      await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/login/admin`,
        payload: { data: { username: 'admin', password: 'admin', remember: false } },
      })
    ).json<{ content: { token: string } }>().content.token;
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: vendorsPage, headers: { token } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: vendorsPage })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${API_BASE_PATH}/no/such/call` })).statusCode).toBe(404);
    await scrape(`Bearer ${TOKEN}`);

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    const route = API_BASE_PATH + routerPath(api.vendors.list.path);
    expect(route).toMatch(/^\/v1\/admins\/get\/vendors\/:page\//);
    const series = (labels: string) => `http_request_duration_seconds_count{${labels}}`;
    expect(text).toContain('# HELP http_request_duration_seconds ');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, series(`route="${route}",method="GET",status_code="200"`))).toBe('3');
    expect(sample(text, series(`route="${route}",method="GET",status_code="401"`))).toBe('1');
    expect(
      sample(text, `http_request_duration_seconds_bucket{le="5",route="${route}",method="GET",status_code="200"}`),
    ).toBe('3');
    expect(sample(text, series('route="unmatched",method="GET",status_code="404"'))).toBe('1');
    expect(text).not.toContain(vendorsPage);
    expect(text).not.toMatch(/route="\/metrics"/);
    // The scrape being answered is the only request in flight, and it is not counted.
    expect(sample(text, 'http_requests_in_flight')).toBe('0');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('counts a request in flight until it is answered or its client goes away', async () => {
    const server = buildApp({ db: s.db, distDir, metricsToken: TOKEN });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as AddressInfo;
      const inFlight = async () => {
        const answer = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        return sample(await answer.text(), 'http_requests_in_flight');
      };
      expect(await inFlight()).toBe('0');
      // A sign-in whose body never fully arrives: received (routed, hooks run), not yet answered.
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        `POST ${API_BASE_PATH}/login/admin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      );
      await expect.poll(inFlight, { timeout: 10_000 }).toBe('1');
      socket.destroy();
      await expect.poll(inFlight, { timeout: 10_000 }).toBe('0');
    } finally {
      await server.close();
    }
  });

  it('writes no access line for a scrape, and the usual one for other requests', async () => {
    const lines: { msg: string; req?: { url: string } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logged = buildApp({ db: s.db, distDir, metricsToken: TOKEN, logger: { level: 'info', stream } });
    try {
      expect((await logged.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
        200,
      );
      expect((await logged.inject({ url: API_BASE_PATH + OPENAPI_PATH })).statusCode).toBe(200);
      expect(lines.filter((l) => l.msg === 'request answered').map((l) => l.req?.url)).toEqual([
        API_BASE_PATH + OPENAPI_PATH,
      ]);
    } finally {
      await logged.close();
    }
  });

  it('has the database side: the SQLite threads or the PostgreSQL pool', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    if (TEST_DIALECT === 'sqlite') {
      expect(Number(sample(text, 'sqlite_readers'))).toBeGreaterThanOrEqual(2);
      for (const name of ['sqlite_readers_busy', 'sqlite_reads_queued', 'sqlite_writer_busy', 'sqlite_writes_queued'])
        expect(sample(text, name), name).toBe('0');
    } else {
      expect(Number(sample(text, 'postgres_pool_connections'))).toBeGreaterThanOrEqual(1);
      expect(Number(sample(text, 'postgres_pool_idle_connections'))).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'postgres_pool_waiting_queries')).toBe('0');
    }
  });
});
