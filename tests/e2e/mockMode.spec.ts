import { expect, test } from './fixtures';
import { serveBuild, signIn, submitLogin, type StaticSite } from './deployments';
import { expectInOrder, SPEC_MENU } from '../shared/specMenu';

/**
 * Mock mode: the build on a static host with `"dataProvider": "mock"` and no API anywhere. The whole
 * app, sign-in included, runs in the browser on the demo backend.
 */
let site: StaticSite;
test.beforeAll(async () => {
  site = await serveBuild();
  site.setConfig({ apiBase: 'http://127.0.0.1:9', dataProvider: 'mock' });
});
test.afterAll(async () => site?.close());

test('the demo sign-in is shown, and only it signs in', async ({ page }) => {
  await submitLogin(page, site.origin, 'admin', 'wrong');
  await expect(page.getByText('Demo mode: sign in as admin with password admin.')).toBeVisible();
  await expect(page.getByText('Username or Password is incorrect. Please try again.')).toBeVisible();
});

test('every menu screen renders its content from the demo data, and nothing asks a server for data', async ({
  page,
}) => {
  const left: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== site.origin || url.pathname.startsWith('/v1')) left.push(request.url());
  });
  const mockCode = page.waitForRequest(/\/assets\/mockMode-/);
  await signIn(page, site.origin, 'admin', 'admin');
  await expect(page.getByText('Login is successful')).toBeVisible();
  await mockCode;

  // The side menu of SPEC.md section 2 for an admin with every privilege, in its order (others may come between).
  const menu = page.getByRole('menu').getByRole('menuitem');
  await expect(page.getByRole('menu').locator(`a[href="${SPEC_MENU.at(-1)!.path}"]`)).toBeVisible();
  expectInOrder(
    (await menu.allTextContents()).map((text) => text.trim()),
    SPEC_MENU.map((e) => e.label),
  );
  for (const { label, path } of SPEC_MENU) {
    await menu.getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(`${site.origin}${path}`);
    const main = page.getByRole('main');
    // Content: stat cards or table rows; never an error or an empty screen.
    await expect(main.getByRole('region').or(main.locator('table tbody tr')).first(), path).toBeVisible();
    await expect(main.getByText(/could not be loaded|Cannot reach the server|No results|No data/i), path).toHaveCount(
      0,
    );
    // To look at the screens: SCREENSHOTS_DIR=/tmp/mock-mode npx playwright test tests/e2e/mockMode.spec.ts
    if (process.env.SCREENSHOTS_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${path.split('/').pop()}.png`, fullPage: true });
  }
  // Ad images come with the build: the first ad's picture loads from the site itself.
  await menu.getByText('ads', { exact: true }).click();
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Media', exact: true }).click();
  const picture = page.getByRole('dialog', { name: 'Ad Media' }).getByRole('img').first();
  await expect(picture).toHaveAttribute('src', /^\/media\/[a-z-]+\.svg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(left).toEqual([]);
});
