/**
 * CPU per request of each kind of call of the operator mix, on its own (issue 31): where the mix's cost is.
 * Starts the production server on a database, then for each call kind sends `--calls` of it (8 in flight,
 * after a warm-up of the whole mix) and prints the server's CPU per call, and PostgreSQL's when
 * `--postmaster PID` names the cluster's postmaster.
 * `npx tsx scripts/bench/cpuByCall.ts [--database URL] [--calls N] [--only pattern] [--postmaster PID]`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuPerRequest } from './cpuPerRequest';
import { CALLS, readDataset, type Request } from './operators';
import { DEFAULT_DATASET, signIn, startServer } from './server';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: `sqlite:${DEFAULT_DATASET}` },
    calls: { type: 'string', default: '400' },
    only: { type: 'string' },
    postmaster: { type: 'string' },
  },
});
const calls = Number(values.calls);
const postmasterPid = values.postmaster === undefined ? undefined : Number(values.postmaster);
const dataset = await readDataset(values.database);
const logDir = mkdtempSync(join(tmpdir(), 'busads-bench-cpu-by-call-'));
const server = await startServer(values.database, logDir);
try {
  const token = await signIn(server.url);
  const cpuOf = (count: number, next: () => Request) =>
    cpuPerRequest({ base: server.url, token, serverPid: server.pid, postmasterPid, next, calls: count });
  const kinds = CALLS.filter((c) => values.only === undefined || c.name.includes(values.only));
  await cpuOf(300, () => kinds[Math.floor(Math.random() * kinds.length)]!.make(dataset));
  let sum = 0;
  for (const kind of kinds) {
    const f = await cpuOf(calls, () => kind.make(dataset));
    sum += f.server + f.database;
    console.log(
      `${kind.name.padEnd(40)} server ${f.server.toFixed(2).padStart(6)} ms + database ${f.database.toFixed(2).padStart(6)} ms${f.errors ? `  (${f.errors} errors)` : ''}`,
    );
  }
  console.log(`mean over the kinds: ${(sum / kinds.length).toFixed(2)} ms`);
} finally {
  await server.stop();
  rmSync(logDir, { recursive: true, force: true });
}
