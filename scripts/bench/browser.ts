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

/** DevTools' network emulation: a round trip added to every request, and the link's speeds. */
export interface NetworkProfile {
  roundTripMs: number;
  downKbps: number;
  upKbps: number;
}

/** The operators' network (issue 17): mobile data, DevTools' "Slow 4G" figures. */
export const OPERATORS_NETWORK: NetworkProfile = { roundTripMs: 150, downKbps: 1600, upKbps: 750 };

/**
 * A page in a fresh context (empty cache: a cold first visit), optionally with the CPU slowed down
 * `cpuSlowdown` times (Chrome DevTools' throttling: a modest laptop or a phone is 4x to 6x slower)
 * and the network throttled as DevTools does it.
 */
export async function coldPage(
  browser: Browser,
  cpuSlowdown = 1,
  network?: NetworkProfile,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.roundTripMs,
      downloadThroughput: (network.downKbps * 1000) / 8,
      uploadThroughput: (network.upKbps * 1000) / 8,
    });
  }
  await cdp.send('Performance.enable');
  await page.addInitScript(MARKS_SCRIPT);
  return { context, page, cdp };
}

/**
 * In the page: `__bench.when(name, condition)` records when the condition was first on screen: the
 * first DOM change after which it holds with its element visible, then the frame that change
 * painted (a task queued from the next animation frame runs once that frame is drawn). Both apps are
 * timed this way, so a figure depends neither on how often we poll nor on how much work an app does
 * between putting an element in the DOM and painting it. performance.now() is ms since navigation
 * start. A condition is data, not code (the app's Content-Security-Policy forbids eval).
 */
const MARKS_SCRIPT = `
window.__bench = { marks: {}, watchers: [], names: new Set() };
const shown = (e) => !e.checkVisibility || e.checkVisibility({ opacityProperty: true, visibilityProperty: true });
const matching = (c) =>
  [...document.querySelectorAll(c.selector)].filter((e) => !c.text || e.textContent.includes(c.text));
const afterPaint = (then) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = then;
  channel.port2.postMessage(null);
});
window.__bench.when = (name, c) => {
  if (window.__bench.names.has(name)) return;
  window.__bench.names.add(name);
  let inDom = false;
  let done = false;
  let nextFrame = false;
  const check = () => {
    if (done) return;
    const found = matching(c);
    if (found.length < (c.count || 1)) return;
    if (!inDom) {
      inDom = true;
      window.__bench.marks[name + ':dom'] = performance.now();
    }
    // In the DOM but not visible yet (hidden, or fading in from opacity 0): look again each frame.
    if (!found.some(shown)) {
      if (!nextFrame) {
        nextFrame = true;
        requestAnimationFrame(() => { nextFrame = false; check(); });
      }
      return;
    }
    done = true;
    afterPaint(() => { window.__bench.marks[name] = performance.now(); });
  };
  window.__bench.watchers.push(check);
  check();
};
// Attributes too: a long list that renders only the rows in view grows by its aria-rowcount alone.
new MutationObserver(() => window.__bench.watchers.forEach((w) => w())).observe(document, {
  subtree: true, childList: true, characterData: true, attributes: true,
});
addEventListener('click', (e) => { window.__bench.marks.lastClick = e.timeStamp; }, true);
`;

/** What the page must show: at least `count` elements (default 1) matching `selector` and containing `text`, one of them visible. */
export interface Shown {
  selector: string;
  count?: number;
  text?: string;
}

interface BenchWindow {
  __bench: { marks: Record<string, number>; when(name: string, condition: Shown): void };
}

/** Waits until the page shows `condition` and returns when it was first painted, in ms since navigation start. */
export async function markWhen(page: Page, name: string, condition: Shown, timeout = 60_000): Promise<number> {
  await page.evaluate(([n, c]) => (window as unknown as BenchWindow).__bench.when(n, c), [name, condition] as const);
  const handle = await page
    .waitForFunction((n) => (window as unknown as BenchWindow).__bench.marks[n], name, { timeout, polling: 50 })
    .catch(async (error: Error) => {
      const marks = await page.evaluate(() => (window as unknown as BenchWindow).__bench.marks).catch(() => ({}));
      throw new Error(`${page.url()}: '${name}' not on screen (${JSON.stringify(marks)}): ${error.message}`);
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

/** When `condition` first held in the DOM (before it was painted), for a mark `markWhen` has waited for. */
export const inDomAt = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as BenchWindow).__bench.marks[`${n}:dom`], name);

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
