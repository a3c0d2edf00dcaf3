import { expect, test, type Locator, type Page } from './fixtures';
import { login, menuEntry, rowAction } from './pages';

// Every test here has a proxy answer 503, which Chromium logs as a console error.
test.use({ expectedConsole: [/status of 503 \(Service Unavailable\)/] });

/**
 * Feedback on long work: while a call is slow the screen shows progress; when it then fails the screen
 * says so with a Retry (not an empty screen), and Retry loads the content once the server is back.
 */

/** The server answers the matching calls slowly (1 s), then fails them (503 from a proxy) until healed. */
async function slowThenFailing(page: Page, calls: RegExp) {
  let failing = true;
  await page.route(calls, async (route) => {
    if (!failing) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the slow server, not a test wait
    // The page may have moved on and dropped the request meanwhile.
    await route
      .fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' })
      .catch(() => undefined);
  });
  return () => {
    failing = false;
  };
}

/** Progress shows, then the failure with Retry; Retry, once healed, brings the content. */
async function progressFailureRetry(
  scope: Page | Locator,
  page: Page,
  heal: () => void,
  failure: string | RegExp,
  content: Locator,
) {
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await expect(scope.getByText(failure)).toBeVisible({ timeout: 20_000 });
  await expect(content).toBeHidden();
  heal();
  await scope.getByRole('button', { name: 'Retry' }).click();
  await expect(content).toBeVisible();
  await expect(scope.getByText(failure)).toBeHidden();
}

const api = (path: string) => new RegExp(`/v1/admins/${path}`);

test('dashboard', async ({ page }) => {
  const heal = await slowThenFailing(page, api('get/admin/dashboard$'));
  await login(page, 'admin', 'admin');
  await progressFailureRetry(page, page, heal, 'The dashboard could not be loaded.', page.getByText('Total Toppup'));
});

test('reports', async ({ page }) => {
  await login(page, 'admin', 'admin');
  const heal = await slowThenFailing(page, api('reports/get/summary/'));
  await menuEntry(page, 'reports').click();
  await progressFailureRetry(
    page,
    page,
    heal,
    'Could not load the report.',
    page.getByRole('region', { name: 'Total Views' }),
  );
});

test('activity log', async ({ page }) => {
  await login(page, 'admin', 'admin');
  const heal = await slowThenFailing(page, api('get/self/activity-logs/'));
  await menuEntry(page, 'activity log').click();
  await progressFailureRetry(
    page,
    page,
    heal,
    /^Could not load this list/,
    page.getByRole('tabpanel').locator('table'),
  );
});

test('profile', async ({ page }) => {
  await login(page, 'admin', 'admin');
  const heal = await slowThenFailing(page, api('get/admin$'));
  await page.getByRole('button', { name: /Account$/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await progressFailureRetry(
    page,
    page,
    heal,
    'The profile could not be loaded.',
    page.getByRole('button', { name: 'Edit Profile' }),
  );
});

test('a dialog that loads data: device history', async ({ page }) => {
  await login(page, 'admin', 'admin');
  await menuEntry(page, 'devices').click();
  const first = page.getByRole('button', { name: /^Actions for / }).first();
  const name = (await first.getAttribute('aria-label'))!.replace(/^Actions for /, '');
  const heal = await slowThenFailing(page, api('devices/get/device-history/'));
  await rowAction(page, name, 'View History');
  const dialog = page.getByRole('dialog', { name: 'Device History' });
  await progressFailureRetry(dialog, page, heal, /^Could not load this list/, dialog.locator('table'));
});
