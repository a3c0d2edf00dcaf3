import { expect, test, type Page } from './fixtures';
import { holdScripts } from './holdScripts';
import { login } from './pages';

/*
 * Issue 17: the login form is painted from index.html before any JavaScript has arrived, and React's form
 * takes over from it; issue 28: that form is React's own login page, rendered by the build. The app's scripts are
 * held back (not failed) until the test lets them in (holdScripts).
 */
/**
 * React's login page is on screen: MUI's classes, which the static form is rendered with but does not keep (it keeps
 * the classes its styles use, emotion's).
 */
const reactForm = (page: Page) => page.locator('form.MuiStack-root');
const staticForm = (page: Page) => page.locator('#static-login');

const username = (page: Page) => page.getByLabel('Username');
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const remember = (page: Page) => page.getByLabel('Remember me');

test('/login shows the form before its scripts; what was typed, the box and the focus are kept, and signing in works', async ({
  page,
}) => {
  const letScriptsIn = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });

  await expect(username(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in as Admin' })).toBeVisible();
  await expect(reactForm(page)).toHaveCount(0);
  await expect(username(page)).toBeFocused();
  await username(page).fill('admin');
  await password(page).fill('admin');
  await remember(page).uncheck();
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password(page)).toHaveAttribute('type', 'text');
  await password(page).focus();
  await expect(reactForm(page)).toHaveCount(0);

  await letScriptsIn();
  await expect(reactForm(page)).toBeVisible();
  await expect(staticForm(page)).toHaveCount(0);
  // Its page styles gave way to MUI's (which follow the theme from now on).
  await expect(page.locator('html')).not.toHaveAttribute('data-static-login');
  await expect(username(page)).toHaveValue('admin');
  await expect(password(page)).toHaveValue('admin');
  await expect(password(page)).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
  await expect(remember(page)).not.toBeChecked();
  await expect(password(page)).toBeFocused();

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/app$/);
  // Not remembered: the session lives in this tab only.
  expect(
    await page.evaluate(() => [!!sessionStorage.getItem('busads.token'), !!localStorage.getItem('busads.token')]),
  ).toEqual([true, false]);
});

test('a submit before the scripts arrive is held, not sent as a page load, and replayed by React', async ({ page }) => {
  const letScriptsIn = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await username(page).fill('admin');
  await password(page).fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(staticForm(page)).toHaveAttribute('data-submitted', '');
  // Drawn as React's button while it signs in (MUI's disabled look); Enter in a field is held as well.
  await expect(page.getByRole('button', { name: 'Login' })).toHaveClass(/\bMui-disabled\b/);
  await password(page).press('Enter');
  expect(page.url()).toMatch(/\/login$/);
  await expect(reactForm(page)).toHaveCount(0);

  await letScriptsIn();
  await expect(page).toHaveURL(/\/dashboard\/app$/);
  await expect(page.getByText('Total Ad Views')).toBeVisible();
});

test('an empty submit before the scripts arrive shows React’s validation once they do', async ({ page }) => {
  const letScriptsIn = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await username(page).press('Enter');
  await letScriptsIn();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('React’s form takes the static one’s place without moving anything, in both themes and on a phone', async ({
  page,
}) => {
  const parts = {
    brand: page.getByText('Bus Ads Admin', { exact: true }),
    title: page.getByRole('heading', { name: 'Sign in as Admin' }),
    username: username(page),
    usernameLabel: page.locator('label[for="login-username"]'),
    password: password(page),
    eye: page.getByRole('button', { name: 'Show password' }),
    remember: page.getByText('Remember me'),
    login: page.getByRole('button', { name: 'Login' }),
    register: page.getByRole('link', { name: 'Get started' }),
  };
  const boxes = async () => {
    // The focused field's label shrinks in a 200 ms transition, in both forms: measure where it ends.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const out: Record<string, unknown> = {};
    for (const [name, locator] of Object.entries(parts)) out[name] = await locator.boundingBox();
    out.background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    return out;
  };
  for (const [theme, width] of [
    ['light', 1366],
    ['dark', 1366],
    ['dark', 400],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    // Init scripts run in the order they were added, before the page's own: the last theme wins.
    await page.addInitScript((t) => localStorage.setItem('busads.theme', t), theme);
    await page.unrouteAll();
    const letScriptsIn = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(username(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const painted = await boxes();
    await letScriptsIn();
    await expect(reactForm(page)).toBeVisible();
    expect(await boxes(), `${theme} at ${width} px`).toEqual(painted);
  }
});

for (const path of ['/', '/dashboard/vendors', '/register']) {
  test(`${path} does not show the static login form`, async ({ page }) => {
    await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.locator('body')).toBeAttached();
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(username(page)).toBeHidden();
    await expect(page.locator('#static-login-page')).toBeHidden();
  });
}

test('a signed-in direct load shows the loading spinner before its scripts; signed out, it shows nothing', async ({
  page,
}) => {
  await login(page, 'admin', 'admin');
  const letScriptsIn = await holdScripts(page);
  await page.goto('/dashboard/vendors', { waitUntil: 'commit' });
  const staticSpinner = page.locator('.sb').getByRole('progressbar', { name: 'Loading' });
  await expect(staticSpinner).toBeVisible();
  await letScriptsIn();
  await expect(page.getByRole('columnheader', { name: 'Name', exact: true }).first()).toBeVisible();
  await expect(page.locator('.sb')).toHaveCount(0);

  await page.evaluate(() => [sessionStorage, localStorage].forEach((storage) => storage.clear()));
  const letThemIn = await holdScripts(page);
  await page.goto('/dashboard/vendors', { waitUntil: 'commit' });
  await expect(page.locator('html')).not.toHaveAttribute('data-booting');
  await expect(page.locator('.sb')).toBeHidden();
  await letThemIn();
  await expect(page).toHaveURL(/\/login$/);
});
