import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint/layers.js';

/**
 * The layers of each side, lowest first (docs/architecture.md): a file may import its own layer and those
 * below it, never one above, and nothing of the other side but the contract (src/api).
 */
const sides = {
  app: [
    'src/shims',
    'src/api',
    'src/i18n',
    'src/config',
    'src/format',
    'src/registry',
    'src/dataProvider',
    'src/auth',
    'src/components',
    'src/resources',
    'src/customPages',
    'src/templates',
    'src/shell',
    'src/main.tsx',
  ],
  server: [
    'src/api',
    'server/domain',
    'server/db',
    'server/repositories',
    'server/services',
    'server/handlers',
    ['server/http', 'server/hosts'],
    ['server/app.ts', 'server/config.ts', 'server/main.ts', 'server/seedCommand.ts'],
  ],
};
/** Mock mode runs the server's handlers in the browser: the one arrow from the app into server/. */
const allow = [['src/dataProvider/mockMode.ts', 'server/hosts/browser']];

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/direction': ['error', { sides, allow }] },
  },
  {
    // zod is configured once (src/api/zod.ts: its English messages; no JIT under the app's CSP).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod($|/)',
              allowTypeImports: true,
              message: 'Import z from src/api/zod.ts, where it is configured.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/handlers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(fastify|@fastify/)', message: 'Handlers know nothing of Fastify.' }] },
      ],
    },
  },
);
