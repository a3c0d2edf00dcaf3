import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_BASE_PATH } from '../../../src/api';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ChildServer {
  base: string;
  process: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves once the process has exited (after a signal or on its own) and all its output is read. */
  exited: Promise<number | null>;
}

/** How to start the server: node's arguments, its folder and the environment `env` adds to. */
export interface ServerCommand {
  args: string[];
  cwd: string;
  baseEnv: NodeJS.ProcessEnv;
}
const FROM_SOURCE: ServerCommand = { args: ['--import', 'tsx', 'server/main.ts'], cwd: ROOT, baseEnv: process.env };

/**
 * The real server (by default server/main.ts through tsx, in the parent's environment) as a child process
 * on a random port; resolves when it prints the address it listens on. `env` adds DATABASE_URL, SEED, ...
 */
export function spawnServer(
  env: Record<string, string>,
  startTimeoutMs: number,
  command: ServerCommand = FROM_SOURCE,
): Promise<ChildServer> {
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { ...command.baseEnv, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ base: `http://127.0.0.1:${match[1]}`, process: child, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** Signs in over HTTP and returns the session token. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}${API_BASE_PATH}/login/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { username, password, remember: false } }),
  });
  const body = (await res.json()) as { content?: { token?: string } };
  if (res.status !== 200 || !body.content?.token) throw new Error(`sign-in failed: ${res.status}`);
  return body.content.token;
}
