import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { expect, type Page } from '@playwright/test';
import Fastify from 'fastify';
import { fillLogin } from './pages';

/**
 * Deployments for the runtime-config and mock-mode specs: the built app (DIST_DIR, default dist/) served as a static
 * site, the way nginx would, with a config.json the test sets; and reference API servers of their own.
 */

export interface StaticSite {
  origin: string;
  /** What /config.json answers from now on. */
  setConfig(config: unknown): void;
  close(): Promise<void>;
}

export async function serveBuild(dist = resolve(process.env.DIST_DIR ?? 'dist')): Promise<StaticSite> {
  let config: unknown = { apiBase: '', dataProvider: 'api' };
  const app = Fastify();
  app.get('/config.json', (_request, reply) => reply.header('Cache-Control', 'no-cache').send(config));
  await app.register(fastifyStatic, { root: dist });
  // Browser-history routes: any other path is the app's index.html (nginx: try_files $uri /index.html).
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, setConfig: (next) => (config = next), close: () => app.close() };
}

export interface ApiServer {
  origin: string;
  close(): void;
}

/** The reference server as deployed (build/server/main.js, from `npm run build`) on a port the system picks and its own temporary SQLite database. */
export async function startApiServer(env: Record<string, string>): Promise<ApiServer> {
  const dir = mkdtempSync(join(tmpdir(), 'busads-api-'));
  const child: ChildProcess = spawn(process.execPath, [resolve('build/server/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'api.sqlite')}`,
      DIST_DIR: join(dir, 'no-dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // PORT=0: the system picks a free port, which the server prints once it listens.
  const port = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the API server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /is running at http:\/\/localhost:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        ready(listening[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`the API server exited (${code}):\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The origins of the API calls (/v1/...) the page makes from now on. */
export function apiCallOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) origins.add(url.origin);
  });
  return origins;
}

/** Fills the login form of the app at `origin` and presses Login. */
export async function submitLogin(page: Page, origin: string, username: string, password: string) {
  await page.goto(`${origin}/login`);
  await fillLogin(page, username, password);
}

export async function signIn(page: Page, origin: string, username: string, password: string) {
  await submitLogin(page, origin, username, password);
  await expect(page).toHaveURL(/\/dashboard\/app$/);
}
