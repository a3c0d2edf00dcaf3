/**
 * `npm run bench` (issue 7): builds the app, makes sure the large dataset exists, builds a bare
 * react-admin app beside it, measures both in Debian's Chromium (plain and CPU-throttled), measures the
 * server with autocannon, and prints one table of figures, ratios, targets and PASS/FAIL. The table,
 * with the machine it ran on, goes into docs/performance.md. Exit code 1 when a figure fails.
 *
 *   npm run bench [-- --runs 5] [--seconds 3] [--rows 5000] [--skip server|web] [--no-write]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser';
import { buildReference } from './reference';
import { atMost, beside, fmt, replaceSection, table, versus, type Row } from './report';
import {
  DEFAULT_DATASET,
  ensureLargeDataset,
  freePort,
  medianPair,
  runServerBench,
  startProcess,
  type ServerFigure,
} from './server';
import { serveStatic } from './staticServer';
import { coldFigures, screenFigures, vendorListFigures, type BenchedApp } from './web';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '3' },
    rows: { type: 'string', default: '5000' },
    slowdown: { type: 'string', default: '4' },
    skip: { type: 'string', multiple: true, default: [] },
    'no-write': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const SLOWDOWN = Number(args.slowdown);
const log = (s: string) => console.log(s);
const step = (s: string) => console.log(`\n== ${s}`);

const rows: Row[] = [];

async function webFigures(dataset: string) {
  step('reference: a bare react-admin app');
  const bare = await serveStatic(await buildReference(log));
  const logDir = mkdtempSync(join(tmpdir(), 'busads-bench-web-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:${dataset}`,
    SEED: 'none',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  };
  const server = await startProcess(join(ROOT, 'server/main.ts'), env, port, logDir, 'server', '/login');
  const browser = await launchChromium();
  try {
    const ours: BenchedApp = {
      name: 'ours',
      loginUrl: `${server.url}/login`,
      form: FORM,
      signedIn: { selector: 'body', text: 'Total Ad Views' },
      username: 'admin',
      password: 'admin',
    };
    const reference: BenchedApp = {
      name: 'bare',
      loginUrl: `${bare.base}/`,
      form: FORM,
      signedIn: { selector: 'body', text: 'Post 1' },
      username: 'admin',
      password: 'admin',
    };
    for (const slowdown of [1, SLOWDOWN]) {
      const cpu = slowdown === 1 ? '' : ` (CPU ${slowdown}× slower)`;
      step(`cold loads${cpu}: ${RUNS} of each app, taking turns`);
      const figures = await coldFigures(browser, [ours, reference], RUNS, slowdown);
      const [o, r] = [figures.get('ours')!, figures.get('bare')!];
      log(`ours: ${o.jsFiles.join(', ')}\nbare: ${r.jsFiles.join(', ')}`);
      if (slowdown === 1) {
        rows.push(
          versus('login', 'JS before the login form is on screen (gzip)', o.jsGzipBytes, r.jsGzipBytes, 0.5, fmt.kB),
        );
        log(
          `ours: ${fmt.kB(o.laterGzipBytes)} more fetched once the form was on screen and the browser idle (the admin, prefetched)`,
        );
      }
      rows.push(
        versus('login', `login form on screen, median of ${RUNS} cold loads${cpu}`, o.formMs, r.formMs, 0.6, fmt.ms),
      );
      rows.push(
        versus(
          'after sign-in',
          `signed in (the server's answer) to dashboard cards filled; bare: click to first list${cpu}`,
          o.afterAnswerMs,
          r.afterAnswerMs,
          1,
          fmt.ms,
        ),
      );
      rows.push(
        beside(
          'after sign-in',
          `click on Login to dashboard cards, with the sign-in call (scrypt, one round trip); bare: no server${cpu}`,
          o.signedInMs,
          r.signedInMs,
          fmt.ms,
        ),
      );
    }
    step('screens: every menu entry in turn');
    const screens = await screenFigures(browser, ours);
    for (const s of screens.screens)
      log(`  ${s.name.padEnd(22)} ${fmt.kB(s.gzipBytes).padStart(9)}  ${s.files.join(' ')}`);
    const later = screens.screens.reduce((sum, s) => sum + s.gzipBytes, 0);
    rows.push({
      area: 'after sign-in',
      figure: `JS from the login page to the dashboard's cards; the ${screens.screens.length} menu screens fetch theirs on first visit`,
      ours: `${fmt.kB(screens.firstScreenGzipBytes)} + ${fmt.kB(later)} on demand`,
      target: 'screen code loaded on demand',
      pass: later > 0,
    });
    rows.push({
      area: 'after sign-in',
      figure: 'recharts downloaded only with the reports page',
      ours: screens.rechartsOnlyOnReports ? 'yes' : 'no',
      target: 'yes',
      pass: screens.rechartsOnlyOnReports,
    });
    step(`vendors list: ${args.rows} rows, then appends and typing`);
    const list = await vendorListFigures(browser, ours, server.url, Number(args.rows), log);
    log(`  appends (ms of main-thread work): ${list.appendRuns.join(', ')}`);
    rows.push(
      atMost(
        'lists',
        `append 50 rows to ${list.rowsBefore} vendors: main-thread work, median of ${list.appendRuns.length}`,
        list.appendMs,
        100,
        fmt.ms,
      ),
    );
    rows.push(
      atMost(
        'lists',
        `typing in the debounced name search: longest wait before a keystroke was handled`,
        list.maxInputDelayMs,
        50,
        fmt.ms,
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
    await bare.close();
    rmSync(logDir, { recursive: true, force: true });
  }
}

async function serverFigures(dataset: string) {
  step(`server: autocannon, 50 connections, ${args.seconds} s per call`);
  const { figures, throughput } = await runServerBench({
    databaseUrl: `sqlite:${dataset}`,
    seconds: Number(args.seconds),
    log,
  });
  for (const f of figures) {
    const summary = /summary|dashboard|counts/.test(f.name);
    const limit = summary ? 200 : 50;
    const answer = `${f.rows === undefined ? '' : `${f.rows} rows, `}${fmt.kB(f.bytes ?? 0)}`;
    rows.push({
      ...atMost('server', `${f.name} (${answer}): p99 (p50 ${f.p50} ms, ${f.rps} req/s)`, f.p99, limit, fmt.ms),
      pass: f.p99 <= limit && clean(f),
    });
  }
  const pair = medianPair(throughput);
  if (pair) {
    rows.push({
      area: 'server',
      figure: `vendors list throughput / Fastify hello world (median of ${throughput.length} pairs run in turn)`,
      ours: `${pair.vendors} req/s`,
      reference: `${pair.hello} req/s`,
      ratio: pair.vendors / pair.hello,
      target: '≥ 0.33 × reference',
      pass: pair.vendors / pair.hello >= 1 / 3,
    });
  }
}

const clean = (f: ServerFigure) => f.errors === 0 && f.non2xx === 0;

/** Both apps' login forms have an input named username (react-admin's own login page too). */
const FORM = { selector: 'input[name="username"]' };

