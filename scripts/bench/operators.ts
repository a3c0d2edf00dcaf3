/**
 * The operator workload of `npm run bench` (issue 17): the server (server/main.ts, its own process) on a seeded
 * database, called as operators call it. Each request is a random screen call: a mostly shallow page, a random
 * vendor, device, bus, name search and date window (up to a year), about 5 % topups (writes). First every kind
 * of call alone (sequential tries, p50 and max); then a ramp of virtual operators (25, 50, 100, ... each waiting
 * 0.5–1.5 s between its calls, a closed loop per operator) until a level misses p99 ≤ 100 ms or has an error.
 * Apart from those, runGrowth compares each list's p99 alone on the large and the small dataset.
 * The load generator is this process (node:http, keep-alive); the ids come from the database, read once at start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../../server/db/connect';
import { api, API_BASE_PATH, fillPath, type Endpoint, type ParamInput } from '../../src/api';
import { cpuPerRequest, type CpuFigure } from './cpuPerRequest';
import type { Row } from './report';
import { signIn, startServer, type Started } from './server';

const DAY = 86_400;

/** A level holds when its p99 is at most this and it has no error. */
export const HELD_P99_MS = 100;
/** Operators per level: 25, 50, 100, ... doubling until a level misses (or this many). */
const FIRST_LEVEL = 25;
const LAST_LEVEL = 25_600;
/** Seconds at the start of each level not counted: the operators' first calls are spread over their first wait. */
const WARM_UP_SECONDS = 2;
const WRITE_SHARE = 0.05;

/** What the random calls draw from, read once from the seeded database. */
export interface Dataset {
  vendors: number;
  devices: number;
  admins: number;
  names: string[];
  buses: string[];
}

type Kind = 'list' | 'summary' | 'write';
export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}
interface CallKind {
  name: string;
  kind: Kind;
  make(d: Dataset): Request;
}

/** Tries of each list call on each dataset for the growth ratios: p99 of 200 is the third slowest, not one outlier. */
export const GROWTH_TRIES = 200;
/** A list's p99 alone on the large dataset over its p99 on the small one (1/100): at most this (issue 17). */
export const GROWTH_LIMIT = 2;

/** Max targets of a call alone (issue 17): lists 25 ms; summaries, counts, dashboard and writes 50 ms. */
const ALONE_LIMIT_MS: Record<Kind, number> = { list: 25, summary: 50, write: 50 };

export interface AloneFigure {
  name: string;
  kind: Kind;
  p50: number;
  max: number;
  errors: number;
}

export interface LevelFigure {
  operators: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  held: boolean;
  /** The load generator's (this process's) CPU time per request sent in the level, warm-up included. */
  cpuMsPerRequest: number;
}

export interface OperatorResult {
  engine: string;
  /** CPU per call of the mix, and of an empty answer (customers). */
  cpu: { mix: CpuFigure; empty: CpuFigure };
  /** Tries per call alone. */
  tries: number;
  alone: AloneFigure[];
  levels: LevelFigure[];
  /** The largest level that held (0: none). */
  held: number;
}

const int = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)];
const chance = (p: number) => Math.random() < p;
const sometimes = <T>(p: number, value: () => T): T | undefined => (chance(p) ? value() : undefined);

/** Page 1 most of the time, sometimes 2–5, rarely deeper. */
const page = () => {
  const r = Math.random();
  return r < 0.7 ? 1 : r < 0.95 ? int(2, 5) : int(6, 40);
};

/** A window of whole local days, up to a year, most often ending today (as the app's date filters send it). */
function window(): { from: number; to: number } {
  const now = new Date();
  const todayEnd = Math.floor(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() / 1000) - 1;
  const days = pick([1, 1, 2, 7, 7, 30, 30, 90, 365, int(1, 365)]);
  const to = todayEnd - (chance(0.7) ? 0 : int(0, 365 - days)) * DAY;
  return { from: to - days * DAY + 1, to };
}

/** A name search as typed: three to six letters of a seeded vendor's first or last name. */
function search(d: Dataset): string {
  const word = pick(pick(d.names).split(/\s+/).filter(Boolean));
  return word.slice(0, int(3, 6)).toLowerCase();
}

const get = (endpoint: Endpoint, values: Record<string, ParamInput>): Request => ({
  method: 'GET',
  path: API_BASE_PATH + fillPath(endpoint.path, values),
});
const vendor = (d: Dataset) => int(1, d.vendors);
const device = (d: Dataset) => int(1, d.devices);
const anyStatus = () => pick([undefined, 1, 0]);

