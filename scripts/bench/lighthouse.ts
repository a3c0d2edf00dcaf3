import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './browser';
import type { Row } from './report';

/**
 * Lighthouse (issue 17) on four pages of our app, as a phone on mobile data sees them: Lighthouse's own
 * defaults (mobile screen, simulated slow 4G and 4× slower CPU), in Debian's Chromium, headless.
 *
 * The signed-in pages need a session. Ours is a token in sessionStorage, kept in localStorage too when
 * 'Remember me' is ticked (src/auth/token.ts), and a new tab takes the remembered one. So the bench
 * signs in once through the login form (Playwright, attached to the same Chromium), and Lighthouse's own
 * reset before each run, which clears the cache and service workers but keeps local storage, leaves every
 * run cold but signed in. The login page runs first, before there is a session.
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

export const LIGHTHOUSE_TARGETS = { score: 90, tbtMs: 200, cls: 0.05 };

export interface LighthouseFigure {
  page: string;
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
  try {
    const figures: LighthouseFigure[] = [];
    let signedIn = false;
    for (const page of opts.pages) {
      if (page.signedIn && !signedIn) {
        await signIn(chrome.port, opts.signIn);
        signedIn = true;
      }
      const runs: Run[] = [];
      for (let i = 0; i < opts.runs; i += 1) {
        const run = await auditWithRetry(`${opts.base}${page.path}`, chrome.port, opts.log);
        opts.log(
          `  ${page.name} run ${i + 1}: score ${run.score}, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, ` +
            `LCP ${Math.round(run.lcpMs)} ms, ${run.domNodes} DOM nodes (machine's benchmark index ${run.benchmarkIndex})` +
            run.warnings.map((w) => `\n    warning: ${w}`).join(''),
        );
        runs.push(run);
      }
      const m = (pick: (r: Run) => number) => median(runs.map(pick));
      figures.push({
        page: page.name,
        score: m((r) => r.score),
        tbtMs: m((r) => r.tbtMs),
        cls: m((r) => r.cls),
        lcpMs: m((r) => r.lcpMs),
        domNodes: m((r) => r.domNodes),
        scores: runs.map((r) => r.score),
      });
    }
    return figures;
  } finally {
    await chrome.stop();
  }
}

/** The reference's page that stands beside one of ours: its login beside our login, its list beside the rest. */
const referencePageOf = (page: string) => (page === 'login' ? 'login' : 'posts list');

/**
 * Three rows per page: the performance score, Total Blocking Time and CLS against their targets, with the bare
 * react-admin app's figures (when measured) in the reference column for comparison; the targets are absolute.
 */
export function lighthouseRows(figures: LighthouseFigure[], runs: number, reference: LighthouseFigure[] = []): Row[] {
  const t = LIGHTHOUSE_TARGETS;
  return figures.flatMap((f) => {
    const ref = reference.find((r) => r.page === referencePageOf(f.page));
    const beside = ref
      ? `; bare react-admin's ${ref.page}: runs ${ref.scores.join(', ')}, LCP ${(ref.lcpMs / 1000).toFixed(1)} s`
      : '';
    return [
      {
        area: 'lighthouse',
        figure: `${f.page}: performance score (mobile), median of ${runs} (runs ${f.scores.join(', ')}; LCP ${(f.lcpMs / 1000).toFixed(1)} s, ${f.domNodes} DOM nodes${beside})`,
        ours: String(f.score),
        reference: ref && String(ref.score),
        target: `≥ ${t.score}`,
        pass: f.score >= t.score,
      },
      {
        area: 'lighthouse',
        figure: `${f.page}: Total Blocking Time`,
        ours: `${Math.round(f.tbtMs)} ms`,
        reference: ref && `${Math.round(ref.tbtMs)} ms`,
        target: `≤ ${t.tbtMs} ms`,
        pass: f.tbtMs <= t.tbtMs,
      },
      {
        area: 'lighthouse',
        figure: `${f.page}: Cumulative Layout Shift`,
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
async function auditWithRetry(url: string, port: number, log: (s: string) => void, tries = 3): Promise<Run> {
  for (let i = 1; ; i += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (i >= tries) throw error;
      log(`    ${(error as Error).message}: trying again`);
    }
  }
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
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
      join(keep, `${new URL(url).pathname.slice(1).replaceAll('/', '-')}-${Date.now()}.json`),
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

/** Signs in through the app's login form, so that every new tab has the session. */
async function signIn(port: number, how: LighthouseSignIn): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(how.loginUrl);
    await page.fill('input[name="username"]', how.username);
    await page.fill('input[name="password"]', how.password);
    if (how.remember) await page.check('input[name="remember"]');
    await page.click('button[type="submit"]');
    await page.getByText(how.signedInText).first().waitFor();
    await page.close();
  } finally {
    await browser.close();
  }
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
      '--remote-debugging-port=0',
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
