import { describe, expect, it, vi } from 'vitest';
import { api, type Endpoint } from '../../src/api';
import { signIn } from '../../src/auth/session';
import { getToken } from '../../src/auth/token';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { demoFetch } from '../../src/dataProvider/mockMode';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { dashboardFigures } from '../../server/repositories/dashboard';
import { createTestHost } from '../components/testHost';

/**
 * The clock stands still at NOW for this file: the demo seed's figures depend on the second it runs at, so a
 * server seeded at the same second must answer the very same figures.
 */
const NOW = vi.hoisted(() => {
  const now = Math.floor(Date.now() / 1000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now * 1000);
  return now;
});

/**
 * Mock mode for real: src/dataProvider/mockMode.ts over server/hosts/browser.ts, i.e. the server's
 * migrations, demo database and handlers on sql.js. Only where the wasm file and the demo database come from
 * differs: a browser downloads them from the URLs Vite gives (tests/e2e/mockMode.spec.ts), jsdom reads the wasm
 * from node_modules and gets the database built below. jsdom has no IndexedDB: nothing is kept.
 */
vi.mock('sql.js', async (importOriginal) => {
  const { dirname, join } = await import('node:path');
  const { createRequire } = await import('node:module');
  const dist = dirname(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'));
  const { default: initSqlJs } = await importOriginal<typeof import('sql.js')>();
  return {
    default: (config?: Parameters<typeof initSqlJs>[0]) =>
      initSqlJs({ ...config, locateFile: (file: string) => join(dist, file) }),
  };
});

/**
 * The demo database the build makes (scripts/build/demoDatabase.ts), made here as a build a week old would have
 * made it: mock mode moves its dates to NOW, so its dashboard must answer the figures of a server seeded at NOW
 * (they depend on the second the seed runs at). In this process the server's platform is Node's (the build runs
 * it with the browser's), for the database and the handlers alike.
 */
vi.mock('../../src/dataProvider/demoDatabaseFile', async () => {
  const { buildDemoDatabase } = await import('../../scripts/build/demoDatabase');
  const database = buildDemoDatabase(NOW - 7 * 86_400);
  return { downloadDemoDatabase: () => database };
});

/** The app's HTTP client over mock mode's fetch, as src/dataProvider/appCall.ts builds it. */
const demoCall = createHttpClient({ fetch: demoFetch, token: getToken });
const credentials = (password: string) => ({ username: 'admin', password, remember: true });
const listed = async (endpoint: Endpoint, params = {}) =>
  ((await demoCall(endpoint, { params })).data as { all: unknown[] }).all.length;
/** Mock mode signs in as the app does (the token goes where the HTTP client reads it). */
const signInToMockMode = () => signIn(demoCall, credentials('admin'), { apiBase: '', dataProvider: 'mock' });

describe('mock mode', () => {
  it('signs in only as admin/admin, with a token and the demo admin holding every privilege', async () => {
    const demoAdmin = await createTestHost()
      .db.selectFrom('admins')
      .select(['id', 'fullname'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await expect(demoCall(api.session.login, { body: credentials('wrong') })).rejects.toThrow(
      'Username or Password is incorrect. Please try again.',
    );
    const { data, token } = await demoCall(api.session.login, { body: credentials('admin') });
    expect(token).toEqual(expect.stringMatching(/^\S{16,}$/));
    expect(data).toMatchObject({ id: demoAdmin.id, fullname: demoAdmin.fullname });
    expect(data).toMatchObject({ privileges: expect.arrayContaining(['ADMIN_ADMIN']) });
  }, 60_000);

  it("answers the dashboard with the server's figures on the demo database, and has a year of topups for reports", async () => {
    // The server's migrations and demo seed on better-sqlite3, at the same second as mock mode's.
    const server = openSqlite(':memory:');
    await migrateToLatest(server, 'sqlite');
    await seedDemo(server, NOW);
    const expected = await dashboardFigures(server);
    await server.destroy();
    await signInToMockMode();
    const { data: dashboard } = await demoCall(api.session.dashboard);
    expect(dashboard).toEqual(expected);
    expect(dashboard.totalTopupSum).toBeGreaterThan(1_000_000);
    expect(dashboard.vendorsCount).toBeGreaterThan(0);
    const now = Math.floor(Date.now() / 1000);
    const lastQuarter = await demoCall(api.reports.summary, {
      params: { from: new Date((now - 330 * 86_400) * 1000), to: new Date((now - 240 * 86_400) * 1000) },
    });
    expect(lastQuarter.data.totalTopupCount).toBeGreaterThan(0);
  }, 60_000);

  it("opens a build a week old on today's data: the Ad Summary's first window, the last 5 minutes, has rows", async () => {
    await signInToMockMode();
    const lastMinutes = { from: new Date((NOW - 300) * 1000), to: new Date((NOW + 3600) * 1000) };
    expect(await listed(api.transactions.list, lastMinutes)).toBeGreaterThan(0);
  }, 60_000);

  it('has rows for the list screens', async () => {
    await signInToMockMode();
    expect(await listed(api.vendors.list)).toBeGreaterThan(0);
    expect(await listed(api.ads.list)).toBeGreaterThan(0);
    expect(await listed(api.devices.list)).toBeGreaterThan(0);
    expect(await listed(api.admins.list)).toBeGreaterThan(1);
    expect(await listed(api.routes.list)).toBeGreaterThan(0);
  }, 60_000);

  it('keeps writes', async () => {
    await signInToMockMode();
    const { data } = await demoCall(api.admins.create, {
      body: {
        fullname: 'Ngozi Eze',
        username: 'ngozi.eze',
        email: 'ngozi@busads.ng',
        phone: '+2348039990000',
        address: 'Yaba, Lagos',
        password: 'Secret123!',
        privileges: ['ADMIN_AD'],
        usertype: 1,
      },
    });
    const { data: all } = await demoCall(api.admins.list);
    expect(all.all.map((a) => a.id)).toContain(data.id);
  }, 60_000);

  it('asks nothing of other hosts for ad media: every picture is a path on the site itself', async () => {
    await signInToMockMode();
    const { data } = await demoCall(api.ads.list, { params: {} });
    const media = data.all.flatMap((ad) => ad.ad_medias.map((m) => m.media));
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((m) => /^\/media\/[\w.-]+$/.test(m))).toBe(true);
  }, 60_000);
});
