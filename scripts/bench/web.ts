import type { Browser, Page } from '@playwright/test';
import {
  coldPage,
  inDomAt,
  lastClickAt,
  mainThreadMs,
  markWhen,
  median,
  recordScripts,
  trackRequests,
  watchFromStart,
  type NetworkProfile,
  type Shown,
} from './browser';

/** An app the bench opens cold: where its login form is, and what it shows once signed in. */
export interface BenchedApp {
  name: string;
  loginUrl: string;
  form: Shown;
  /** The first screen after sign-in is ready: our dashboard's cards filled, the bare app's first list rows. */
  signedIn: Shown;
  username: string;
  password: string;
}

export interface ColdLoad {
  /** ms from navigation start until the login form was painted, visible. */
  formMs: number;
  /** ms from navigation start until the login form was in the DOM (for information: before its paint). */
  formDomMs: number;
  /** JS the login page asked for before its form was on screen (gzip bytes). */
  jsGzipBytes: number;
  jsFiles: string[];
  /** JS fetched after the form was on screen, until the network went quiet (the admin, prefetched while idle). */
  laterGzipBytes: number;
  /** The login page or what it fetched while idle held recharts (it belongs with the charts only). */
  rechartsBeforeSignIn: boolean;
  /** ms from the click on the sign-in button until the first screen is ready. */
  signedInMs: number;
  /** ms from the server's sign-in answer (the click, for an app that signs in without a server) until then. */
  afterAnswerMs: number;
}

const SIGN_IN_PATH = '/v1/admins/login/admin';

/** One cold visit: the login page, then signing in. */
async function coldVisit(
  browser: Browser,
  app: BenchedApp,
  cpuSlowdown: number,
  network?: NetworkProfile,
): Promise<ColdLoad> {
  const { context, page } = await coldPage(browser, cpuSlowdown, network);
  try {
    const scripts = recordScripts(page);
    await watchFromStart(page, 'form', app.form);
    await page.goto(app.loginUrl);
    const formMs = await markWhen(page, 'form', app.form);
    const formDomMs = await inDomAt(page, 'form');
    await page.waitForLoadState('networkidle');
    // What the login page needed: the scripts requested before its form was on screen. What came after
    // (fetched while idle, for the next screen) is counted apart.
    const jsFiles = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= before && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => new URL(e.name).pathname),
      formMs,
    );
    const jsGzipBytes = scripts.gzipBytes(jsFiles);
    const laterGzipBytes = scripts.gzipBytes() - jsGzipBytes;
    const rechartsBeforeSignIn = scripts.files().some((f) => scripts.contains(f, 'recharts-wrapper'));
    await page.fill('input[name="username"]', app.username);
    await page.fill('input[name="password"]', app.password);
    await page.click('button[type="submit"]');
    const readyAt = await markWhen(page, 'signedIn', app.signedIn);
    const clickAt = await lastClickAt(page);
    // When the server's sign-in answer had arrived (the bare app signs in without a server: at the click).
    const answeredAt = await page.evaluate(
      (path) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.includes(path))
          ?.responseEnd,
      SIGN_IN_PATH,
    );
    return {
      formMs,
      formDomMs,
      jsGzipBytes,
      jsFiles,
      laterGzipBytes,
      rechartsBeforeSignIn,
      signedInMs: readyAt - clickAt,
      afterAnswerMs: readyAt - (answeredAt ?? clickAt),
    };
  } finally {
    await context.close();
  }
}

export type ColdFigures = ColdLoad;

/** Medians of `runs` cold visits; the apps take turns so that machine noise hits both alike. */
export async function coldFigures(
  browser: Browser,
  apps: BenchedApp[],
  runs: number,
  cpuSlowdown = 1,
  network?: NetworkProfile,
): Promise<Map<string, ColdFigures>> {
  const loads = new Map<string, ColdLoad[]>(apps.map((a) => [a.name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const app of apps) loads.get(app.name)!.push(await coldVisit(browser, app, cpuSlowdown, network));
  }
  return new Map(
    [...loads].map(([name, l]) => [
      name,
      {
        formMs: median(l.map((x) => x.formMs)),
        formDomMs: median(l.map((x) => x.formDomMs)),
        signedInMs: median(l.map((x) => x.signedInMs)),
        afterAnswerMs: median(l.map((x) => x.afterAnswerMs)),
        jsGzipBytes: median(l.map((x) => x.jsGzipBytes)),
        laterGzipBytes: median(l.map((x) => x.laterGzipBytes)),
        jsFiles: l[0].jsFiles,
        rechartsBeforeSignIn: l.some((x) => x.rechartsBeforeSignIn),
      },
    ]),
  );
}

/** Clicks a button by its exact text from inside the page (a locator would walk a 5,000-row table each time). */
const clickButton = (page: Page, text: string) =>
  page.evaluate((t) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === t);
    if (!button) throw new Error(`no button '${t}'`);
    button.click();
  }, text);

/** The table holds n rows (aria-rowcount counts the header row too; long tables render only what is in view). */
const rowShown = (n: number): Shown => ({ selector: `table[aria-rowcount="${n + 1}"]` });

export interface ListFigures {
  /** Rows in the table when the measured appends started. */
  rowsBefore: number;
  /** Main-thread work (ms) of appending one page of 50 rows: median of the measured appends. */
  appendMs: number;
  appendRuns: number[];
  /** Keystrokes in the search box while that table is on screen: the longest wait before one was handled. */
  maxInputDelayMs: number;
  /** The longest keystroke from key press to the next frame on screen. */
  maxKeystrokeMs: number;
  keystrokes: number;
}

/**
 * Signs in, opens the vendors list, loads pages of 50 until it holds `rows` rows, then measures the
 * main-thread work of appending the next pages, and typing in the debounced name search.
 */
