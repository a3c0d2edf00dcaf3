import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, fillPath, type Endpoint, type ParamInput } from '../../../src/api';
import { buildApp } from '../../../server/app';
import { openDatabase, type DatabaseTarget } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Db } from '../../../server/db/schema';
import { seedDemo } from '../../../server/db/seed';
import { adminForToken } from '../../../server/services/sessions';
import { copySeededTemplate, createEmptyDatabase } from './testDatabase';

export interface Answer {
  status: number;
  body: unknown;
  /** The parsed JSON body, loosely typed for assertions. */
  json: JsonBody;
  headers: Headers;
  text: string;
}
// Loose on purpose: tests assert on shapes the contract schemas check elsewhere.
export type JsonBody = {
  content?: { data?: unknown; token?: string };
  error?: { code: number | string; message: string; status: number };
};

export interface CallOptions {
  params?: Record<string, ParamInput>;
  body?: unknown;
  token?: string | null;
  /**
   * The call ends the sessions it is made with (logout): they are put back after it, so the calls after it keep
   * their token. For the tests that check every endpoint's answer; tests/server/logout.test.ts checks they end.
   */
  endsSession?: boolean;
  /** Made at the call, from the server's state and the token sent (a challenge, a code): replaces the options it gives. */
  prepare?: (s: TestServer, token: string | null) => Promise<Omit<CallOptions, 'prepare'>>;
}

export interface TestServer {
  base: string;
  db: Db;
  /** Where its database is: another server on the same data opens it again. */
  target: DatabaseTarget;
  app: FastifyInstance;
  /** Any request: path relative to the server root, body sent as is (string) or as JSON. */
  request(
    method: string,
    path: string,
    init?: { token?: string | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<Answer>;
  /** A contract call: path filled from params, body wrapped in {data}, the admin's token by default. */
  call(endpoint: Endpoint, options?: CallOptions): Promise<Answer>;
  /** Signs in and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  /** The token of admin/admin, signed in once per server. */
  adminToken(): Promise<string>;
  /** Runs `run`, then puts back the sessions of `token`'s admin as they were before (see CallOptions.endsSession). */
  keepingSessions<T>(token: string | null, run: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** For a beforeAll that starts a server: without the run's template, seeding hashes passwords and writes ~50,000 events, slow on a busy 2-CPU runner. */
export const SERVER_START_TIMEOUT = 60_000;

/**
 * A fresh database (a temp SQLite file, or a new PostgreSQL database when TEST_DATABASE_URL is set),
 * migrated and seeded with the demo data (a copy of the run's seeded template), served on a random port.
 */
export async function startTestServer(
  options: { distDir?: string; seed?: boolean; corsOrigins?: string[] } = {},
): Promise<TestServer> {
  const seed = options.seed !== false;
  const copy = seed ? await copySeededTemplate() : undefined;
  const database = copy ?? (await createEmptyDatabase());
  const db = openDatabase(database.target);
  await migrateToLatest(db, database.target.kind);
  if (seed && !copy) await seedDemo(db);
  const app = buildApp({
    db,
    distDir: options.distDir ?? join(tmpdir(), 'busads-no-dist'),
    validateResults: true,
    corsOrigins: options.corsOrigins,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let adminToken: Promise<string> | undefined;

  const request: TestServer['request'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.Token = init.token;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, json: (parsed ?? {}) as JsonBody, headers: res.headers, text };
  };

  const login: TestServer['login'] = async (username = 'admin', password = username) => {
    const answer = await request('POST', `${API_BASE_PATH}/login/admin`, {
      body: { data: { username, password, remember: false } },
    });
    const token = answer.json.content?.token;
    if (answer.status !== 200 || !token) throw new Error(`login ${username} failed: ${answer.status} ${answer.text}`);
    return token;
  };

  const server: TestServer = {
    base,
    db,
    target: database.target,
    app,
    request,
    login,
    adminToken: () => (adminToken ??= login()),
    async keepingSessions(token, run) {
      const admin = token ? await adminForToken(db, token) : undefined;
      if (!admin) return run();
      const before = await db.selectFrom('sessions').selectAll().where('adminId', '=', admin.id).execute();
      const result = await run();
      const kept = new Set(
        (await db.selectFrom('sessions').select('tokenHash').where('adminId', '=', admin.id).execute()).map(
          (r) => r.tokenHash,
        ),
      );
      const ended = before.filter((r) => !kept.has(r.tokenHash)).map(({ id: _id, ...row }) => row);
      if (ended.length > 0) await db.insertInto('sessions').values(ended).execute();
      return result;
    },
    async call(endpoint, options = {}) {
      const first = options.token === undefined ? await server.adminToken() : options.token;
      const { params = {}, body, token } = { ...options, ...(await options.prepare?.(server, first)) };
      const path = API_BASE_PATH + fillPath(endpoint.path, params);
      const auth = token === undefined ? first : token;
      const send = () =>
        request(endpoint.method, path, { token: auth, body: body === undefined ? undefined : { data: body } });
      return options.endsSession ? server.keepingSessions(auth, send) : send();
    },
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
  return server;
}

/** The `data` of a success answer, failing loudly on an error answer. */
export function dataOf<T = unknown>(answer: Answer): T {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${answer.text}`);
  return answer.json.content?.data as T;
}

/** The rows of a list answer. */
export const rowsOf = <T = Record<string, unknown>>(answer: Answer): T[] => dataOf<{ all: T[] }>(answer).all;

/** The id of a country, state or route of the demo seed, by its name. */
export async function idByName(s: TestServer, table: 'countries' | 'states' | 'routes', name: string): Promise<number> {
  return (await s.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}
