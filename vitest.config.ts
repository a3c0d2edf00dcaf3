import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          // jsdom, its console wired to the test's (see the file); tests fail on unexpected console output.
          environment: './tests/setup/jsdomEnvironment.ts',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'tests/setup/**/*.test.ts'],
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
