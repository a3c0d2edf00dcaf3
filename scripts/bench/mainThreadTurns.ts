/**
 * Main-thread work of a signed-in page's load on a phone's screen, several builds in turns (issue 31): less
 * noisy than Lighthouse's TBT for telling which part of a page costs what (builds that leave a part out).
 * Each load is warm (the same tab, the cache kept, after one visit), or with `--cold` after clearing the cache. The figures are the CPU time of the
 * page's main thread (the trace's thread time of its tasks: unlike wall time, not stretched by other processes
 * on a busy machine) from navigation until the network has been quiet, and Lighthouse's way of turning it into
 * blocking time for a 4× slower phone: the sum over tasks of 4 × CPU time − 50 ms, where positive.
 *
 *   npx tsx scripts/bench/mainThreadTurns.ts --path /dashboard/vendors --wait Load\ more before=8384 after=8385
 */
import { parseArgs } from 'node:util';
import { launchChromium, median } from './browser';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', default: '/dashboard/vendors' },
    wait: { type: 'string', default: '' },
    rounds: { type: 'string', default: '5' },
    // Cold: the HTTP cache cleared before each load (Lighthouse's cold runs), the session kept.
    cold: { type: 'boolean', default: false },
  },
});
const builds = positionals.map((arg) => arg.split('='));
const browser = await launchChromium();
const tabs = await Promise.all(
  builds.map(async ([name, port]) => {
    const base = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.fill('input[name="username"]', 'admin');
    await page.fill('input[name="password"]', 'admin');
    await page.click('button[type="submit"]');
    await page.getByText('Total Ad Views').first().waitFor();
    await page.goto(`${base}${args.path}`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    return { name, base, page, cdp, cpu: [] as number[], blocking: [] as number[], largest: [] as number[] };
  }),
);
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}
/** The main thread's tasks' CPU times (ms): the renderer main thread with the most. */
function mainThreadTasks(events: TraceEvent[]): number[] {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, number[]>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined && mains.has(`${e.pid}:${e.tid}`))
      byThread.set(`${e.pid}:${e.tid}`, [...(byThread.get(`${e.pid}:${e.tid}`) ?? []), e.tdur / 1000]);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
}
for (let round = 0; round < Number(args.rounds); round += 1)
  for (const tab of tabs) {
    await tab.page.goto('about:blank');
    if (args.cold) await tab.cdp.send('Network.clearBrowserCache');
    await browser.startTracing(tab.page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
    await tab.page.goto(`${tab.base}${args.path}`);
    if (args.wait) await tab.page.getByText(args.wait).first().waitFor({ timeout: 60_000 });
    await tab.page.waitForLoadState('networkidle');
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const tasks = mainThreadTasks(trace.traceEvents);
    tab.cpu.push(tasks.reduce((a, b) => a + b, 0));
    tab.largest = [...tasks].sort((a, b) => b - a).slice(0, 6);
    tab.blocking.push(tasks.reduce((a, t) => a + Math.max(0, 4 * t - 50), 0));
  }
for (const tab of tabs)
  console.log(
    `${tab.name.padEnd(12)} main-thread CPU ${Math.round(median(tab.cpu))} ms (${tab.cpu.map(Math.round).join(', ')}), ` +
      `blocking at 4× ${Math.round(median(tab.blocking))} ms (${tab.blocking.map(Math.round).join(', ')}); ` +
      `the last run's largest tasks ${tab.largest.map(Math.round).join(', ')} ms`,
  );
await browser.close();
