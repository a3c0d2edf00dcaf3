import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appSecurityHeaders, headersFile } from '../../scripts/staticHeaders';
import { expect, test, type Page } from './fixtures';
import { inlineScriptHashes } from '../../server/http/webApp';
import { startApiServer, type ApiServer } from './deployments';
import { fillLogin } from './pages';
import { hostBuildCopy, parseHeadersFile, type StaticHost } from './staticHost';

/**
 * dist/ on a static host that adds nothing but the headers of the build's own `_headers` file (README,
 * "Deploying the static build"): the app signs in under that Content-Security-Policy, in mock mode and
 * against a reference server on another origin.
 */
let site: StaticHost | undefined;
let api: ApiServer | undefined;
test.afterEach(async () => {
  api?.close();
  await site?.close();
  [api, site] = [undefined, undefined];
});

/** The headers of `_headers` for every path (`/*`), as the host applies them. */
const siteHeaders = (root: string) => parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'))[0].headers;

/** What the page reports as blocked by its Content-Security-Policy, from its first script on. */
async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI}`,
      ),
    ),
  );
  return violations;
}

/** Opens /login on the site, checks the answer carries every header of `_headers`, signs in as admin. */
async function signInUnderSiteHeaders(page: Page, host: StaticHost) {
  const answer = await page.goto(`${host.origin}/login`);
  const headers = siteHeaders(host.root);
  expect(Object.fromEntries(headers.map(([name]) => [name, answer?.headers()[name.toLowerCase()]]))).toEqual(
    Object.fromEntries(headers),
  );
  await fillLogin(page, 'admin', 'admin');
  // Mock mode's first sign-in downloads SQLite's WebAssembly and seeds the demo data: seconds on a busy machine.
  await expect(page).toHaveURL(/\/dashboard\/app$/, { timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Total Vendors' }).locator('p').first()).toHaveText(/^[1-9][\d,]*$/);
}

test('the nginx include holds the same headers as _headers', () => {
  const dist = process.env.DIST_DIR ?? 'dist';
  const conf = readFileSync(join(dist, 'nginx-security-headers.conf'), 'utf8');
  const nginx = [...conf.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map(([, name, value]) => [name, value]);
  expect(nginx).toEqual(siteHeaders(dist));
  expect(nginx.length).toBeGreaterThan(5);
});

test('mock mode: the build signs in under its own _headers, with no CSP violation', async ({ page }) => {
  test.slow();
  site = await hostBuildCopy({ apiBase: '', dataProvider: 'mock' });
  // What mock mode needs: index.html's inline scripts (three) by their hashes, and compiling SQLite's WebAssembly.
  const csp = Object.fromEntries(siteHeaders(site.root))['Content-Security-Policy'];
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1].split(' ');
  expect(scriptSrc).toEqual(expect.arrayContaining(["'wasm-unsafe-eval'", ...inlineScriptHashes(site.root)]));
  expect(inlineScriptHashes(site.root)).toHaveLength(3);
  const violations = await cspViolations(page);
  const wasm = page.waitForResponse(/\.wasm$/);
  await signInUnderSiteHeaders(page, site);
  expect((await wasm).ok()).toBe(true);
  expect(violations).toEqual([]);
});

test('an API on another origin (CORS_ORIGINS): headers written for it sign in, with no CSP violation', async ({
  page,
}) => {
  site = await hostBuildCopy({ apiBase: '', dataProvider: 'api' });
  api = await startApiServer({ CORS_ORIGINS: site.origin, SEED: 'demo' });
  writeFileSync(join(site.root, 'config.json'), JSON.stringify({ apiBase: api.origin, dataProvider: 'api' }));
  // What `CSP_CONNECT_SRC=<API origin> npm run build` writes.
  writeFileSync(join(site.root, '_headers'), headersFile(await appSecurityHeaders(site.root, [api.origin])));
  expect(Object.fromEntries(siteHeaders(site.root))['Content-Security-Policy']).toContain(
    `connect-src 'self' ${api.origin};`,
  );
  const violations = await cspViolations(page);
  const apiCall = page.waitForResponse((answer) => answer.url().startsWith(`${api!.origin}/v1/admins/`));
  await signInUnderSiteHeaders(page, site);
  expect((await apiCall).ok()).toBe(true);
  expect(violations).toEqual([]);
});
