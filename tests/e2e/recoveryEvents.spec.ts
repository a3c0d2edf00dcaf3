import { screenReady, seriousViolations } from './a11y';
import { expect, test, type Page } from './fixtures';
import { login } from './pages';

// The tests cut the connection (route.abort), which Chromium logs as a console error.
test.use({ expectedConsole: [/net::ERR_INTERNET_DISCONNECTED/] });

/**
 * Issue 29 item 6, the two events: a screen showing an error loads again by itself when the browser comes back
 * online, and when the window is shown again, with no click. The 5-second retry (recovery.spec.ts) would hide
 * whether either event did it, so the tab is first hidden, where react-query does not poll
 * (src/dataProvider/queryClient.ts): only the event can bring the list back.
 */
const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';
const ERROR_BOX = `Could not load this list: ${UNREACHABLE}`;
const API = '**/v1/**';

const loadedRows = (page: Page) => page.getByRole('button', { name: /^Actions for / });

/** What the browser says of a tab sent to the background (and back), as react-query's focusManager reads it. */
const setShown = (page: Page, shown: boolean) =>
  page.evaluate((visible) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (visible ? 'visible' : 'hidden'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    if (visible) window.dispatchEvent(new Event('focus'));
  }, shown);

/** Vendors over all dates, with the API down, until its error box shows; then the tab is hidden and the API is back. */
async function vendorsFailedThenServerBack(page: Page) {
  await login(page, 'admin', 'admin');
  await page.route(API, (route) => route.abort('internetdisconnected'));
  await page.goto(`/dashboard/vendors?filter=${encodeURIComponent('{}')}`);
  const main = page.locator('#main-content');
  await expect(main.getByText(ERROR_BOX)).toBeVisible();
  expect(await seriousViolations(page, 'vendors, API down')).toEqual([]);
  await setShown(page, false);
  await page.unroute(API);
  // Hidden, the list does not poll: it still says the server cannot be reached.
  await expect(main.getByText(ERROR_BOX)).toBeVisible();
  return main;
}

for (const viewport of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
]) {
  test.describe(`at a ${viewport.name}'s viewport (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.setTimeout(150_000);

    test('a list that failed loads again by itself when the browser goes offline and back online', async ({
      page,
      context,
    }) => {
      const main = await vendorsFailedThenServerBack(page);
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(loadedRows(page).first()).toBeVisible();
      await expect(main.getByText(UNREACHABLE)).toHaveCount(0);
      await screenReady(page);
      expect(await seriousViolations(page, `vendors back online, ${viewport.name}`)).toEqual([]);
    });

    test('a list that failed loads again by itself when the window is shown and focused again', async ({ page }) => {
      const main = await vendorsFailedThenServerBack(page);
      await setShown(page, true);
      await expect(loadedRows(page).first()).toBeVisible();
      await expect(main.getByText(UNREACHABLE)).toHaveCount(0);
      await screenReady(page);
      expect(await seriousViolations(page, `vendors shown again, ${viewport.name}`)).toEqual([]);
    });
  });
}
