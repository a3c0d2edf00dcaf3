import { expect, test, type Page } from './fixtures';
import { login } from './pages';

/** The page's background colour as [r, g, b]. */
const background = async (page: Page) => {
  const css = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  return css.match(/\d+/g)!.slice(0, 3).map(Number);
};
const isDark = async (page: Page) => (await background(page)).every((c) => c < 60);
const isLight = async (page: Page) => (await background(page)).every((c) => c > 220);

test.use({ colorScheme: 'light' });

test('switching to the dark theme lasts across a reload and a sign-out', async ({ page }) => {
  await login(page, 'admin', 'admin');
  expect(await isLight(page)).toBe(true);

  await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to the light theme' })).toBeVisible();
  await expect.poll(() => isDark(page)).toBe(true);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to the light theme' })).toBeVisible();
  expect(await isDark(page)).toBe(true);

  await page.getByRole('button', { name: /Account$/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await isDark(page)).toBe(true);
});

test('switching back to light is remembered too, and a fresh browser follows its system setting', async ({
  page,
  browser,
}) => {
  await login(page, 'admin', 'admin');
  await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await page.getByRole('button', { name: 'Switch to the light theme' }).click();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await isLight(page)).toBe(true);

  const dark = await browser.newContext({ colorScheme: 'dark' });
  const other = await dark.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await isDark(other)).toBe(true);
  await dark.close();
});

test('the public pages draw their background gradient in both themes, before and after the scripts', async ({
  browser,
}) => {
  const gradient = (page: Page) =>
    page
      .locator('main, .sl')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundImage);
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    // index.html's form, painted before any script runs: the scripts are held back until it has been looked at
    // (held, not failed: a script that fails to download shows 'Cannot reach the server' instead)
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await released;
      await route.fallback();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await gradient(page), `${colorScheme}, static login`).toMatch(/^linear-gradient/);
    release();
    await page.unroute(/\.js$/);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.locator('#static-login')).toHaveCount(0);
      await expect(page.locator('main')).toBeVisible();
      expect(await gradient(page), `${colorScheme}, ${path}`).toMatch(/^linear-gradient/);
    }
    await context.close();
  }
});
