import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** Debian's Chromium, started as the browser tests start it (no downloads, no background traffic). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page in a fresh context (empty cache: a cold first visit), optionally with the CPU slowed down
 * `cpuSlowdown` times (Chrome DevTools' throttling: a modest laptop or a phone is 4x to 6x slower).
 */
export async function coldPage(
  browser: Browser,
  cpuSlowdown = 1,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Performance.enable');
  await page.addInitScript(MARKS_SCRIPT);
  return { context, page, cdp };
}

/**
 * In the page: `__bench.when(name, condition)` records performance.now() (ms since navigation start) at
 * the first DOM change after which the condition holds, so a figure does not depend on how often we
 * poll. A condition is data, not code (the app's Content-Security-Policy forbids eval).
 */
const MARKS_SCRIPT = `
window.__bench = { marks: {}, watchers: [] };
const holds = (c) => {
  const found = document.querySelectorAll(c.selector);
  if (found.length < (c.count || 1)) return false;
  return !c.text || [...found].some((e) => e.textContent.includes(c.text));
};
window.__bench.when = (name, c) => {
  const check = () => { if (!(name in window.__bench.marks) && holds(c)) window.__bench.marks[name] = performance.now(); };
  window.__bench.watchers.push(check);
  check();
};
new MutationObserver(() => window.__bench.watchers.forEach((w) => w())).observe(document, { subtree: true, childList: true, characterData: true });
addEventListener('click', (e) => { window.__bench.marks.lastClick = e.timeStamp; }, true);
`;

/** What the page must show: at least `count` elements (default 1) matching `selector`, one of them containing `text`. */
export interface Shown {
  selector: string;
  count?: number;
  text?: string;
}

interface BenchWindow {
  __bench: { marks: Record<string, number>; when(name: string, condition: Shown): void };
}

/** Waits until the page shows `condition` and returns when it first did, in ms since navigation start. */
export async function markWhen(page: Page, name: string, condition: Shown, timeout = 60_000): Promise<number> {
  await page.evaluate(([n, c]) => (window as unknown as BenchWindow).__bench.when(n, c), [name, condition] as const);
  const handle = await page.waitForFunction((n) => (window as unknown as BenchWindow).__bench.marks[n], name, {
    timeout,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

/** Watches for `condition` from the start of every navigation of the page (before its scripts run). */
export async function watchFromStart(page: Page, name: string, condition: Shown): Promise<void> {
  await page.addInitScript(([n, c]) => (window as unknown as BenchWindow).__bench.when(n, c), [
    name,
    condition,
  ] as const);
}

/** When the last click happened, in ms since navigation start. */
export const lastClickAt = (page: Page) =>
  page.evaluate(() => (window as unknown as BenchWindow).__bench.marks.lastClick);

/**
 * The page's main-thread busy time (ms) so far: Chrome's TaskDuration (scripting, style, layout,
 * paint) without DevToolsCommandDuration, the time the bench's own remote commands took there.
 */
export async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return (seconds('TaskDuration') - seconds('DevToolsCommandDuration')) * 1000;
}

export interface ScriptRecord {
  /** Paths of the scripts downloaded so far, in order. */
  files(): string[];
  /** Their gzip size (level 9, as the bundle guard counts). */
  gzipBytes(files?: string[]): number;
  /** Whether a downloaded script contains `text`. */
  contains(file: string, text: string): boolean;
}

/** Collects the JavaScript a page downloads. */
export function recordScripts(page: Page): ScriptRecord {
  const seen = new Map<string, Buffer>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    response
      .body()
      .then((body) => seen.set(new URL(response.url()).pathname, body))
      .catch(() => undefined);
  });
  return {
    files: () => [...seen.keys()],
    gzipBytes: (files = [...seen.keys()]) =>
      files.reduce((sum, f) => sum + (seen.has(f) ? gzipSync(seen.get(f)!, { level: 9 }).length : 0), 0),
    contains: (file, text) => seen.get(file)?.includes(text) ?? false,
  };
}

/** Follows a page's requests, to wait until it has fetched what a step asked for. */
export function trackRequests(page: Page): { quiet(quietMs?: number, timeoutMs?: number): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    /** Resolves once nothing has been in flight for `quietMs`. */
    async quiet(quietMs = 300, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
