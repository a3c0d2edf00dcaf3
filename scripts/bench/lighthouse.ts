import lighthouse from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { median } from './browser';
import { buildReference, REFERENCE_LOGIN_PATH } from './reference';
import type { Row } from './report';
import { freePort, startServer } from './server';
import { serveStatic } from './staticServer';

/**
 * Lighthouse (issues 17 and 31) on our app's pages, as a phone on mobile data sees them: Lighthouse's own
 * defaults (mobile screen, simulated slow 4G and 4× slower CPU), in Debian's Chromium, headless.
 *
 * The signed-in pages need a session. Ours is a token in sessionStorage, kept in localStorage too when
 * 'Remember me' is ticked (src/auth/token.ts), and a new tab takes the remembered one. So the bench
 * signs in once through the login form, in a tab of its own, and then measures each signed-in page twice:
 * - cold: a new tab, Lighthouse's own reset before each run (it clears the cache and service workers but keeps
 *   local storage), so every run is a first visit, signed in;
 * - warm: in the tab that signed in, after one visit of the page, without Lighthouse's reset (the cache kept):
 *   an operator's repeat visit.
 * The login page runs first, before there is a session, cold only.
 */
export interface LighthousePage {
  name: string;
  /** Path (and hash) under the app's base. */
  path: string;
  signedIn: boolean;
}

export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'vendors', path: '/dashboard/vendors', signedIn: true },
  { name: 'ads', path: '/dashboard/ads', signedIn: true },
  { name: 'reports', path: '/dashboard/reports', signedIn: true },
];

/**
 * The bare react-admin reference (scripts/bench/reference.ts), measured the same way: its login page and the
 * list it opens on after sign-in (a fakerest list: no server call at all).
 */
export const REFERENCE_LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { name: 'login', path: '/#/login', signedIn: false },
  { name: 'posts list', path: '/#/posts', signedIn: true },
];

/** The login page's targets (issue 17): absolute. */
export const LIGHTHOUSE_TARGETS = { score: 90, tbtMs: 200, cls: 0.05 };
/** A signed-in page's targets (issue 31): against the bare list of the same run, in the same mode. */
export const SIGNED_IN_TARGETS = { scoreAbove: 10, tbtRatio: 0.3, cls: 0.05 };

export type LighthouseMode = 'cold' | 'warm';

export interface LighthouseFigure {
  page: string;
  mode: LighthouseMode;
  /** Medians over the runs: performance score (0–100), Total Blocking Time, CLS, LCP, DOM nodes. */
  score: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  domNodes: number;
  scores: number[];
}

/** How to sign in through an app's login form, so that every new tab has the session. */
export interface LighthouseSignIn {
  /** The login page's URL. */
  loginUrl: string;
  username: string;
  password: string;
  /** Tick 'Remember me' (ours keeps the session in sessionStorage without it, which a new tab does not see). */
  remember: boolean;
  /** Text on the first screen after sign-in. */
  signedInText: string;
}

export interface LighthouseOptions {
  base: string;
  runs: number;
  pages: readonly LighthousePage[];
  signIn: LighthouseSignIn;
  log: (s: string) => void;
}

export async function lighthouseFigures(opts: LighthouseOptions): Promise<LighthouseFigure[]> {
  const chrome = await startChromium();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const figures: LighthouseFigure[] = [];
    let tab: Page | undefined;
    const measure = async (page: LighthousePage, mode: LighthouseMode, inTab?: Page) => {
      const url = `${opts.base}${page.path}`;
      const runs: Run[] = [];
      for (let i = 0; i < opts.runs; i += 1) {
        const run = await auditWithRetry(url, chrome.port, opts.log, inTab);
        opts.log(
          `  ${page.name} (${mode}) run ${i + 1}: score ${run.score}, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, ` +
            `LCP ${Math.round(run.lcpMs)} ms, ${run.domNodes} DOM nodes (machine's benchmark index ${run.benchmarkIndex})` +
            run.warnings.map((w) => `\n    warning: ${w}`).join(''),
        );
        runs.push(run);
      }
      const m = (pick: (r: Run) => number) => median(runs.map(pick));
      figures.push({
        page: page.name,
        mode,
        score: m((r) => r.score),
        tbtMs: m((r) => r.tbtMs),
        cls: m((r) => r.cls),
        lcpMs: m((r) => r.lcpMs),
        domNodes: m((r) => r.domNodes),
        scores: runs.map((r) => r.score),
      });
    };
    for (const page of opts.pages) {
      if (page.signedIn && !tab) tab = await signIn(browser, opts.signIn);
      await measure(page, 'cold');
      if (!tab) continue;
      // The operator's repeat visit: the page once in the signed-in tab, then measured there with its cache.
      await tab.goto(`${opts.base}${page.path}`, { waitUntil: 'networkidle0' });
      await measure(page, 'warm', tab);
    }
    return figures;
  } finally {
    await browser.disconnect();
    await chrome.stop();
  }
}

