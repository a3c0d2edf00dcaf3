/**
 * A throwaway PostgreSQL cluster for the bench, made as `.ci/run` makes its own: initdb into a temporary
 * folder, trust auth, fsync off, loopback on a free port; stopped and deleted by stop() (or when the process
 * exits). initdb refuses root, so as root every PostgreSQL command runs as the postgres user.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server';

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** Creates an empty database in the cluster; its URL. */
  createDatabase(name: string): string;
  /** The postmaster's process id (its processes' CPU counts in the bench). */
  postmasterPid(): number;
  stop(): void;
}

/** The newest installed PostgreSQL's bin folder (Debian's layout), or PG_BIN. */
function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql, or set PG_BIN)');
  return join(root, newest, 'bin');
}

const asRoot = process.getuid?.() === 0;

function run(command: string, args: string[]): void {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { cwd: '/', encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} failed (exit ${result.status}): ${(result.stderr || result.stdout || '').slice(-2000)}`,
    );
}

export async function startPostgresCluster(log: (s: string) => void): Promise<PostgresCluster> {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'busads-bench-pg-'));
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
    } catch {
      // not started, or already gone: the folder is removed all the same
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  // Ctrl-C: exit normally, so the 'exit' handler above stops the cluster and deletes its folder.
  process.once('SIGINT', () => process.exit(130));
  try {
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL cluster (${bin}) at ${url}, in ${dir}`);
  const createDatabase = (name: string) => {
    run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url, createDatabase, postmasterPid, stop };
}
