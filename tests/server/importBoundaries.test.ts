import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (eslint.config.js, docs/architecture.md)', () => {
  it.each([
    [
      'server/repositories/example.ts',
      "import { updateVendor } from '../services/vendors';",
      'Repositories never import services',
    ],
    ['server/handlers/example.ts', "import Fastify from 'fastify';", 'Handlers know nothing of Fastify'],
    [
      'server/services/example.ts',
      "import { installApiRoutes } from '../http/apiRoutes';",
      'Services never import handlers or hosts',
    ],
    ['server/domain/example.ts', "import type { Db } from '../db/schema';", 'leaf modules'],
    ['src/components/example.ts', "import vendors from '../resources/vendors';", 'never imports a resource'],
    [
      'src/resources/example.ts',
      "import { listVendors } from '../../server/repositories/vendors';",
      'The app never imports server/',
    ],
  ])('%s: %s fails lint', async (filePath, code, message) => {
    expect((await boundaryErrors(filePath, `${code}\nexport {};\n`)).join('\n')).toContain(message);
  });

  it.each([
    ['server/repositories/example.ts', "import { koboToNaira } from '../domain/money';"],
    ['server/domain/example.ts', "import { ERROR_CODE } from '../../src/api';"],
    ['src/dataProvider/mockMode.ts', "import { createBrowserFetch } from '../../server/hosts/browser';"],
    ['src/i18n/example.ts', "import { ads } from './resources/ads';"],
  ])('%s: %s passes', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});
