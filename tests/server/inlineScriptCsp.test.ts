import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/http/webApp';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';
import { tempDist } from './helpers/tempDist';

/** index.html's inline script (issue 17: it paints the login form before the app's scripts) runs by its hash. */
const SCRIPT = "\n      document.documentElement.setAttribute('data-theme', 'light');\n    ";
const INDEX = `<!doctype html><html><head><script>${SCRIPT}</script><script type="module" crossorigin src="/assets/index-AbC_12-z.js"></script></head><body><div id="root"></div></body></html>`;
const HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

let dist: string;
let removeDist: (() => void) | undefined;
let s: TestServer;
beforeAll(async () => {
  ({ dir: dist, remove: removeDist } = tempDist({ 'index.html': INDEX }));
  s = await startTestServer({ distDir: dist, seed: false });
}, SERVER_START_TIMEOUT);
afterAll(async () => {
  await s?.close();
  removeDist?.();
});

describe("index.html's inline script and the Content-Security-Policy", () => {
  it('hashes the inline scripts only, not those loaded by src', () => {
    expect(inlineScriptHashes(dist)).toEqual([HASH]);
  });

  it('has no hash without a build', () => {
    expect(inlineScriptHashes(join(dist, 'missing'))).toEqual([]);
  });

  it.each(['/login', '/dashboard/vendors', '/v1/nothing'])(
    'allows it by its hash at %s, and no other inline script',
    async (path) => {
      const csp = (await s.request('GET', path)).headers.get('content-security-policy') ?? '';
      expect(csp.split(';').find((directive) => directive.startsWith('script-src'))).toBe(
        `script-src 'self' 'wasm-unsafe-eval' ${HASH}`,
      );
    },
  );
});
