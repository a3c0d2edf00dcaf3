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
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
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
          globalSetup: ['tests/server/helpers/postgresTemplate.ts'],
          env: { TZ: 'Africa/Lagos' },
          testTimeout: 30000,
        },
      },
    ],
  },
});
