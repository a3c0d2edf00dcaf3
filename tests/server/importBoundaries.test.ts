import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

const BOUNDARY_RULES = ['layers/direction', 'no-restricted-imports'];

/** The layer messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('import boundaries (eslint.config.js, docs/architecture.md)', () => {
  it.each([
    [
      'server/repositories/example.ts',
      "import { updateVendor } from '../services/vendors';",
      'server/repositories may not import server/services',
    ],
    ['server/handlers/example.ts', "import Fastify from 'fastify';", 'Handlers know nothing of Fastify'],
    [
      'server/services/example.ts',
      "import { installApiRoutes } from '../http/apiRoutes';",
      'server/services may not import server/http, a layer above it',
    ],
    ['server/domain/example.ts', "import type { Db } from '../db/schema';", 'server/domain may not import server/db'],
    ['server/db/example.ts', "import { loadConfig } from '../config';", 'server/db may not import server/config'],
    [
      'src/components/example.ts',
      "import vendors from '../resources/vendors';",
      'src/components may not import src/resources',
    ],
    [
      'src/dataProvider/example.ts',
      "import { getToken } from '../auth/token';",
      'src/dataProvider may not import src/auth',
    ],
    [
      'src/registry/example.ts',
      "const page = () => import('../components/list/ResourceListPage');",
      'src/registry may not import src/components',
    ],
    ['src/auth/example.ts', "export { App } from '../shell/App';", 'src/auth may not import src/shell'],
    [
      'src/format/example.ts',
      "import type { ResourceDecl } from '../registry/types';",
      'src/format may not import src/registry',
    ],
    ['src/api/example.ts', "import { t } from '../i18n/translate';", 'src/api may not import src/i18n'],
    [
      'src/resources/example.ts',
      "import { listVendors } from '../../server/repositories/vendors';",
      'it is not on the app side',
    ],
    [
      'server/repositories/example.ts',
      "import { formatNaira } from '../../src/format/format';",
      'not on the server side',
    ],
    ['src/newFolder/example.ts', "import { api } from '../api';", 'src/newFolder/example.ts is in no layer'],
  ])('%s: %s fails lint', async (filePath, code, message) => {
    expect((await boundaryErrors(filePath, `${code}\nexport {};\n`)).join('\n')).toContain(message);
  });

  it.each([
    ['server/repositories/example.ts', "import { koboToNaira } from '../domain/money';"],
    ['server/domain/example.ts', "import { ERROR_CODE } from '../../src/api';"],
    ['src/dataProvider/mockMode.ts', "import { createBrowserBackend } from '../../server/hosts/browser';"],
    ['src/i18n/example.ts', "import { ads } from './resources/ads';"],
    ['src/shell/example.ts', "import { registry } from '../resources';"],
    ['src/dataProvider/example.ts', "import type { ResourceDecl } from '../registry/types';"],
  ])('%s: %s passes', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});
