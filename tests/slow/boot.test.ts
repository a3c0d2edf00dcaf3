import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, ON_POSTGRES } from '../server/helpers/testDatabase';
import { SERVER_START_TIMEOUT } from '../server/helpers/testServer';

const dir = mkdtempSync(join(tmpdir(), 'busads-boot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  output: string;
}

/** Runs `tsx server/main.ts`; `until` sees the output so far and may stop the process with SIGTERM. */
function runMain(env: Record<string, string>, until?: (output: string) => boolean): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stopped = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!stopped && until?.(output)) {
        stopped = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('server/main.ts', () => {
  it(
    'seeds on first start, prints the URL and demo logins, and exits 0 on SIGTERM',
    { timeout: 2 * SERVER_START_TIMEOUT },
    async () => {
      const database = await createEmptyDatabase();
      try {
        const run = await runMain({ PORT: '0', DATABASE_URL: database.url }, (out) => out.includes('viewer / viewer'));
        expect(run.output).toMatch(/running at http:\/\/localhost:\d+/);
        expect(run.output).toContain('admin / admin');
        expect(run.code).toBe(0);
        const again = await runMain({ PORT: '0', DATABASE_URL: database.url }, (out) =>
          out.includes('viewer / viewer'),
        );
        expect(again.output).not.toContain('Seeded demo data');
        expect(again.output).toContain('admin / admin');
      } finally {
        await database.drop();
      }
    },
  );

  it.runIf(ON_POSTGRES)(
    'seeds once when two instances start at once on an empty PostgreSQL database',
    { timeout: 2 * SERVER_START_TIMEOUT },
    async () => {
      const database = await createEmptyDatabase();
      try {
        const ready = (out: string) => out.includes('running at');
        const runs = await Promise.all([0, 1].map(() => runMain({ PORT: '0', DATABASE_URL: database.url }, ready)));
        expect(runs.map((r) => r.code)).toEqual([0, 0]);
        expect(runs.filter((r) => r.output.includes('Seeded demo data'))).toHaveLength(1);
      } finally {
        await database.drop();
      }
    },
  );

  it('exits with a clear message when the PostgreSQL server cannot be reached', async () => {
    const run = await runMain({ DATABASE_URL: 'postgres://u:secret@127.0.0.1:1/busads', DATABASE_WAIT_MS: '0' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('Cannot open the database (the PostgreSQL server of DATABASE_URL)');
    expect(run.output).not.toContain('secret');
  });

  it('exits with a clear message when SEED=none and no first admin is configured', async () => {
    const run = await runMain({ PORT: '0', SEED: 'none', DATABASE_URL: `sqlite:${join(dir, 'empty.sqlite')}` });
    expect(run.code).toBe(1);
    expect(run.output).toContain('set ADMIN_USERNAME and ADMIN_PASSWORD');
  });
});
