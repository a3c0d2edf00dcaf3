/**
 * Profiles the server under load: builds and starts build/server/main.js (NODE_ENV=production, SEED=none) with
 * `node --cpu-prof` on the large dataset, runs autocannon (50 connections) on the calls whose name
 * matches the pattern, stops the server and prints the hottest functions (self time) of its profile.
 * `npx tsx scripts/bench/serverProfile.ts [pattern] [--seconds N]`
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { api, API_BASE_PATH } from '../../src/api';
import { benchCalls, DEFAULT_DATASET, freePort } from './server';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

function hottest(profile: Profile, count: number): string[] {
  const time = new Map<number, number>();
  profile.samples.forEach((id, i) => time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const self = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const t = time.get(node.id) ?? 0;
    total += t;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(`file://${ROOT}/`, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + t);
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, t]) => `${(t / 1000).toFixed(0).padStart(7)} ms ${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { seconds: { type: 'string' }, top: { type: 'string' } },
  });
  const pattern = new RegExp(positionals[0] ?? '.');
  const seconds = Number(values.seconds ?? 3);
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'busads-prof-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:${DEFAULT_DATASET}`,
    SEED: 'none',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  };
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, join(ROOT, 'build/server/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      await fetch(`${base}/login`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const login = await fetch(`${base}${API_BASE_PATH}${api.session.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { username: 'admin', password: 'admin', remember: true } }),
  });
  const token = ((await login.json()) as { content: { token: string } }).content.token;
  for (const c of benchCalls().filter((call) => pattern.test(call.name))) {
    const started = Date.now();
    const times: [number, number][] = [];
    const result = await new Promise<autocannon.Result>((done, fail) => {
      const instance = autocannon(
        {
          url: base + c.path,
          headers: { Token: token, 'accept-encoding': 'gzip, deflate, br, zstd' },
          connections: 50,
          duration: seconds,
        },
        (error, r) => (error ? fail(error) : done(r)),
      );
      instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
        times.push([Date.now() - started, ms]),
      );
    });
    console.log(
      `${c.name.padEnd(34)} p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${Math.round(result.requests.average)} req/s  total ${result.requests.total}`,
    );
    // When the slowest answers arrived (ms since the start) and how long they took: bursts or a steady tail.
    const slowest = [...times].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`  slowest (at ms: took ms): ${slowest.map(([at, ms]) => `${at}:${Math.round(ms)}`).join('  ')}`);
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  console.log(`profile: ${join(dir, file)}`);
  for (const line of hottest(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile, Number(values.top ?? 45)))
    console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
