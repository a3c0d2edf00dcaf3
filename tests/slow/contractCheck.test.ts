import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api';
import { startBrokenBackend } from '../server/helpers/brokenBackend';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../server/helpers/testServer';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  lines: string[];
}

/** `npm run contract:check -- ...args`, as a user runs it (tsx on scripts/contract/index.ts). */
function contractCheck(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      ['scripts/contract/index.ts', ...args],
      { timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr, lines: stdout.split('\n') });
      },
    );
  });
}

const CHECK_TIMEOUT = 90_000;

/** A line of the report for a call of this template: its {params} filled with anything. */
const callLine = (status: string, path: string, method = 'GET') =>
  new RegExp(`^${status}\\s+${method} ${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

describe('npm run contract:check', () => {
  let reference: TestServer;
  let broken: Awaited<ReturnType<typeof startBrokenBackend>>;
  beforeAll(async () => {
    reference = await startTestServer();
    broken = await startBrokenBackend(reference.base);
  }, SERVER_START_TIMEOUT);
  afterAll(async () => {
    await broken?.close();
    await reference?.close();
  });

  it(
    'passes against the reference server: every read call and error probe OK, exit 0',
    async () => {
      const run = await contractCheck('--api', reference.base, '--username', 'admin', '--password', 'admin');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.lines).toContain('OK    POST /login/admin');
      for (const { name, endpoint } of allEndpoints.filter((e) => e.endpoint.method === 'GET' && !e.endpoint.public)) {
        expect(
          run.lines.some((line) => callLine('OK', endpoint.path).test(line)),
          name,
        ).toBe(true);
      }
      expect(run.lines).toContain('OK    GET /get/admin/dashboard without a Token header -> 401');
      expect(run.lines).toContain('OK    GET /contract-check/no-such-call (no such call) -> 404');
      expect(run.stdout).not.toMatch(/^FAIL/m);
      expect(run.stdout).toMatch(
        /^Summary: \d+ calls, \d+ OK, 0 FAIL, 0 skipped; 0 differences: the backend matches the contract$/m,
      );
    },
    CHECK_TIMEOUT,
  );

  it(
    'fails against a broken backend, naming each difference with its call, JSON path, expected and got',
    async () => {
      const run = await contractCheck('--api', broken.base, '--username', 'admin', '--password', 'admin');
      expect(run.code).toBe(1);
      const vendors = 'GET /get/vendors/1/10/-/-/-/-/-/-/-';
      expect(run.lines).toContain(`FAIL  ${vendors}`);
      expect(run.stdout).toMatch(
        new RegExp(
          `^ +- ${vendors} content\\.data\\.all\\[0\\]\\.phoneVerified: expected number, got string "[01]" \\(and in 9 more rows\\)$`,
          'm',
        ),
      );
      expect(run.lines).toContain(
        `      - ${vendors} content.data.all[0].profilePicture: expected string or null, got number 0 (and in 9 more rows)`,
      );
      expect(run.stdout).toMatch(
        /^ +- GET \/devices\/get\/devices\/-\/-\/-\/-\/1\/10\/-\/-\/-\/-\/-\/- content\.data\.all\[0\]\.serial: expected string, got nothing \(missing\)/m,
      );
      expect(run.lines).toContain('      - GET /get/admin/dashboard content: expected object, got nothing (missing)');
      expect(run.lines).toContain('FAIL  GET /get/admins');
      expect(run.lines).toContain(
        '      - GET /get/admins status: expected 200, got 500 (error.message "Internal server error")',
      );
      // What the proxy leaves alone still passes.
      expect(run.lines).toContain('OK    GET /get/admin');
      expect(run.lines).toContain('OK    GET /get/admin/dashboard without a Token header -> 401');
      // The device list fails, so the call that needs a device id from it cannot be made.
      expect(run.stdout).toMatch(
        /^SKIP {2}GET \/devices\/get\/device-action-counts\/\{deviceID\}\/\{fromDate\}\/\{toDate\} {2}\(no deviceID found: no valid answer of devices\.list had a row\)$/m,
      );
      // A backend without the trend (an extension beyond SPEC.md) is not at fault.
      expect(run.stdout).toMatch(
        /^SKIP {2}GET \/get\/admin\/dashboard\/trend\/-\/- {2}\(optional extension beyond SPEC\.md: this backend does not serve it \(404\)\)$/m,
      );
      expect(run.stdout).not.toMatch(/^FAIL {2}GET \/get\/admin\/dashboard\/trend/m);
      expect(run.stdout).toMatch(
        /^Summary: \d+ calls, \d+ OK, [1-9]\d* FAIL, 2 skipped; \d+ differences: the backend differs from the contract$/m,
      );
    },
    CHECK_TIMEOUT,
  );

  it(
    'exits 2 with a clear message on usage and connection errors; --help prints the usage',
    async () => {
      const closedPort = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number };
          probe.close(() => resolve(port));
        });
      });
      // Four separate runs of the command, at once.
      const [help, missing, refused, unreachable] = await Promise.all([
        contractCheck('--help'),
        contractCheck('--api', reference.base),
        contractCheck('--api', reference.base, '--username', 'admin', '--password', 'wrong-password'),
        contractCheck('--api', `http://127.0.0.1:${closedPort}`, '--username', 'admin', '--password', 'admin'),
      ]);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: npm run contract:check -- --api URL --username U --password P/);

      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/^contract:check: --api, --username and --password are required/);

      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/^contract:check: Cannot sign in as admin: 400 /);

      expect(unreachable.code).toBe(2);
      expect(unreachable.stderr).toMatch(
        /^contract:check: Cannot reach the backend: POST http:\/\/127\.0\.0\.1:\d+\/v1\/admins\/login\/admin: ECONNREFUSED/,
      );
    },
    CHECK_TIMEOUT,
  );
  // Last: it changes the reference server's data (the other tests only read it).
  it(
    'with --write also makes every write call of the contract against a throwaway backend, exit 0',
    async () => {
      const run = await contractCheck('--api', reference.base, '--username', 'admin', '--password', 'admin', '--write');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.lines[0]).toMatch(/: read calls, write calls \(--write\) and error probes$/);
      for (const { name, endpoint } of allEndpoints.filter((e) => e.endpoint.method !== 'GET' && !e.endpoint.public)) {
        expect(
          run.lines.some((line) => callLine('OK', endpoint.path, endpoint.method).test(line)),
          name,
        ).toBe(true);
      }
      // Only the sign-in's second-factor steps are left out: they need a sign-in challenge and a code, which
      // tests/server/secondFactor.test.ts makes.
      const skipped = run.lines.filter((line) => line.startsWith('SKIP')).map((line) => line.split(/\s+/)[2]);
      expect(skipped).toEqual(['/login/admin/second-factor', '/login/admin/second-factor/enrol']);
      expect(run.stdout).toMatch(
        /^Summary: \d+ calls, \d+ OK, 0 FAIL, 2 skipped; 0 differences: the backend matches the contract$/m,
      );
      // The signed-in admin's password is unchanged.
      await expect(reference.login('admin', 'admin')).resolves.toEqual(expect.any(String));
    },
    CHECK_TIMEOUT,
  );
});