export async function vendorListFigures(
  browser: Browser,
  app: BenchedApp,
  base: string,
  rows = 5000,
  log: (s: string) => void = console.log,
): Promise<ListFigures> {
  const { context, page, cdp } = await coldPage(browser);
  try {
    await page.goto(app.loginUrl);
    await page.fill('input[name="username"]', app.username);
    await page.fill('input[name="password"]', app.password);
    await page.click('button[type="submit"]');
    await markWhen(page, 'signedIn', app.signedIn);
    // Without dates: the screen opens on yesterday to today, which may hold fewer vendors than `rows`.
    await page.goto(`${base}/dashboard/vendors?filter=${encodeURIComponent('{}')}`);
    await markWhen(page, 'rows-50', rowShown(50));
    const started = Date.now();
    for (let n = 50; n < rows; n += 50) {
      await clickButton(page, 'Load more');
      await markWhen(page, `rows-${n + 50}`, rowShown(n + 50));
    }
    log(`  vendors list: ${rows} rows loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const appendRuns: number[] = [];
    for (let n = rows; n < rows + 5 * 50; n += 50) {
      await settle(page);
      const before = await mainThreadMs(cdp);
      await clickButton(page, 'Load more');
      await markWhen(page, `rows-${n + 50}`, rowShown(n + 50));
      await settle(page);
      appendRuns.push(Math.round(((await mainThreadMs(cdp)) - before) * 10) / 10);
    }

    const typing = await typeInSearch(page);
    return { rowsBefore: rows, appendMs: median(appendRuns), appendRuns, ...typing };
  } finally {
    await context.close();
  }
}

/** Two frames and an idle moment: the work a change started has finished. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 1000 }))),
      ),
  );

/**
 * Types a name as a person does (150 ms a key), pauses just past the 1 s debounce so the list reloads
 * while typing resumes, types on; Event Timing tells how long each keystroke waited and took.
 */
async function typeInSearch(
  page: Page,
): Promise<Pick<ListFigures, 'maxInputDelayMs' | 'maxKeystrokeMs' | 'keystrokes'>> {
  await page.evaluate(() => {
    const w = window as unknown as { __keys: { delay: number; duration: number }[] };
    w.__keys = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (e.name.startsWith('key') || e.name === 'input' || e.name === 'beforeinput')
          w.__keys.push({ delay: e.processingStart - e.startTime, duration: e.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const search = page.locator('input[name="q"]');
  await search.click();
  await search.pressSequentially('ade', { delay: 150 });
  await page.waitForTimeout(1050);
  await search.pressSequentially('bay', { delay: 150 });
  await page.waitForTimeout(1500);
  await settle(page);
  const keys = await page.evaluate(
    () => (window as unknown as { __keys: { delay: number; duration: number }[] }).__keys,
  );
  return {
    maxInputDelayMs: Math.round(Math.max(0, ...keys.map((k) => k.delay))),
    maxKeystrokeMs: Math.max(16, ...keys.map((k) => k.duration)),
    keystrokes: 6,
  };
}

export interface ScreenFigures {
  /** JS downloaded from opening the login page until the dashboard's cards were filled (gzip bytes). */
  firstScreenGzipBytes: number;
  /** Each menu screen, the JS its first visit downloaded (gzip bytes; 0 when earlier screens had fetched it). */
  screens: { name: string; gzipBytes: number; files: string[] }[];
  /** recharts (its wrapper's class name survives minification) was downloaded only when the reports page opened. */
  rechartsOnlyOnReports: boolean;
  /** A menu screen opened before the reports page downloaded recharts (the dashboard's trend chart aside). */
  rechartsBeforeReports: boolean;
}

/** Signs in, then opens every screen of the side menu in turn, recording what JS each first visit fetched. */
export async function screenFigures(browser: Browser, app: BenchedApp): Promise<ScreenFigures> {
  const { context, page } = await coldPage(browser);
  try {
    const requests = trackRequests(page);
    const scripts = recordScripts(page);
    await page.goto(app.loginUrl);
    await page.waitForLoadState('networkidle');
    await page.fill('input[name="username"]', app.username);
    await page.fill('input[name="password"]', app.password);
    await page.click('button[type="submit"]');
    await markWhen(page, 'signedIn', app.signedIn);
    await requests.quiet();
    const firstScreen = scripts.files();
    const menu = page.getByRole('menu').getByRole('menuitem');
    const names = (await menu.allTextContents()).map((n) => n.trim());
    const screens: ScreenFigures['screens'] = [];
    let rechartsEarly = false;
    let rechartsOnReports = false;
    for (const name of names) {
      const before = new Set(scripts.files());
      const url = page.url();
      await menu.filter({ hasText: name }).first().click();
      await page.waitForURL((u) => u.href !== url || /dashboard/i.test(name));
      // A lazy screen shows a spinner while its code loads, then asks for its data.
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, {
        timeout: 30_000,
        polling: 50,
      });
      await requests.quiet(600);
      const files = scripts.files().filter((f) => !before.has(f));
      const recharts = files.some((f) => scripts.contains(f, 'recharts-wrapper'));
      // The dashboard's trend is a chart too: recharts may arrive with it, as late as the menu's Dashboard entry.
      if (/report/i.test(name)) rechartsOnReports ||= recharts;
      else if (!/dashboard/i.test(name)) rechartsEarly ||= recharts;
      screens.push({ name, gzipBytes: scripts.gzipBytes(files), files });
    }
    return {
      firstScreenGzipBytes: scripts.gzipBytes(firstScreen),
      screens,
      rechartsOnlyOnReports: rechartsOnReports && !rechartsEarly,
      rechartsBeforeReports: rechartsEarly,
    };
  } finally {
    await context.close();
  }
}