/**
 * The bench's Lighthouse step: our production server on the dataset and the bare reference, each page of both
 * cold and warm, `runs` times; the rows with the reference's figures of the same run beside ours.
 */
export async function lighthouseBench(opts: {
  dataset: string;
  runs: number;
  log: (step: string) => void;
  detail: (line: string) => void;
}): Promise<Row[]> {
  const { runs, detail: log } = opts;
  const bare = await serveStatic(await buildReference(log));
  const logDir = mkdtempSync(join(tmpdir(), 'busads-bench-lighthouse-server-'));
  const server = await startServer(`sqlite:${opts.dataset}`, logDir);
  try {
    opts.log(
      `Lighthouse (mobile defaults), ${runs} rounds, each app in turn: ours (${LIGHTHOUSE_PAGES.map((p) => p.name).join(', ')}), ` +
        `then the bare app (${REFERENCE_LIGHTHOUSE_PAGES.map((p) => p.name).join(', ')}); signed-in pages cold and warm`,
    );
    const ours: LighthouseFigure[][] = [];
    const theirs: LighthouseFigure[][] = [];
    // Rounds rather than all of ours then all of the reference's: a machine that gets busier or quieter during the
    // step weighs on both apps alike.
    for (let round = 1; round <= runs; round += 1) {
      log(`round ${round}: ours`);
      ours.push(
        await lighthouseFigures({
          base: server.url,
          runs: 1,
          pages: LIGHTHOUSE_PAGES,
          signIn: {
            loginUrl: `${server.url}/login`,
            username: 'admin',
            password: 'admin',
            remember: true,
            signedInText: 'Total Ad Views',
          },
          log,
        }),
      );
      log(`round ${round}: the bare react-admin app`);
      theirs.push(
        await lighthouseFigures({
          base: bare.base,
          runs: 1,
          pages: REFERENCE_LIGHTHOUSE_PAGES,
          signIn: {
            loginUrl: `${bare.base}${REFERENCE_LOGIN_PATH}`,
            username: 'admin',
            password: 'admin',
            remember: false,
            signedInText: 'Post 1',
          },
          log,
        }),
      );
    }
    const figures = mergeRounds(ours);
    const reference = mergeRounds(theirs);
    return lighthouseRows(figures, runs, reference);
  } finally {
    await server.stop();
    await bare.close();
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** Each page and mode's figures over the rounds: medians, and every run's score. */
export function mergeRounds(rounds: LighthouseFigure[][]): LighthouseFigure[] {
  return rounds[0].map((first) => {
    const all = rounds.flatMap((r) => r.filter((f) => f.page === first.page && f.mode === first.mode));
    const m = (pick: (f: LighthouseFigure) => number) => median(all.map(pick));
    return {
      page: first.page,
      mode: first.mode,
      score: m((f) => f.score),
      tbtMs: m((f) => f.tbtMs),
      cls: m((f) => f.cls),
      lcpMs: m((f) => f.lcpMs),
      domNodes: m((f) => f.domNodes),
      scores: all.flatMap((f) => f.scores),
    };
  });
}

/** The reference's page that stands beside one of ours: its login beside our login, its list beside the rest. */
const referencePageOf = (page: string) => (page === 'login' ? 'login' : 'posts list');

/**
 * Three rows per page and mode: the performance score, Total Blocking Time and CLS, with the bare react-admin
 * app's figures of the same run and mode in the reference column. The login's targets are absolute (issue 17);
 * a signed-in page's are the bare list's score + 10 and 0.3 × its TBT (issue 31), without it absolute.
 */
export function lighthouseRows(figures: LighthouseFigure[], runs: number, reference: LighthouseFigure[] = []): Row[] {
  return figures.flatMap((f) => {
    const ref = reference.find((r) => r.page === referencePageOf(f.page) && r.mode === f.mode);
    const beside = ref
      ? `; bare react-admin's ${ref.page}: runs ${ref.scores.join(', ')}, LCP ${(ref.lcpMs / 1000).toFixed(1)} s`
      : '';
    const relative = f.page !== 'login' && ref !== undefined;
    const t = SIGNED_IN_TARGETS;
    const score = relative ? ref.score + t.scoreAbove : LIGHTHOUSE_TARGETS.score;
    const tbt = relative ? ref.tbtMs * t.tbtRatio : LIGHTHOUSE_TARGETS.tbtMs;
    return [
      {
        area: 'lighthouse',
        figure: `${f.page}, ${f.mode}: performance score (mobile), median of ${runs} (runs ${f.scores.join(', ')}; LCP ${(f.lcpMs / 1000).toFixed(1)} s, ${f.domNodes} DOM nodes${beside})`,
        ours: String(f.score),
        reference: ref && String(ref.score),
        target: relative ? `≥ reference + ${t.scoreAbove} (${score})` : `≥ ${score}`,
        pass: f.score >= score,
      },
      {
        area: 'lighthouse',
        figure: `${f.page}, ${f.mode}: Total Blocking Time`,
        ours: `${Math.round(f.tbtMs)} ms`,
        reference: ref && `${Math.round(ref.tbtMs)} ms`,
        ratio: relative ? f.tbtMs / ref.tbtMs : undefined,
        target: relative ? `≤ ${t.tbtRatio} × reference` : `≤ ${tbt} ms`,
        pass: f.tbtMs <= tbt,
      },
      {
        area: 'lighthouse',
        figure: `${f.page}, ${f.mode}: Cumulative Layout Shift`,
        ours: f.cls.toFixed(3),
        reference: ref?.cls.toFixed(3),
        target: `≤ ${t.cls}`,
        pass: f.cls <= t.cls,
      },
    ];
  });
}

interface Run {
  score: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  domNodes: number;
  benchmarkIndex: number;
  warnings: string[];
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP under load): such a run is tried again. */
async function auditWithRetry(
  url: string,
  port: number,
  log: (s: string) => void,
  tab?: Page,
  tries = 3,
): Promise<Run> {
  for (let i = 1; ; i += 1) {
    try {
      return await audit(url, port, tab);
    } catch (error) {
      if (i >= tries) throw error;
      log(`    ${(error as Error).message}: trying again`);
    }
  }
}

/** One Lighthouse run: in a new tab after Lighthouse's reset, or in `tab` with its cache kept (warm). */
async function audit(url: string, port: number, tab?: Page): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: tab !== undefined,
    },
    undefined,
    tab,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (v === undefined) throw new Error(`Lighthouse on ${url}: no ${id}`);
    return v;
  };
  // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report (JSON, for the Lighthouse viewer).
  const keep = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (keep)
    writeFileSync(
      join(keep, `${new URL(url).pathname.slice(1).replaceAll('/', '-')}-${tab ? 'warm' : 'cold'}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    domNodes: value('dom-size'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    warnings: lhr.runWarnings.map(String),
  };
}

/** Signs in through the app's login form in a tab of its own, which stays open (the warm runs' tab). */
async function signIn(browser: Browser, how: LighthouseSignIn): Promise<Page> {
  const page = await browser.newPage();
  // React's form, not the static one painted from index.html before it (ours: scripts/build/staticLogin.tsx).
  await page.goto(how.loginUrl, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-static-login'));
  await page.type('input[name="username"]', how.username);
  await page.type('input[name="password"]', how.password);
  // Ticked, whatever the form's default (ours starts ticked).
  const remember = 'input[name="remember"]';
  if (how.remember && !(await page.$eval(remember, (box) => (box as HTMLInputElement).checked))) {
    await page.click(remember);
    await page.waitForFunction(
      (selector: string) => document.querySelector<HTMLInputElement>(selector)?.checked,
      {},
      remember,
    );
  }
  await page.click('button[type="submit"]');
  await page.waitForFunction((text: string) => document.body.innerText.includes(text), {}, how.signedInText);
  return page;
}

/** Debian's Chromium, headless, with a profile of its own and a DevTools port for Lighthouse. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'busads-bench-lighthouse-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--mute-audio',
      `--remote-debugging-port=${await freePort()}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    // Chromium's helper processes can still be writing into the profile after the browser is killed
    // (ENOTEMPTY): a leftover folder in the temporary directory must not cost the run its figures.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    } catch (error) {
      console.warn(`left Chromium's profile ${profile}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(Number(found[1]));
        }
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
