/**
 * Can one admin stall the server (issue 27)? Against a running server on the large dataset, one session:
 * the deep pages of the ads list alone, then a cheap call (GET /get/admin) while 2 and 4 of them are in
 * flight, and right after 6 of them were abandoned by their client. Also the heaviest page the API still
 * reads (page 10 of 1,000 rows) in the same roles. Prints one line per figure, in ms.
 *
 *   npx tsx scripts/bench/stall.ts --base http://127.0.0.1:8080 [--username admin --password admin]
 */
import { get as httpGet } from 'node:http';
import { parseArgs } from 'node:util';
import { api, API_BASE_PATH, fillPath } from '../../src/api';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8080' },
    username: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'admin' },
  },
});
const base = args.base + API_BASE_PATH;

async function signIn(): Promise<string> {
  const response = await fetch(base + api.session.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { username: args.username, password: args.password, remember: false } }),
  });
  const body = (await response.json()) as { content?: { token?: string } };
  if (!body.content?.token) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return body.content.token;
}

const token = await signIn();
const adsPage = (page: number) => base + fillPath(api.ads.list.path, { page, limit: 1000 });
const me = base + api.admins.me.path;

/** One call's time in ms and its status. */
async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { token } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** A call whose client disconnects after `ms`: its socket is destroyed, as a closed browser tab does. */
function abandoned(url: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const request = httpGet(url, { headers: { token } }, (response) => response.resume());
    request.on('error', () => undefined);
    request.on('close', () => resolve());
    setTimeout(() => request.destroy(), ms);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function medianOf(url: string, tries = 5) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < tries; i++) ({ ms: times[i], status } = await timed(url));
  return { ms: median(times), status };
}

/** `inFlight` copies of `url` started at once; the cheap call starts 100 ms later. */
async function beside(url: string, inFlight: number) {
  const heavy = Array.from({ length: inFlight }, () => timed(url));
  await new Promise((r) => setTimeout(r, 100));
  const cheap = await timed(me);
  const done = await Promise.all(heavy);
  return { cheap, heavy: Math.max(...done.map((d) => d.ms)), statuses: [...new Set(done.map((d) => d.status))] };
}

/** `count` copies of `url` abandoned by their client after 300 ms, then the cheap call. */
async function afterAbandoned(url: string, count: number) {
  await Promise.all(Array.from({ length: count }, () => abandoned(url, 300)));
  return timed(me);
}

const line = (name: string, figure: { ms: number; status: unknown }) =>
  console.log(`${name.padEnd(58)} ${figure.ms.toFixed(0).padStart(7)} ms  (${String(figure.status)})`);

line('GET /get/admin alone, median of 5', await medianOf(me));
for (const [name, page] of [
  ['ads page 10 of 1,000 rows (the deepest the API reads)', 10],
  ['ads page 499 of 1,000 rows', 499],
  ['ads page 1,000,000 of 1,000 rows', 1_000_000],
] as const) {
  const url = adsPage(page);
  line(`${name}, alone, median of 3`, await medianOf(url, 3));
  for (const n of [2, 4]) {
    const { cheap, heavy, statuses } = await beside(url, n);
    line(`  GET /get/admin beside ${n} of them (slowest of them ${heavy.toFixed(0)} ms)`, {
      ms: cheap.ms,
      status: `${cheap.status}; theirs ${statuses.join(',')}`,
    });
  }
  line(`  GET /get/admin right after 6 of them were abandoned`, await afterAbandoned(url, 6));
}
