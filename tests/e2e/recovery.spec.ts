import { seriousViolations } from './a11y';
import { expect, test, type Page, type Route } from './fixtures';
import { login } from './pages';

// The tests cut the connection (route.abort), which Chromium logs as a console error.
test.use({ expectedConsole: [/net::ERR_INTERNET_DISCONNECTED/] });

/**
 * Issue 29 item 6: with the API down, Ads says so once (not under each of its six pickers), and when the API comes
 * back the list returns by itself, with no click on Retry. resilience.spec.ts covers the error box and its Retry.
 */
const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';
const ERROR_BOX = `Could not load this list: ${UNREACHABLE}`;
const API = '**/v1/**';
/** The automatic retry's bound (src/dataProvider/queryClient.ts: every 5 s), with room for a slow machine. */
const RECOVERY_BOUND = 30_000;

/** Rows with data (react-admin draws skeleton rows while loading): each has its action menu. */
const loadedRows = (page: Page) => page.getByRole('button', { name: /^Actions for / });

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 412, height: 915 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('Ads with the API down shows one error box, not one per picker, and comes back by itself', async ({
      page,
    }) => {
      await login(page, 'admin', 'admin');
      // Which API paths were cut, and how often: the pickers' reads are among them.
      const cut = new Map<string, number>();
      const abort = (route: Route) => {
        const path = new URL(route.request().url()).pathname;
        cut.set(path, (cut.get(path) ?? 0) + 1);
        return route.abort('internetdisconnected');
      };
      await page.route(API, abort);
      await page.goto('/dashboard/ads');
      const main = page.locator('#main-content');
      await expect(main.getByText(ERROR_BOX)).toBeVisible();
      // On a phone the filter form (and its pickers) is built when unfolded.
      const unfold = main.getByRole('button', { name: /^Filters/ });
      if (await unfold.isVisible()) await unfold.click();
      await expect(main.locator('input[aria-autocomplete="list"]')).toHaveCount(6);
      // Every picker's read has been cut more than once (react-query's own retries included) by now.
      await expect
        .poll(() => [...cut.values()].filter((n) => n >= 3).length, { timeout: RECOVERY_BOUND })
        .toBeGreaterThanOrEqual(6);
      await expect(main.getByText(UNREACHABLE)).toHaveCount(1);
      await expect(page.getByText(UNREACHABLE)).toHaveCount(1);
      await expect(main.locator('.MuiFormHelperText-root.Mui-error')).toHaveCount(0);
      expect(await seriousViolations(page, 'ads, API down')).toEqual([]);

      await page.unroute(API);
      // No click: the list tries again by itself.
      await expect(loadedRows(page).first()).toBeVisible({ timeout: RECOVERY_BOUND });
      await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
      expect(await seriousViolations(page, 'ads, API back')).toEqual([]);
    });
  });
}
