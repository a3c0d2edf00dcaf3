import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, fillPath, type Endpoint, type ParamInput } from '../../src/api';
import { buildApp } from '../../server/app';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Db } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { openSqlJs } from '../../server/db/sqlJs';
import { createFetchHost } from '../../server/hosts/fetchHost';

/**
 * One behaviour, three hosts: the Fastify server, the fetch host of the component tests (better-sqlite3)
 * and mock mode's host (sql.js, SQLite in WebAssembly) answer every call from the same handlers. Here
 * all three answer the same calls on the same demo data (one seed, one `now`) with the same envelopes.
 */
type Ask = (method: string, path: string, token?: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

const now = Math.floor(Date.now() / 1000);
let native: Db;
let wasm: Db;
let hosts: Record<'fastify' | 'fetch' | 'sql.js', Ask>;

const viaFetch =
  (f: typeof fetch): Ask =>
  async (method, path, token, body) => {
    const answer = await f(path, {
      method,
      headers: token ? { token } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json() };
  };

beforeAll(async () => {
  native = openSqlite(':memory:');
  await migrateToLatest(native, 'sqlite');
  await seedDemo(native, now);
  const SQL = await initSqlJs();
  wasm = openSqlJs(new SQL.Database());
  await migrateToLatest(wasm, 'sqlite');
  await seedDemo(wasm, now);
  const app = buildApp({ db: native, distDir: '/nonexistent' });
  hosts = {
    fastify: async (method, path, token, body) => {
      const res = await app.inject({
        method: method as 'GET',
        url: path,
        headers: token ? { token } : {},
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: res.statusCode, body: res.json() };
    },
    fetch: viaFetch(createFetchHost({ db: native })),
    'sql.js': viaFetch(createFetchHost({ db: wasm })),
  };
}, 60_000);
afterAll(async () => {
  await native?.destroy();
  await wasm?.destroy();
});

const path = (e: Endpoint, params: Record<string, ParamInput> = {}) => API_BASE_PATH + fillPath(e.path, params);

async function signIn(ask: Ask): Promise<string> {
  const answer = await ask('POST', path(api.session.login), undefined, {
    data: { username: 'admin', password: 'admin', remember: false },
  });
  return (answer.body as { content: { token: string } }).content.token;
}

describe('the three hosts', () => {
  const reads: [string, Endpoint, Record<string, ParamInput>][] = [
    ['dashboard figures', api.session.dashboard, {}],
    ['vendors page 2', api.vendors.list, { page: 2, limit: 50 }],
    ['ads of the first vendor', api.ads.list, { page: 1, limit: 50, vendorID: 1 }],
    ['report summary of the last 30 days', api.reports.summary, { from: now - 30 * 86_400, to: now }],
    ['topups', api.topups.list, {}],
  ];

  it.each(reads)('answer %s alike', async (_, endpoint, params) => {
    const answers = await Promise.all(
      Object.values(hosts).map(async (ask) => ask('GET', path(endpoint, params), await signIn(ask))),
    );
    expect(answers[0].status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('refuse a topup of 1.005 with the same message, and a call without a session alike', async () => {
    for (const ask of Object.values(hosts)) {
      const token = await signIn(ask);
      expect(await ask('POST', path(api.topups.create), token, { data: { vendorID: 1, amount: 1.005 } })).toEqual({
        status: 400,
        body: { error: { code: 2, message: 'amount: Amount has more than two decimals', status: 400 } },
      });
      expect(await ask('GET', path(api.session.dashboard))).toEqual({
        status: 401,
        body: { error: { code: 3, message: 'Expired session', status: 401 } },
      });
    }
  });
});
