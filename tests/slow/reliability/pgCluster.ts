import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL installed from Debian's packages, if any. */
export const PG_BIN: string | undefined = existsSync(PG_ROOT)
  ? readdirSync(PG_ROOT)
      .filter((version) => existsSync(join(PG_ROOT, version, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => join(PG_ROOT, version, 'bin'))[0]
  : undefined;

/** initdb refuses root: as root, PostgreSQL's tools run as the postgres user (as .ci/run does). */
const AS_ROOT = process.getuid?.() === 0;

function pgTool(tool: string, args: string[]): Promise<unknown> {
  const command = join(PG_BIN!, tool);
  return AS_ROOT
    ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: '/' })
    : run(command, args, { cwd: '/' });
}

/** A free loopback port: the system picks one, which is then let go. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A throwaway PostgreSQL cluster the test starts and stops: loopback only, trust auth, in a temp folder. */
export interface PgCluster {
  port: number;
  /** The superuser's URL (any password is accepted: trust auth). */
  url(password?: string): string;
  start(): Promise<void>;
  /** Stops it the way an operator restarting it would (pg_ctl stop -m fast: sessions are ended). */
  stop(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  remove(): Promise<void>;
}

export async function createPgCluster(): Promise<PgCluster> {
  if (!PG_BIN) throw new Error(`no PostgreSQL under ${PG_ROOT}`);
  const dir = mkdtempSync(join(tmpdir(), 'busads-pg-'));
  if (AS_ROOT) execFileSync('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  await pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const stop = async () => {
    await pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  return {
    port,
    url: (password) => `postgres://postgres${password ? `:${password}` : ''}@127.0.0.1:${port}/postgres`,
    async start() {
      await pgTool('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
      running = true;
    },
    stop,
    async remove() {
      if (running) await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
