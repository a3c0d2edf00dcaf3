import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../src/api';
import { createEmptyDatabase, ON_POSTGRES, type EmptyDatabase } from '../server/helpers/testDatabase';
import { signIn, spawnServer, type ChildServer } from './reliability/childServer';

/**
 * What the Dockerfile's prod-deps and runtime stages do, without Docker (these machines have none): a production
 * install into a clean folder, the build outputs copied in, the server started from there as the image's CMD
 * starts it. The compiled server is built afresh (`npm run build:server`, seconds) so that the test runs today's
 * code. The app's build is not: CI runs the slow suites before `npm run build`, and which index.html the server
 * serves changes nothing in what the production install must hold, so dist/ is a small page of its own.
 * The server runs on SQLite as the image does by default (./data), or on a fresh database of TEST_DATABASE_URL
 * as compose.yaml runs it.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
// better-sqlite3 compiles from source when no prebuilt binary can be fetched: about 2 minutes on 2 cores.
const INSTALL_TIMEOUT_MS = 10 * 60_000;
const MAX_TOP_LEVEL_PACKAGES = 160;
const ADMIN = { username: 'ops', password: 'correct horse battery' };
const APP_PAGE = '<!doctype html><title>BusAds admin</title><div id="root">production install</div>';

let dir: string;
let server: ChildServer | undefined;
let database: EmptyDatabase | undefined;

/** The packages directly under node_modules, a scoped one (@fastify/static) counted as one. */
function topLevelPackages(modules: string): string[] {
  return readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => (name.startsWith('@') ? readdirSync(join(modules, name)).map((s) => `${name}/${s}`) : [name]));
}

function bytesUnder(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + bytesUnder(join(path, name)), 0);
}

beforeAll(
  async () => {
    dir = mkdtempSync(join(tmpdir(), 'busads-production-'));
    for (const file of ['package.json', 'package-lock.json']) cpSync(join(ROOT, file), join(dir, file));
    const options = { maxBuffer: 64 * 1024 * 1024 };
    await Promise.all([
      run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
        ...options,
        cwd: dir,
        timeout: INSTALL_TIMEOUT_MS,
      }),
      run('npm', ['run', 'build:server'], { ...options, cwd: ROOT, timeout: 2 * 60_000 }),
    ]);
    for (const output of ['build/server', 'public/media']) {
      cpSync(join(ROOT, output), join(dir, output), { recursive: true });
    }
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), APP_PAGE);
  },
  INSTALL_TIMEOUT_MS + 3 * 60_000,
);

afterAll(async () => {
  if (server?.process.exitCode === null) server.process.kill('SIGKILL');
  await server?.exited;
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('npm ci --omit=dev plus the build outputs (the image without Docker)', () => {
  it(`installs at most ${MAX_TOP_LEVEL_PACKAGES} top-level packages`, () => {
    const modules = join(dir, 'node_modules');
    const packages = topLevelPackages(modules);
    console.log(
      `production install: ${packages.length} top-level packages, ${(bytesUnder(modules) / 2 ** 20).toFixed(0)} MiB`,
    );
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.length).toBeLessThanOrEqual(MAX_TOP_LEVEL_PACKAGES);
  });

  it('runs the server: the first admin signs in, the app and the media are served, SIGTERM exits 0', async () => {
    // The container's environment: nothing from this shell but PATH; on SQLite, DATABASE_URL's default.
    database = ON_POSTGRES ? await createEmptyDatabase() : undefined;
    server = await spawnServer(
      {
        NODE_ENV: 'production',
        SEED: 'none',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ...(database && { DATABASE_URL: database.url }),
      },
      60_000,
      { args: ['--enable-source-maps', 'build/server/main.js'], cwd: dir, baseEnv: { PATH: process.env.PATH } },
    );
    const token = await signIn(server.base, ADMIN.username, ADMIN.password);
    expect(token).not.toBe('');

    const me = await fetch(`${server.base}${API_BASE_PATH}/get/admin`, { headers: { Token: token } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { content: { data: { username: string } } }).content.data.username).toBe('ops');

    const page = await fetch(`${server.base}/dashboard/ads`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('production install');

    const media = await fetch(`${server.base}/media/ad-1.svg`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toContain('image/svg+xml');

    server.process.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  });
});