/** The seed time recorded beside the dataset when it was made (see ensureLargeDataset). */
function seedSeconds(file: string): number | undefined {
  try {
    return Number(readFileSync(`${file}.seconds`, 'utf8'));
  } catch {
    return undefined;
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'Chromium';
  }
}

async function main() {
  step('build');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });

  step('large dataset');
  const dataset = ensureLargeDataset(DEFAULT_DATASET, log);
  const seeded = seedSeconds(dataset);
  if (seeded !== undefined)
    rows.push(
      atMost(
        'dataset',
        'npm run seed -- --scale large (streamed in batches)',
        seeded * 1000,
        180_000,
        (v) => `${(v / 1000).toFixed(0)} s`,
      ),
    );

  if (!args.skip.includes('web')) await webFigures(dataset);
  if (!args.skip.includes('server')) await serverFigures(dataset);

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Linux ${release()}, Node ${process.version}, ${chromiumVersion()}`;
  const text = table(rows);
  step('results');
  console.log(`${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}\n\n${text}`);
  const failed = rows.filter((r) => r.pass === false);
  console.log(
    failed.length === 0 ? '\nevery figure meets its target' : `\n${failed.length} figure(s) miss their target`,
  );
  if (!args['no-write']) {
    const doc = join(ROOT, 'docs/performance.md');
    const section = `Last run: ${new Date().toISOString().slice(0, 10)}, \`npm run bench -- --runs ${RUNS}\` on ${machine}.\n\n${text}`;
    writeFileSync(doc, replaceSection(readFileSync(doc, 'utf8'), section));
    log('docs/performance.md updated');
  }
  process.exitCode = failed.length === 0 ? 0 : 1;
}

await main();
