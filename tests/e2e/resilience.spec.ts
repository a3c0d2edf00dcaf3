import { expect, test, type Page, type Route } from './fixtures';
import { login, menuEntry } from './pages';

// The tests cut the connection (route.abort), which Chromium logs as a console error.
test.use({ expectedConsole: [/net::ERR_INTERNET_DISCONNECTED/] });

/**
 * The app survives the API being down or slow (issue 6): a clear message instead of a blank page,
 * a Retry the user presses once the server is back, and a progress indicator while a call is slow.
 */
const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';
const API = '**/v1/**';

const abort = (route: Route) => route.abort('internetdisconnected');
/** Rows with data (react-admin draws skeleton rows while loading): each has its action menu. */
const loadedRows = (page: Page) => page.getByRole('button', { name: /^Actions for / });

test('sign-in says the server cannot be reached and keeps the form; it signs in once the server answers', async ({
  page,
}) => {
  await page.goto('/login');
  await page.route(API, abort);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  await page.unroute(API);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/app$/);
});

test('a list whose API is down shows the reason and Retry, keeps its filter form, and loads on Retry', async ({
  page,
}) => {
  await login(page, 'admin', 'admin');
  await page.route(API, abort);
  await menuEntry(page, 'vendor').click();
  await expect(page.getByText(`Could not load this list: ${UNREACHABLE}`)).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // Not a blank page: the menu and the filter form are still there.
  await expect(menuEntry(page, 'vendor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeEnabled();
  await expect(loadedRows(page)).toHaveCount(0);

  await page.unroute(API);
  await retry.click();
  await expect(loadedRows(page).first()).toBeVisible();
  await expect(page.getByText(/Could not load this list/)).toHaveCount(0);
});

test('a slow answer shows a progress bar before the rows', async ({ page }) => {
  await login(page, 'admin', 'admin');
  await page.route(API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // The page may have moved on and dropped the request meanwhile.
    await route.continue().catch(() => undefined);
  });
  await menuEntry(page, 'vendor').click();
  await expect(page.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
  await expect(loadedRows(page)).toHaveCount(0);
  await expect(loadedRows(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar', { name: 'Loading...' })).toHaveCount(0);
});

test('a page whose code cannot be downloaded says the server cannot be reached, and Retry loads it', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/Failed to fetch dynamically imported module/); // React reports the error its boundary caught
  await login(page, 'admin', 'admin');
  // The whole server is gone: the reports page's own chunk cannot be fetched either.
  await page.route('**/*', abort);
  await menuEntry(page, 'reports').click();
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  await expect(menuEntry(page, 'reports')).toBeVisible();
  await page.unroute('**/*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Total Views' })).toBeVisible();
});

test('when the app’s own code cannot be downloaded, the page says so with Retry, on /login and on a direct load', async ({
  page,
}) => {
  await login(page, 'admin', 'admin');
  const ENTRY = '**/assets/index-*.js';
  const loaded = {
    '/dashboard/vendors': page.getByRole('columnheader', { name: 'Name', exact: true }).first(),
    '/login': page.locator('form.MuiStack-root'), // React's login form (MUI's classes; the static one has none)
  };
  for (const [path, screen] of Object.entries(loaded)) {
    await page.route(ENTRY, abort);
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(UNREACHABLE);
    await expect(page.locator('#static-login')).toBeHidden();
    await expect(page.locator('.sb')).toBeHidden();
    await page.unroute(ENTRY);
    await page.getByRole('link', { name: 'Retry' }).click();
    await expect(screen).toBeVisible();
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
  }
});
