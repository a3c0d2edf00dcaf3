/**
 * Where a signed-in page's long tasks go (issue 31): a Chromium trace of direct loads on a phone's screen with
 * the CPU slowed 4×, each long task's CPU samples attributed to source files through the build's source maps.
 *
 *   npx vite build --sourcemap --outDir /tmp/dist-maps   # a build with maps, served by the product's server:
 *   DIST_DIR=/tmp/dist-maps DATABASE_URL=sqlite:data/bench/large.sqlite SEED=none PORT=8382 node build/server/main.js
 *   npx tsx scripts/bench/traceLongTasks.ts --base http://127.0.0.1:8382 --maps /tmp/dist-maps \
 *       --paths /dashboard,/dashboard/vendors [--runs 3]
 *
 * Prints, per page, the long tasks (> 50 ms of the 4×-slowed CPU) and, over all of them, the self time by
 * package (or src/ file) and the inclusive time of the app's own functions (components) on the stack.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium } from './browser';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8382' },
    maps: { type: 'string', default: 'dist' },
    paths: { type: 'string', default: '/dashboard,/dashboard/vendors' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    wait: { type: 'string', default: '' },
    // Warm: a visit of the page first, then the traced load in the same tab with its cache.
    warm: { type: 'boolean', default: false },
    long: { type: 'string', default: '50' },
  },
});

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const consumers = new Map<string, SourceMapConsumer | null>();
function original(url: string, line: number, column: number): { file: string; name: string } | undefined {
  const file = basename(new URL(url, args.base).pathname);
  if (!consumers.has(file)) {
    const map = join(args.maps, 'assets', `${file}.map`);
    consumers.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  const consumer = consumers.get(file);
  if (!consumer) return undefined;
  const pos = consumer.originalPositionFor({ line: line + 1, column });
  return pos.source ? { file: pos.source, name: pos.name ?? '' } : undefined;
}

/** A source file's group: its package under node_modules, or the app's file. */
function group(file: string): string {
  const nm = file.lastIndexOf('node_modules/');
  if (nm === -1) return file.replace(/^(\.\.\/)+/, '');
  const parts = file.slice(nm + 'node_modules/'.length).split('/');
  const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  const rest = parts.slice(pkg.split('/').length);
  // react-admin's packages and MUI: one level deeper (which component family).
  const deeper = /^(ra-|@mui\/material)/.test(pkg)
    ? `/${rest.slice(0, rest[0] === 'src' || rest[0] === 'esm' ? 2 : 1).join('/')}`
    : '';
  return pkg + deeper;
}

async function tracePage(path: string): Promise<void> {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const login = await context.newPage();
  await login.goto(`${args.base}/login`);
  await login.fill('input[name="username"]', 'admin');
  await login.fill('input[name="password"]', 'admin');
  await login.check('input[name="remember"]');
  await login.click('button[type="submit"]');
  await login.getByText('Total Ad Views').first().waitFor();
  await login.goto('about:blank');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (args.warm) await page.goto(`${args.base}${path}`, { waitUntil: 'networkidle' });
  else {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu) });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(`${args.base}${path}`);
  await page.waitForLoadState('networkidle');
  if (args.wait) await page.getByText(args.wait).first().waitFor();
  // Settled: the last transitions and idle callbacks have run.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await browser.close();
  report(path, trace.traceEvents);
}

function report(path: string, events: TraceEvent[]): void {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  // The busiest renderer main thread is the page's.
  const busy = new Map<string, number>();
  for (const t of tasks) busy.set(`${t.pid}:${t.tid}`, (busy.get(`${t.pid}:${t.tid}`) ?? 0) + (t.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0][0];
  const long = tasks.filter((t) => `${t.pid}:${t.tid}` === main && (t.dur ?? 0) > Number(args.long) * 1000);
  // The CPU profile of that thread.
  const [pid, tid] = main.split(':').map(Number);
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const nodes = new Map<number, ProfileNode>();
  const samples: { t: number; node: number }[] = [];
  let t = Number((profile?.args?.data as { startTime: number } | undefined)?.startTime ?? 0);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile?.id)) {
    const data = chunk.args!.data as {
      cpuProfile: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile.nodes ?? []) nodes.set(n.id, n);
    (data.cpuProfile.samples ?? []).forEach((node, i) => {
      t += data.timeDeltas?.[i] ?? 0;
      samples.push({ t, node });
    });
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  const total = long.reduce((s, x) => s + (x.dur ?? 0), 0);
  console.log(
    `\n${path}: ${long.length} long tasks, ${(total / 1000).toFixed(0)} ms (TBT-like: ${(long.reduce((s, x) => s + (x.dur ?? 0) - 50_000, 0) / 1000).toFixed(0)} ms)`,
  );
  for (const task of long) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const mine = new Map<string, number>();
    for (let i = 0; i < samples.length - 1; i += 1) {
      const s = samples[i];
      if (s.t < start || s.t >= end) continue;
      const weight = samples[i + 1].t - s.t;
      const leaf = nodes.get(s.node);
      if (!leaf) continue;
      const cf = leaf.callFrame;
      const where = cf.url ? original(cf.url, cf.lineNumber, cf.columnNumber) : undefined;
      const key = where ? group(where.file) : cf.url ? basename(cf.url) : cf.functionName || '(native)';
      add(self, key, weight);
      add(mine, key, weight);
      // The app's own functions on the stack, each once.
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = leaf; n; n = n.parent ? nodes.get(n.parent) : undefined) {
        const f = n.callFrame;
        if (!f.url) continue;
        const o = original(f.url, f.lineNumber, f.columnNumber);
        if (!o) continue;
        const name = o.name || f.functionName;
        // The app's functions, and the libraries' components (a capital letter).
        if (o.file.includes('node_modules') && !/^[A-Z]/.test(name)) continue;
        const k = `${group(o.file)} ${name}`;
        if (!seen.has(k)) add(inclusive, k, weight);
        seen.add(k);
      }
    }
    const top = [...mine]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`)
      .join(', ');
    console.log(
      `  task at ${((start - tasks[0].ts) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms — ${top}`,
    );
  }
  const print = (title: string, m: Map<string, number>, n: number) => {
    console.log(`  ${title}:`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
      console.log(`    ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  };
  print('self time in long tasks, by package / file', self, 25);
  print("inclusive time in long tasks, by the app's functions and the libraries' components", inclusive, 45);
}

for (const path of args.paths.split(',')) for (let i = 0; i < Number(args.runs); i += 1) await tracePage(path);
