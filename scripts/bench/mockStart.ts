import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import type { Browser, Page } from '@playwright/test';
import { coldPage, lastClickAt, markWhen, median, type Shown } from './browser';
import { atMost, fmt, type Row } from './report';

/** The dashboard's figures on screen: the condition the bench uses for the real server (index.ts). */
const FIGURES: Shown = { selector: 'body', text: 'Total Ad Views' };
const TARGET_MS = 1000;
/** What mock mode's code records with the User Timing API (src/dataProvider/mockMode.ts, keptDatabaseSaver.ts). */
const OPENED = 'mock mode: database opened';
const EXPORTED = 'mock mode: database exported';
const SAVED = 'mock mode: database saved';

/** `dist` as a static host serves it (precompressed files, index.html for the app's paths), in mock mode. */
async function serveMockMode(dist: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.get('/config.json', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send({ apiBase: '', dataProvider: 'mock' }),
  );
  await app.register(fastifyStatic, { root: resolve(dist), preCompressed: true });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  return { origin: await app.listen({ port: 0, host: '127.0.0.1' }), close: () => app.close() };
}

const durations = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);

interface MockVisit {
  /** Click on Login to the dashboard's figures, the browser keeping nothing yet (the build's demo database). */
  signInMs: number;
  /** Opening the database in that first visit (download, sql.js, migrations' check, its dates moved to now). */
  firstOpenMs: number;
  /** A reload of the dashboard: navigation start to its figures (the kept database and session). */
  reloadMs: number;
  reloadOpenMs: number;
  /** Each save of the database: the main thread blocked by sql.js's export. */
  exportMs: number[];
}

/** One cold visit: sign in as the demo admin, then reload the dashboard once its database is kept. */
async function visit(browser: Browser, origin: string): Promise<MockVisit> {
  const { context, page } = await coldPage(browser);
  try {
    await page.goto(`${origin}/login`);
    // As for the real server (web.ts): the login page has fetched what it fetches while idle, then the sign-in.
    await page.waitForLoadState('networkidle');
    await page.fill('input[name="username"]', 'admin');
    await page.fill('input[name="password"]', 'admin');
    await page.click('button[type="submit"]');
    const readyAt = await markWhen(page, 'figures', FIGURES);
    const signInMs = readyAt - (await lastClickAt(page));
    const [firstOpenMs = NaN] = await durations(page, OPENED);
    // The sign-in changed the database (its session): it is saved once the page is idle.
    await page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, SAVED);
    const exportMs = await durations(page, EXPORTED);
    await page.reload();
    const reloadMs = await markWhen(page, 'figures', FIGURES);
    const [reloadOpenMs = NaN] = await durations(page, OPENED);
    if (!page.url().endsWith('/dashboard/app')) throw new Error(`the reload landed on ${page.url()}`);
    return { signInMs, firstOpenMs, reloadMs, reloadOpenMs, exportMs };
  } finally {
    await context.close();
  }
}

/**
 * Mock mode's start (issue 31): the built app (`dist`) on a static host with `"dataProvider": "mock"`, `runs`
 * cold visits in Chromium (a new profile each, so nothing kept): the click on Login to the dashboard's figures
 * (target ≤ 1 s), then a reload that must keep the session and the database; medians.
 */
export async function mockStartRows(
  browser: Browser,
  dist: string,
  runs: number,
  log: (s: string) => void = console.log,
): Promise<Row[]> {
  const site = await serveMockMode(dist);
  const visits: MockVisit[] = [];
  try {
    for (let i = 0; i < runs; i += 1) visits.push(await visit(browser, site.origin));
  } finally {
    await site.close();
  }
  const of = (pick: (v: MockVisit) => number) => visits.map(pick).map(Math.round);
  log(
    `  sign-in to figures (ms): ${of((v) => v.signInMs).join(', ')}; reload to figures: ${of((v) => v.reloadMs).join(', ')}`,
  );
  log(
    `  database opened (ms): first ${of((v) => v.firstOpenMs).join(', ')}; kept ${of((v) => v.reloadOpenMs).join(', ')}`,
  );
  const exports = visits.flatMap((v) => v.exportMs).map(Math.round);
  log(`  database saved, main thread blocked by the export (ms): ${exports.join(', ')}`);
  const n = `median of ${runs} cold visits`;
  const info = (figure: string, ms: number): Row => ({
    area: 'mock mode',
    figure,
    ours: fmt.ms(ms),
    target: '',
    pass: null,
  });
  return [
    atMost(
      'mock mode',
      `click on Login to the dashboard's figures, nothing kept yet (the build's demo database), ${n}`,
      median(visits.map((v) => v.signInMs)),
      TARGET_MS,
      fmt.ms,
    ),
    info(
      `reload of the dashboard: navigation start to its figures, still signed in (the kept database), ${n}`,
      median(visits.map((v) => v.reloadMs)),
    ),
    info(
      `opening the database: the build's (download, sql.js, migrations' check, its dates moved to now; started with the page), ${n}`,
      median(visits.map((v) => v.firstOpenMs)),
    ),
    info(`opening the database: the kept one (IndexedDB), ${n}`, median(visits.map((v) => v.reloadOpenMs))),
    info(
      `saving the database after a change: the main thread blocked by sql.js's export, on idle (median of ${exports.length})`,
      median(exports),
    ),
  ];
}
