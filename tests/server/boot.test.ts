import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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
  it('seeds on first start, prints the URL and demo logins, and exits 0 on SIGTERM', async () => {
    const run = await runMain({ PORT: '0', DATABASE_URL: `sqlite:${join(dir, 'demo.sqlite')}` }, (out) => out.includes('viewer / viewer'));
    expect(run.output).toMatch(/running at http:\/\/localhost:\d+/);
    expect(run.output).toContain('admin / admin');
    expect(run.code).toBe(0);
    const again = await runMain({ PORT: '0', DATABASE_URL: `sqlite:${join(dir, 'demo.sqlite')}` }, (out) => out.includes('viewer / viewer'));
    expect(again.output).not.toContain('Seeded demo data');
    expect(again.output).toContain('admin / admin');
  });

  it('exits with a clear message for PostgreSQL (not supported yet)', async () => {
    const run = await runMain({ DATABASE_URL: 'postgres://u:p@localhost/busads' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('PostgreSQL is not supported yet');
  });

  it('exits with a clear message when SEED=none and no first admin is configured', async () => {
    const run = await runMain({ PORT: '0', SEED: 'none', DATABASE_URL: `sqlite:${join(dir, 'empty.sqlite')}` });
    expect(run.code).toBe(1);
    expect(run.output).toContain('set ADMIN_USERNAME and ADMIN_PASSWORD');
  });
});