/** Every kind of call of the workload, as the issue names them. */
export const CALLS: CallKind[] = [
  {
    name: 'vendors, by page',
    kind: 'list',
    make: () => get(api.vendors.list, { page: page(), limit: 50, ...sometimes(0.5, window) }),
  },
  {
    name: 'vendors, name search',
    kind: 'list',
    make: (d) =>
      get(api.vendors.list, {
        page: chance(0.9) ? 1 : int(2, 3),
        limit: 50,
        searchName: search(d),
        ...sometimes(0.5, window),
      }),
  },
  {
    name: 'ads, one vendor',
    kind: 'list',
    make: (d) => get(api.ads.list, { vendorID: vendor(d), page: page(), limit: 50, accessStatus: anyStatus() }),
  },
  {
    name: 'ads, by page, any status',
    kind: 'list',
    make: () => get(api.ads.list, { page: page(), limit: 50, accessStatus: anyStatus() }),
  },
  {
    name: 'ads, inactive (accessStatus 0)',
    kind: 'list',
    make: () => get(api.ads.list, { page: page(), limit: 50, accessStatus: 0 }),
  },
  {
    name: 'wallets',
    kind: 'list',
    make: (d) =>
      get(api.wallets.list, {
        vendorID: sometimes(0.3, () => vendor(d)),
        type: pick(['all', 'active', 'inactive']),
        page: page(),
        limit: 50,
      }),
  },
  {
    name: 'topups',
    kind: 'list',
    make: (d) => get(api.topups.list, { vendorID: sometimes(0.3, () => vendor(d)), ...window() }),
  },
  {
    name: 'activity logs (self, admins, vendors)',
    kind: 'list',
    make: (d) => {
      const which = int(0, 2);
      if (which === 0) return get(api.activityLogs.self, window());
      if (which === 1)
        return get(api.activityLogs.admin, { adminID: sometimes(0.3, () => int(1, d.admins)), ...window() });
      return get(api.activityLogs.vendor, { userID: sometimes(0.3, () => vendor(d)), ...window() });
    },
  },
  {
    name: 'devices',
    kind: 'list',
    make: () => get(api.devices.list, { page: page(), limit: 25, activeStatus: anyStatus(), ...window() }),
  },
  {
    name: 'device history',
    kind: 'list',
    make: (d) =>
      get(api.devices.history, { deviceID: sometimes(0.3, () => device(d)), ...window(), page: page(), limit: 20 }),
  },
  {
    name: 'customers',
    kind: 'list',
    make: (d) => get(api.customers.list, { vendorID: sometimes(0.3, () => vendor(d)), page: page(), limit: 50 }),
  },
  { name: 'routes', kind: 'list', make: () => get(api.routes.list, { page: page(), limit: 100 }) },
  { name: 'report summary, everything', kind: 'summary', make: () => get(api.reports.summary, window()) },
  {
    name: 'report summary, one vendor',
    kind: 'summary',
    make: (d) => get(api.reports.summary, { vendorID: vendor(d), ...window() }),
  },
  {
    name: 'report summary, one device',
    kind: 'summary',
    make: (d) => get(api.reports.summary, { deviceID: device(d), ...window() }),
  },
  {
    name: 'report summary, one bus',
    kind: 'summary',
    make: (d) => get(api.reports.summary, { busID: pick(d.buses), ...window() }),
  },
  {
    name: 'device action counts',
    kind: 'summary',
    make: (d) => {
      const { from, to } = window();
      return get(api.devices.actionCounts, { deviceID: device(d), fromDate: from, toDate: to });
    },
  },
  { name: 'dashboard', kind: 'summary', make: () => get(api.session.dashboard, {}) },
  {
    name: 'topup (write)',
    kind: 'write',
    make: (d) => ({
      method: 'POST',
      path: API_BASE_PATH + api.topups.create.path,
      body: { data: { vendorID: vendor(d), amount: int(1, 50) * 100 } },
    }),
  },
];

const READS = CALLS.filter((c) => c.kind !== 'write');
const WRITES = CALLS.filter((c) => c.kind === 'write');

/** The next call of an operator: about 5 % writes, the rest any read. */
const nextCall = (): CallKind => (chance(WRITE_SHARE) ? pick(WRITES) : pick(READS));

function targetOf(databaseUrl: string): DatabaseTarget {
  return databaseUrl.startsWith('sqlite:')
    ? { kind: 'sqlite', filename: databaseUrl.slice('sqlite:'.length) }
    : { kind: 'postgres', url: databaseUrl, poolSize: 2 };
}

