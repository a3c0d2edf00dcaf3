import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // One test file per core. Vitest's default is one fewer than the cores: a single worker on the
    // 2-core machine, which ran every file one after the other while the main process sat idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          // jsdom, its console wired to the test's (see the file); tests fail on unexpected console output.
          environment: './tests/setup/jsdomEnvironment.ts',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/components/**/*.test.{ts,tsx}',
            'tests/setup/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/dom.ts'],
          globalSetup: ['tests/setup/demoTemplate.ts'],
          env: { TZ: 'Africa/Lagos' },
          testTimeout: 20000,
        },
      },
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
          testTimeout: 30000,
        },
      },
      // Load, crash and fuzz suites: `npm run test:slow` (and .ci/run), not `npm test`. One file at a
      // time, so the load test measures the server rather than the fuzzer next to it.
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
