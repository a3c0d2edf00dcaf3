import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const APP_TESTS = ['tests/unit', 'tests/components', 'tests/setup'];
/**
 * The app's test files that replace a module with vi.mock: they run with a module graph of their own (a mock
 * would otherwise meet a module another file already loaded). Found by reading the files, so a new one needs
 * no list kept by hand.
 */
const mocking = APP_TESTS.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`)
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8'))),
);
const appTests = APP_TESTS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
/** What both app projects run in. */
const jsdomTests = {
  // jsdom, its console wired to the test's (see the file); tests fail on unexpected console output.
  environment: './tests/setup/jsdomEnvironment.ts',
  setupFiles: ['tests/setup/dom.ts'],
  globalSetup: ['tests/setup/demoTemplate.ts'],
  env: { TZ: 'Africa/Lagos' },
  // A cap for a busy machine, not a wait: a passing test takes what it takes (asyncUtilTimeout: dom.ts).
  testTimeout: 60000,
  // The same cap for beforeAll and the like (Vitest's 10 s default): staticLogin.test.tsx renders the login in a
  // process of its own there, which took over 10 s beside a busy core.
  hookTimeout: 60000,
};

export default defineConfig({
  plugins: [react()],
  // In a git worktree whose node_modules links to another checkout's: Vite may serve files (sql.js's wasm) from there.
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } },
  test: {
    // One test file per core. Vitest's default is one fewer than the cores: a single worker on the
    // 2-core machine, which ran every file one after the other while the main process sat idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          ...jsdomTests,
          name: 'app',
          include: appTests,
          exclude: mocking,
          // One module graph per worker, as the server project: react-admin, MUI and the app are loaded once per
          // worker, not once per file (3-7 s each). Each file gets a fresh jsdom; module state is only caches.
          isolate: false,
        },
      },
      { extends: true, test: { ...jsdomTests, name: 'app-mocking', include: mocking } },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The files share one module graph per worker (the server's code is loaded once, not once per
          // file: 23 s of 42 s): each builds its own app on its own database, and sessions.test.ts puts
          // the clock back after itself.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/helpers/seededTemplate.ts'],
          env: { TZ: 'Africa/Lagos' },
          testTimeout: 60000,
        },
      },
      // Load, crash and fuzz suites, and the tests that spawn the server or a script as a process of its own
      // (tsx compiles the server in each: 4-5 s apiece): `npm run test:slow` (and .ci/run), not `npm test`.
      // One file at a time, so the load test measures the server rather than the fuzzer next to it.
      {
        extends: true,
        test: {
          name: 'slow',
          environment: 'node',
          include: ['tests/slow/**/*.test.ts'],
          globalSetup: ['tests/server/helpers/seededTemplate.ts'],
          env: { TZ: 'Africa/Lagos' },
          testTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