/** How many vendors, devices and admins there are (ids 1..n as seeded), some names and bus ids. */
export async function readDataset(databaseUrl: string): Promise<Dataset> {
  const db = openDatabase(targetOf(databaseUrl));
  try {
    const max = async (table: 'vendors' | 'devices' | 'admins') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<number>`max(id)`.as('m'))
            .executeTakeFirstOrThrow()
        ).m ?? 0,
      );
    const [vendors, devices, admins] = [await max('vendors'), await max('devices'), await max('admins')];
    if (vendors === 0 || devices === 0) throw new Error('the database holds no vendors or devices: seed it first');
    const ids = (n: number) => Array.from({ length: 200 }, () => int(1, n));
    const names = (await db.selectFrom('vendors').select('fullname').where('id', 'in', ids(vendors)).execute())
      .map((r) => r.fullname)
      .filter((name) => /[a-z]{3}/i.test(name));
    const buses = (await db.selectFrom('devices').select('busID').where('id', 'in', ids(devices)).execute())
      .map((r) => r.busID)
      .filter(Boolean);
    return { vendors, devices, admins: Math.max(1, admins), names, buses };
  } finally {
    await db.destroy();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Keep-alive connections to the server, as many as the operators need at once. node:http rather than fetch:
 * fetch cost this process about 1.0–1.3 ms of CPU per request, node:http 0.4 ms, on the 2 cores the server uses.
 */
const agent = new Agent({ keepAlive: true });

/**
 * One call, its answer read whole (so the connection is kept alive) but not decompressed: ms and whether it
 * answered 2xx. It accepts gzip as fetch does, so the server compresses as it would for a browser. A failed
 * connection or no answer within 30 s counts as not 2xx.
 */
export function send(
  base: string,
  token: string,
  request: Request,
  timeoutMs = 30_000,
): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers: Record<string, string> = { Token: token, 'accept-encoding': 'gzip, deflate' };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve) => {
    let settled = false;
    const done = (ok: boolean) => {
      if (settled) return;
      settled = true;
      resolve({ ms: performance.now() - started, ok });
    };
    const req = httpRequest(
      base + request.path,
      { method: request.method, headers, agent, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        const status = response.statusCode ?? 0;
        response.on('error', () => done(false));
        response.on('end', () => done(status >= 200 && status < 300));
        response.on('close', () => done(false)); // closed before its end
        response.resume();
      },
    );
    req.on('error', () => done(false));
    req.end(body);
  });
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Each kind of call alone: one untimed call, then `tries` in a row, each with new random parameters. */
async function alone(base: string, token: string, d: Dataset, tries: number): Promise<AloneFigure[]> {
  const figures: AloneFigure[] = [];
  for (const call of CALLS) {
    await send(base, token, call.make(d));
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < tries; i++) {
      const { ms, ok } = await send(base, token, call.make(d));
      times.push(ms);
      if (!ok) errors++;
    }
    times.sort((a, b) => a - b);
    figures.push({ name: call.name, kind: call.kind, p50: percentile(times, 0.5), max: times.at(-1)!, errors });
  }
  return figures;
}

/**
 * `operators` virtual operators for WARM_UP_SECONDS + `seconds`: each starts within its first wait, then calls,
 * waits 0.5–1.5 s, calls again. Calls started in the measured seconds count (their answers are awaited).
 */
async function level(base: string, token: string, d: Dataset, operators: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const cpuBefore = process.cpuUsage();
  const measureFrom = performance.now() + WARM_UP_SECONDS * 1000;
  const end = measureFrom + seconds * 1000;
  const operator = async () => {
    await sleep(Math.random() * 1500);
    while (performance.now() < end) {
      const started = performance.now();
      sent++;
      const { ms, ok } = await send(base, token, nextCall().make(d));
      if (started >= measureFrom) {
        latencies.push(ms);
        if (!ok) errors++;
      }
      await sleep(500 + Math.random() * 1000);
    }
  };
  await Promise.all(Array.from({ length: operators }, operator));
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 0.99);
  return {
    operators,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99,
    requests: latencies.length,
    errors,
    held: errors === 0 && p99 <= HELD_P99_MS,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, sent),
  };
}

export interface OperatorOptions {
  /** What the table calls it: SQLite or PostgreSQL. */
  engine: string;
  databaseUrl: string;
  /** Measured seconds per level. */
  seconds: number;
  /** Tries per call alone. Default 25. */
  tries?: number;
  /** PostgreSQL's postmaster, whose processes' CPU counts with the server's. */
  postmasterPid?: number;
  log?: (s: string) => void;
}

/** Calls of the mix, and of the empty answer, over which the CPU per request is measured. */
const CPU_CALLS = { mix: 3000, empty: 2000 };

