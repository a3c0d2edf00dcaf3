/**
 * `npm run bench` (issue 7): builds the app, makes sure the large dataset exists, builds a bare
 * react-admin app beside it, measures both in Debian's Chromium (plain and CPU-throttled), measures the
 * server with autocannon, and prints one table of figures, ratios, targets and PASS/FAIL. Then the operator
 * workload (issue 17, scripts/bench/operators.ts) on SQLite and on a throwaway PostgreSQL cluster, with each
 * list's growth from the small dataset to the large one, in a table of its own. The tables, with the machine they ran on, go into docs/performance.md. Exit code 1 when a
 * figure fails.
 *
 *   npm run bench [-- --runs 5] [--seconds 3] [--rows 5000] [--skip server|web|lighthouse|operators|mock] [--no-write]
 *                 [--lighthouse-runs 3]
 *                 [--engines sqlite,postgres] [--scale large|small] [--operator-seconds 20]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { launchChromium, OPERATORS_NETWORK } from './browser';
import { lighthouseBench } from './lighthouse';
import { mockStartRows } from './mockStart';
import { operatorRows, runGrowth, runOperatorWorkload } from './operators';
import { startPostgresCluster } from './postgresCluster';
import { buildReference, REFERENCE_LOGIN_PATH } from './reference';
import { atMost, beside, fmt, replaceSection, table, versus, type Row } from './report';
import {
  DEFAULT_DATASET,
  ensureDataset,
  ensureLargeDataset,
  medianPair,
  runServerBench,
  SMALL_DATASET,
  startServer,
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
    'lighthouse-runs': { type: 'string', default: '3' },
    skip: { type: 'string', multiple: true, default: [] },
    'no-write': { type: 'boolean', default: false },
    // The operator workload: its engines, its dataset's scale and the measured seconds of each ramp level.
    engines: { type: 'string', default: 'sqlite,postgres' },
    scale: { type: 'string', default: 'large' },
    'operator-seconds': { type: 'string', default: '20' },
  },
});
const skipped = (part: 'web' | 'lighthouse' | 'server' | 'operators' | 'mock') =>
  args.skip.flatMap((s) => s.split(',')).includes(part);
const ENGINES = args.engines.split(',').map((e) => e.trim());
if (ENGINES.some((e) => e !== 'sqlite' && e !== 'postgres')) throw new Error(`--engines: sqlite, postgres or both`);
if (args.scale !== 'large' && args.scale !== 'small') throw new Error(`--scale: large or small`);
const SCALE = args.scale;
const OPERATOR_SECONDS = Number(args['operator-seconds']);
const RUNS = Number(args.runs);
const SLOWDOWN = Number(args.slowdown);
const log = (s: string) => console.log(s);
const step = (s: string) => console.log(`\n== ${s}`);

const rows: Row[] = [];
const operatorTable: Row[] = [];
/** The server rows: one URL repeated by autocannon's connections. */
const CONNECTIONS = 50;

