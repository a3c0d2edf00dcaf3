import { expect, test, type Page } from './fixtures';
import {
  apiCallOrigins,
  serveBuild,
  signIn,
  startApiServer,
  submitLogin,
  type ApiServer,
  type StaticSite,
} from './deployments';

/**
 * One build, two environments: dist/ served as a static site on its own origin, config.json pointing
 * at one reference server, then at another (each its own database, CORS allowing the site's origin).
 */
let site: StaticSite;
let lagos: ApiServer;
let abuja: ApiServer;

test.beforeAll(async () => {
  site = await serveBuild();
  // Lagos has the demo data (admin/admin); Abuja is a fresh install with only its first admin.
  [lagos, abuja] = await Promise.all([
    startApiServer({ CORS_ORIGINS: site.origin, SEED: 'demo' }),
    startApiServer({
      CORS_ORIGINS: site.origin,
      SEED: 'none',
      ADMIN_USERNAME: 'abuja.ops',
      ADMIN_PASSWORD: 'Abuja-Ops-2026',
    }),
  ]);
});
test.afterAll(async () => {
  lagos?.close();
  abuja?.close();
  await site?.close();
});

const vendorsCard = (page: Page) => page.getByRole('region', { name: 'Total Vendors' }).locator('p').first();

test('config.json pointing at one API: the app signs in there and shows its data', async ({ page }) => {
  site.setConfig({ apiBase: lagos.origin, dataProvider: 'api' });
  const origins = apiCallOrigins(page);
  const mockCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/mockMode-/.test(request.url())) mockCode.push(request.url());
  });
  await signIn(page, site.origin, 'admin', 'admin');
  await expect(vendorsCard(page)).toHaveText(/^[1-9][\d,]*$/);
  expect([...origins]).toEqual([lagos.origin]);
  // The mock backend is a chunk of its own that api mode never downloads.
  expect(mockCode).toEqual([]);
});

test('the same build with config.json pointing at another API talks to that one only', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 400 \(Bad Request\).*\/login\/admin/);
  site.setConfig({ apiBase: `${abuja.origin}/`, dataProvider: 'api' });
  const origins = apiCallOrigins(page);
  // Abuja does not know Lagos's admin: its own refusal comes back.
  await submitLogin(page, site.origin, 'admin', 'admin');
  await expect(page.getByText('Username or Password is incorrect. Please try again.')).toBeVisible();
  await signIn(page, site.origin, 'abuja.ops', 'Abuja-Ops-2026');
  await expect(vendorsCard(page)).toHaveText('0');
  expect([...origins]).toEqual([abuja.origin]);
});

test('a config.json that cannot be used says so instead of starting', async ({ page }) => {
  site.setConfig({ apiBase: 'api.busads.ng', dataProvider: 'api' });
  const origins = apiCallOrigins(page);
  await page.goto(`${site.origin}/login`);
  await expect(page.getByRole('alert')).toContainText(
    "The app cannot start: /config.json apiBase must be empty (same origin) or an http(s) URL without query, got 'api.busads.ng'.",
  );
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(origins.size).toBe(0);
});