/** The CPU per request targets (issue 31): server process + the database's processes, ms. */
export const CPU_TARGET_MS: Record<string, number> = { SQLite: 1.2, PostgreSQL: 2.0 };
export const EMPTY_CPU_TARGET_MS = 0.2;

const ms1 = (v: number) => `${v.toFixed(1)} ms`;

/** Starts the server on the database (SEED=none, NODE_ENV=production), signs in, runs the calls alone, then the ramp. */
export async function runOperatorWorkload(opts: OperatorOptions): Promise<OperatorResult> {
  const { engine, databaseUrl, seconds, tries = 25, postmasterPid, log = (s: string) => console.log(s) } = opts;
  const dataset = await readDataset(databaseUrl);
  log(
    `${dataset.vendors} vendors, ${dataset.devices} devices, ${dataset.admins} admins; ${dataset.names.length} names and ${dataset.buses.length} buses to draw from`,
  );
  const logDir = mkdtempSync(join(tmpdir(), 'busads-bench-operators-'));
  let server: Started | undefined;
  try {
    server = await startServer(databaseUrl, logDir);
    const token = await signIn(server.url);
    log(`every call alone, ${tries} tries each, one after another`);
    const figures = await alone(server.url, token, dataset, tries);
    for (const f of figures)
      log(
        `  ${f.name.padEnd(38)} p50 ${ms1(f.p50).padStart(9)}  max ${ms1(f.max).padStart(9)}  errors ${f.errors}  (target max ≤ ${ALONE_LIMIT_MS[f.kind]} ms)`,
      );
    const cpuOf = (calls: number, next: () => Request) =>
      cpuPerRequest({ base: server!.url, token, serverPid: server!.pid, postmasterPid, next, calls });
    await cpuOf(300, () => nextCall().make(dataset)); // warm-up: JIT, page caches, pools
    const cpu = {
      mix: await cpuOf(CPU_CALLS.mix, () => nextCall().make(dataset)),
      empty: await cpuOf(CPU_CALLS.empty, () => get(api.customers.list, { page: 1, limit: 50 })),
    };
    for (const [name, f] of Object.entries(cpu))
      log(
        `  CPU per call, ${name}: server ${f.server.toFixed(2)} ms + database ${f.database.toFixed(2)} ms over ${f.calls} calls (${f.errors} errors)`,
      );
    log(`ramp of operators (each waits 0.5–1.5 s between calls), ${WARM_UP_SECONDS} s warm-up + ${seconds} s a level`);
    const levels: LevelFigure[] = [];
    for (let operators = FIRST_LEVEL; operators <= LAST_LEVEL; operators *= 2) {
      const figure = await level(server.url, token, dataset, operators, seconds);
      levels.push(figure);
      log(
        `  ${String(operators).padStart(5)} operators: ${figure.rps.toFixed(0).padStart(5)} req/s  p50 ${ms1(figure.p50).padStart(9)}  p99 ${ms1(figure.p99).padStart(9)}  errors ${figure.errors}  load generator ${figure.cpuMsPerRequest.toFixed(2)} ms CPU/req${figure.held ? '' : '  (missed)'}`,
      );
      if (!figure.held) break;
    }
    const held = levels.filter((l) => l.held).at(-1)?.operators ?? 0;
    log(`${engine}: ${held} operators held at p99 ≤ ${HELD_P99_MS} ms`);
    return { engine, cpu, tries, alone: figures, levels, held };
  } finally {
    await server?.stop();
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** The operators held that issue 31 asks for on each engine (issue 17 aimed at 800 and 400). */
export const HELD_TARGET: Record<string, number> = { SQLite: 400, PostgreSQL: 200 };

/** The workload's rows: each call alone, each level of the ramp (for information), the operators held. */
export function operatorRows(result: OperatorResult, seconds: number): Row[] {
  const rows: Row[] = [];
  const area = `operators, ${result.engine}` as const;
  const { mix, empty } = result.cpu;
  const cpuTarget = CPU_TARGET_MS[result.engine] ?? 0;
  const total = (f: CpuFigure) => f.server + f.database;
  const parts = (f: CpuFigure) =>
    `server ${f.server.toFixed(2)} + database ${f.database.toFixed(2)} ms, ${f.calls} calls, 8 in flight${f.errors ? `, ${f.errors} errors` : ''}`;
  rows.push({
    area,
    figure: `CPU per request of the mix (${parts(mix)})`,
    ours: `${total(mix).toFixed(2)} ms`,
    target: `≤ ${cpuTarget} ms`,
    pass: total(mix) <= cpuTarget && mix.errors === 0,
  });
  rows.push({
    area,
    figure: `CPU per request, an empty answer: customers (${parts(empty)})`,
    ours: `${total(empty).toFixed(2)} ms`,
    target: `≤ ${EMPTY_CPU_TARGET_MS} ms`,
    pass: total(empty) <= EMPTY_CPU_TARGET_MS && empty.errors === 0,
  });
  for (const f of result.alone) {
    const limit = ALONE_LIMIT_MS[f.kind];
    rows.push({
      area,
      figure: `${f.name}: alone, max of ${result.tries} tries (p50 ${ms1(f.p50)}${f.errors ? `, ${f.errors} errors` : ''})`,
      ours: ms1(f.max),
      target: `≤ ${limit} ms`,
      pass: f.max <= limit && f.errors === 0,
    });
  }
  for (const l of result.levels)
    rows.push({
      area,
      figure: `${l.operators} operators, ${seconds} s: ${Math.round(l.rps)} req/s, p50 ${ms1(l.p50)}, ${l.errors} errors, load generator ${l.cpuMsPerRequest.toFixed(2)} ms CPU/req; p99${l.held ? '' : ' (missed: the ramp stops)'}`,
      ours: ms1(l.p99),
      target: `≤ ${HELD_P99_MS} ms to hold`,
      pass: null,
    });
  const target = HELD_TARGET[result.engine] ?? 0;
  rows.push({
    area,
    figure: `operators held (the largest level with p99 ≤ ${HELD_P99_MS} ms and no error)`,
    ours: String(result.held),
    target: `≥ ${target}`,
    pass: result.held >= target,
  });
  return rows;
}

export interface GrowthOptions {
  /** What the table calls it: SQLite or PostgreSQL. */
  engine: string;
  /** The large dataset's DATABASE_URL, and the small one's (1/100). */
  largeUrl: string;
  smallUrl: string;
  /** Tries of each list call on each dataset. Default GROWTH_TRIES. */
  tries?: number;
  log?: (s: string) => void;
}

/**
 * Growth (issue 17): each list's p99 alone on the large dataset over its p99 on the small one (1/100), at most
 * GROWTH_LIMIT: a list's cost does not grow with the data. A server on each dataset; each try calls both in
 * turn (which one first alternates), so that whatever else the machine does weighs on both alike.
 */
export async function runGrowth(opts: GrowthOptions): Promise<Row[]> {
  const { engine, largeUrl, smallUrl, tries = GROWTH_TRIES, log = (s: string) => console.log(s) } = opts;
  const urls = [largeUrl, smallUrl];
  const datasets = [await readDataset(largeUrl), await readDataset(smallUrl)];
  const logDirs = urls.map(() => mkdtempSync(join(tmpdir(), 'busads-bench-growth-')));
  const servers: Started[] = [];
  try {
    for (const [i, url] of urls.entries()) servers.push(await startServer(url, logDirs[i]!));
    const tokens = [await signIn(servers[0]!.url), await signIn(servers[1]!.url)];
    const call = (side: number, kind: CallKind) => send(servers[side]!.url, tokens[side]!, kind.make(datasets[side]!));
    log(`growth: each list call alone, ${tries} tries on the large and the small dataset in turn`);
    const rows: Row[] = [];
    for (const kind of CALLS.filter((c) => c.kind === 'list')) {
      const times: [number[], number[]] = [[], []];
      let errors = 0;
      await call(0, kind);
      await call(1, kind);
      for (let i = 0; i < tries; i++)
        for (const side of i % 2 === 0 ? [0, 1] : [1, 0]) {
          const { ms, ok } = await call(side, kind);
          times[side]!.push(ms);
          if (!ok) errors++;
        }
      const [large, small] = times.map((t) =>
        percentile(
          [...t].sort((a, b) => a - b),
          0.99,
        ),
      ) as [number, number];
      const ratio = large / small;
      log(
        `  ${kind.name.padEnd(38)} p99 large ${ms1(large).padStart(9)}  small ${ms1(small).padStart(9)}  ${ratio.toFixed(2)} ×  errors ${errors}`,
      );
      rows.push({
        area: `operators, ${engine}`,
        figure: `growth, ${kind.name}: p99 alone of ${tries} tries, large dataset / small (1/100)`,
        ours: ms1(large),
        reference: ms1(small),
        ratio,
        target: `≤ ${GROWTH_LIMIT} × small`,
        pass: ratio <= GROWTH_LIMIT && errors === 0,
      });
    }
    return rows;
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of logDirs) rmSync(dir, { recursive: true, force: true });
  }
}
