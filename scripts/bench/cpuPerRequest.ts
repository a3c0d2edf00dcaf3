/**
 * CPU per request (issue 31): the CPU time of the server's process (all its threads) and, on PostgreSQL, of
 * the cluster's processes, over a run of calls with a few in flight, divided by the calls. Read from
 * /proc/<pid>/stat (utime + stime, clock ticks), so it counts what the calls cost, not how long they waited:
 * it moves far less with the machine's other load than a latency does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { send, type Request } from './operators';

/** Linux's USER_HZ: /proc's ticks per second (100 on every Linux build that matters here). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, all its threads, in ms; 0 when it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The processes a PostgreSQL postmaster runs (its backends and helpers), itself included. */
export function postgresProcesses(postmasterPid: number): number[] {
  const pids = [postmasterPid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmasterPid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export interface CpuFigure {
  calls: number;
  /** ms of the server process's CPU per call. */
  server: number;
  /** ms of the database's processes per call (PostgreSQL; 0 on SQLite). */
  database: number;
  errors: number;
}

/**
 * Sends `calls` requests made by `next`, `inFlight` at a time, and answers the CPU they cost. The database's
 * processes are listed again at the end, so that backends opened during the run are counted (from their start).
 */
export async function cpuPerRequest(opts: {
  base: string;
  token: string;
  serverPid: number;
  postmasterPid?: number;
  next: () => Request;
  calls: number;
  inFlight?: number;
}): Promise<CpuFigure> {
  const { base, token, serverPid, postmasterPid, next, calls, inFlight = 8 } = opts;
  const dbPids = () => (postmasterPid === undefined ? [] : postgresProcesses(postmasterPid));
  const before = new Map<number, number>(dbPids().map((pid) => [pid, cpuMsOf(pid)]));
  const serverBefore = cpuMsOf(serverPid);
  let sent = 0;
  let errors = 0;
  const worker = async () => {
    while (sent < calls) {
      sent++;
      const { ok } = await send(base, token, next());
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const server = cpuMsOf(serverPid) - serverBefore;
  let database = 0;
  for (const pid of dbPids()) database += cpuMsOf(pid) - (before.get(pid) ?? 0);
  return { calls, server: server / calls, database: database / calls, errors };
}