async function webFigures(dataset: string) {
  step('reference: a bare react-admin app');
  const bare = await serveStatic(await buildReference(log));
  const logDir = mkdtempSync(join(tmpdir(), 'busads-bench-web-'));
  const server = await startServer(`sqlite:${dataset}`, logDir);
  const browser = await launchChromium();
  let bareBundle = NaN;
  let ourJourney = NaN;
  let rechartsBeforeSignIn = false;
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
      loginUrl: `${bare.base}${REFERENCE_LOGIN_PATH}`,
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
      log(`login form in the DOM (before its paint): ours ${fmt.ms(o.formDomMs)}, bare ${fmt.ms(r.formDomMs)}`);
      if (slowdown === 1) {
        bareBundle = r.jsGzipBytes + r.laterGzipBytes;
        ourJourney = o.jsGzipBytes + o.laterGzipBytes;
        rechartsBeforeSignIn = o.rechartsBeforeSignIn;
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
          `click on Login to dashboard cards, with the sign-in call (its password check, one round trip); bare: no server${cpu}`,
          o.signedInMs,
          r.signedInMs,
          fmt.ms,
        ),
      );
    }
    step(`the operators' network: ${RUNS} cold loads of each app, taking turns`);
    const net = OPERATORS_NETWORK;
    const profile = `${net.roundTripMs} ms round trip, ${net.downKbps / 1000} Mbps down, ${net.upKbps} kbps up`;
    const throttled = await coldFigures(browser, [ours, reference], RUNS, 1, net);
    const [to, tr] = [throttled.get('ours')!, throttled.get('bare')!];
    rows.push(
      versus(
        'network',
        `login form on screen, median of ${RUNS} cold loads (${profile})`,
        to.formMs,
        tr.formMs,
        0.5,
        fmt.ms,
      ),
      versus(
        'network',
        `signed in (the server's answer) to dashboard cards filled; bare: click to first list (${profile})`,
        to.afterAnswerMs,
        tr.afterAnswerMs,
        0.8,
        fmt.ms,
      ),
      beside(
        'network',
        `click on Login to dashboard cards, with the sign-in call; bare: no server (${profile})`,
        to.signedInMs,
        tr.signedInMs,
        fmt.ms,
      ),
    );
    step('screens: every menu entry in turn');
    const screens = await screenFigures(browser, ours);
    for (const s of screens.screens)
      log(`  ${s.name.padEnd(22)} ${fmt.kB(s.gzipBytes).padStart(9)}  ${s.files.join(' ')}`);
    const later = screens.screens.reduce((sum, s) => sum + s.gzipBytes, 0);
    rows.push(
      versus(
        'after sign-in',
        `JS from the login page to the dashboard's cards: the login's and what it fetches while idle (gzip; until the cards' network is quiet at 1366 × 800, charts included: ${fmt.kB(screens.firstScreenGzipBytes)}); bare: its whole bundle`,
        ourJourney,
        bareBundle,
        1,
        fmt.kB,
      ),
      {
        area: 'after sign-in',
        figure: `JS the ${screens.screens.length} menu screens fetch on their first visit`,
        ours: `${fmt.kB(later)} on demand`,
        target: 'screen code loaded on demand',
        pass: later > 0,
      },
    );
    rows.push({
      area: 'after sign-in',
      figure: `recharts not downloaded by the login page nor while it is idle, nor by a menu screen before the reports page (it comes with a chart: the dashboard's trend near the screen, the reports page; the reports page's first visit fetched it: ${screens.rechartsOnlyOnReports ? 'yes' : 'no'})`,
      ours: rechartsBeforeSignIn || screens.rechartsBeforeReports ? 'no' : 'yes',
      target: 'yes',
      pass: !rechartsBeforeSignIn && !screens.rechartsBeforeReports,
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
  step(`server: autocannon, ${CONNECTIONS} connections, ${args.seconds} s per call`);
  const { figures, throughput } = await runServerBench({
    databaseUrl: `sqlite:${dataset}`,
    connections: CONNECTIONS,
    seconds: Number(args.seconds),
    log,
  });
  for (const f of figures) {
    const summary = /summary|dashboard|counts/.test(f.name);
    const limit = summary ? 200 : 50;
    const answer = `${f.rows === undefined ? '' : `${f.rows} rows, `}${fmt.kB(f.bytes ?? 0)}`;
    rows.push({
      ...atMost(
        'server',
        `${f.name} (${answer}), repeated URL, ${CONNECTIONS} connections: p99 (p50 ${f.p50} ms, ${f.rps} req/s)`,
        f.p99,
        limit,
        fmt.ms,
      ),
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

/**
 * The operator workload on each engine: SQLite on the bench's dataset, PostgreSQL on a cluster of its own. On
 * the large dataset, each list's growth ratio from the small dataset (runGrowth).
 */
async function operatorFigures(largeDataset: string | undefined) {
  const seconds = (v: number) => `${(v / 1000).toFixed(0)} s`;
  const growth = SCALE === 'large';
  for (const engine of ENGINES) {
    if (engine === 'sqlite') {
      step(`operator workload on SQLite (${SCALE} dataset)`);
      const small = () => ensureDataset(SMALL_DATASET, 'small', log);
      const file = largeDataset ?? small();
      if (SCALE === 'small') {
        const seeded = seedSeconds(file);
        if (seeded !== undefined)
          operatorTable.push({
            ...atMost('operators, SQLite', 'npm run seed -- --scale small', seeded * 1000, 180_000, seconds),
            target: '(large: ≤ 180 s)',
            pass: null,
          });
      }
      const result = await runOperatorWorkload({
        engine: 'SQLite',
        databaseUrl: `sqlite:${file}`,
        seconds: OPERATOR_SECONDS,
        log,
      });
      operatorTable.push(...operatorRows(result, OPERATOR_SECONDS));
      if (growth) {
        step('SQLite: growth from the small dataset to the large one');
        operatorTable.push(
          ...(await runGrowth({ engine: 'SQLite', largeUrl: `sqlite:${file}`, smallUrl: `sqlite:${small()}`, log })),
        );
      }
    } else {
      step(`operator workload on PostgreSQL (${SCALE} dataset, a throwaway cluster)`);
      const cluster = await startPostgresCluster(log);
      try {
        const took = await seedPostgres(cluster.url, SCALE);
        const row = atMost('operators, PostgreSQL', `npm run seed -- --scale ${SCALE}`, took, 600_000, seconds);
        // The issue's target is for the large dataset; the small one's time is shown for information.
        operatorTable.push(SCALE === 'large' ? row : { ...row, target: '(large: ≤ 600 s)', pass: null });
        const result = await runOperatorWorkload({
          engine: 'PostgreSQL',
          databaseUrl: cluster.url,
          seconds: OPERATOR_SECONDS,
          postmasterPid: cluster.postmasterPid(),
          log,
        });
        operatorTable.push(...operatorRows(result, OPERATOR_SECONDS));
        if (growth) {
          step('PostgreSQL: growth from the small dataset (a second database) to the large one');
          const small = cluster.createDatabase('small');
          await seedPostgres(small, 'small');
          operatorTable.push(
            ...(await runGrowth({ engine: 'PostgreSQL', largeUrl: cluster.url, smallUrl: small, log })),
          );
        }
      } finally {
        cluster.stop();
      }
    }
  }
}

/**
 * `npm run seed -- --scale <scale>` into a PostgreSQL database: how long it took (ms). Then VACUUM ANALYZE
 * (not counted): autovacuum would otherwise work through the freshly loaded tables (5 million events) on the
 * same 2 cores while the calls are measured, and the index-only counts would read the heap until it had.
 */
async function seedPostgres(url: string, scale: string): Promise<number> {
  log(`seeding: npm run seed -- --scale ${scale} --database ${url}`);
  const started = Date.now();
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'server/seedCommand.ts'), '--scale', scale, '--database', url],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (seed.status !== 0) throw new Error(`seeding PostgreSQL failed (exit ${seed.status})`);
  const took = Date.now() - started;
  log(`seeded in ${(took / 1000).toFixed(1)} s`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const vacuumed = Date.now();
    await client.query('vacuum (analyze)');
    log(`vacuum (analyze) in ${((Date.now() - vacuumed) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  return took;
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
  const mainTable = !skipped('web') || !skipped('server') || !skipped('lighthouse');
  if (!skipped('web') || !skipped('lighthouse')) {
    step('build');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
    // The server serves a copy: a build of dist/ by other work in this checkout must not change the app mid-run.
    const copy = mkdtempSync(join(tmpdir(), 'busads-bench-dist-'));
    cpSync(join(ROOT, 'dist'), copy, { recursive: true });
    process.env.DIST_DIR = copy;
    process.once('exit', () => rmSync(copy, { recursive: true, force: true }));
  }

  let dataset: string | undefined;
  if (mainTable || (!skipped('operators') && SCALE === 'large' && ENGINES.includes('sqlite'))) {
    step('large dataset');
    dataset = ensureLargeDataset(DEFAULT_DATASET, log);
    const seeded = seedSeconds(dataset);
    // Shown in the main table, or in the operators' when only they run.
    if (seeded !== undefined)
      (mainTable ? rows : operatorTable).push(
        atMost(
          'dataset',
          'npm run seed -- --scale large (streamed in batches)',
          seeded * 1000,
          180_000,
          (v) => `${(v / 1000).toFixed(0)} s`,
        ),
      );
  }

  if (dataset && !skipped('web')) await webFigures(dataset);
  if (dataset && !skipped('lighthouse'))
    rows.push(...(await lighthouseBench({ dataset, runs: Number(args['lighthouse-runs']), log: step, detail: log })));
  // Mock mode (issue 31): the same build on a static host, no server.
  if (!skipped('web') && !skipped('mock')) {
    step(`mock mode: ${RUNS} cold visits, sign-in then a reload`);
    const browser = await launchChromium();
    try {
      rows.push(...(await mockStartRows(browser, process.env.DIST_DIR!, RUNS, log)));
    } finally {
      await browser.close();
    }
  }
  if (dataset && !skipped('server')) await serverFigures(dataset);
  if (!skipped('operators')) await operatorFigures(SCALE === 'large' ? dataset : undefined);

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Linux ${release()}, Node ${process.version}, ${chromiumVersion()}`;
  const text = table(rows);
  const operatorText = table(operatorTable);
  step('results');
  console.log(`${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}`);
  if (mainTable) console.log(`\n${text}`);
  if (operatorTable.length > 0) console.log(`\noperator workload (${SCALE} dataset):\n\n${operatorText}`);
  const failed = [...rows, ...operatorTable].filter((r) => r.pass === false);
  console.log(
    failed.length === 0 ? '\nevery figure meets its target' : `\n${failed.length} figure(s) miss their target`,
  );
  if (!args['no-write']) {
    const doc = join(ROOT, 'docs/performance.md');
    const day = new Date().toISOString().slice(0, 10);
    let document = readFileSync(doc, 'utf8');
    if (mainTable)
      document = replaceSection(
        document,
        `Last run: ${day}, \`npm run bench -- --runs ${RUNS}\` on ${machine}.\n\n${text}`,
      );
    if (operatorTable.length > 0) {
      const command = `npm run bench -- --engines ${ENGINES.join(',')} --scale ${SCALE} --operator-seconds ${OPERATOR_SECONDS}`;
      document = replaceSection(
        document,
        `Last run: ${day}, \`${command}\` (the ${SCALE} dataset) on ${machine}.\n\n${operatorText}`,
        'bench-operators',
      );
    }
    writeFileSync(doc, document);
    log('docs/performance.md updated');
  }
  process.exitCode = failed.length === 0 ? 0 : 1;
}

await main();
