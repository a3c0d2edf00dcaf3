import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports that point the wrong way (docs/architecture.md), each with the rule it breaks. */
const rule = {
  appNotServer: {
    regex: '(^|/)server/',
    message: 'The app never imports server/ (only mock mode, in src/dataProvider/mockMode.ts, hosts its handlers).',
  },
  contractAlone: { regex: '^\\.\\./', message: 'The contract (src/api) imports nothing else of the app.' },
  noResource: {
    regex: '^(\\.\\./)+resources(/|$)',
    message: 'The machinery never imports a resource: resources are declarations it is given.',
  },
  noShell: {
    regex: '(^|/)shell/(?!config$)',
    message: 'Only the shell imports the shell (its runtime config excepted).',
  },
  domainLeaf: {
    regex: '^\\.\\./(?!\\.\\./src/api)',
    message: 'server/domain holds leaf modules: they import nothing of ours but the contract (src/api).',
  },
  dbBelow: {
    regex: '(^|/)(repositories|services|handlers|http|hosts)/',
    message: 'server/db sits below repositories, services, handlers and hosts.',
  },
  repositoriesBelow: {
    regex: '(^|/)(services|handlers|http|hosts)/',
    message: 'Repositories never import services, handlers or hosts.',
  },
  servicesBelow: { regex: '(^|/)(handlers|http|hosts)/', message: 'Services never import handlers or hosts.' },
  handlersUnhosted: { regex: '(^|/)(http|hosts)/', message: 'Handlers know nothing of their hosts.' },
  handlersNoFastify: { regex: '^(fastify|@fastify/)', message: 'Handlers know nothing of Fastify.' },
};

/**
 * Which way the arrows go, folder by folder (ESLint keeps only the last options of a rule for a file,
 * so each folder lists every rule it is bound by). A wrong-way import fails `npm run lint`.
 */
const boundaries = {
  'src/api/**': [rule.appNotServer, rule.contractAlone],
  'src/registry/**': [rule.appNotServer, rule.noResource, rule.noShell],
  'src/components/**': [rule.appNotServer, rule.noResource, rule.noShell],
  'src/dataProvider/**': [rule.appNotServer, rule.noResource, rule.noShell],
  'src/dataProvider/mockMode.ts': [rule.noResource, rule.noShell],
  'src/auth/**': [rule.appNotServer, rule.noResource],
  'src/i18n/**': [rule.appNotServer, rule.noResource],
  'src/resources/**': [rule.appNotServer, rule.noShell],
  'src/shell/**': [rule.appNotServer],
  'src/customPages/**': [rule.appNotServer],
  'src/templates/**': [rule.appNotServer],
  'src/main.tsx': [rule.appNotServer],
  'server/domain/**': [rule.domainLeaf],
  'server/db/**': [rule.dbBelow],
  'server/repositories/**': [rule.repositoriesBelow],
  'server/services/**': [rule.servicesBelow],
  'server/handlers/**': [rule.handlersUnhosted, rule.handlersNoFastify],
};

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
  ...Object.entries(boundaries).map(([files, patterns]) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
);
