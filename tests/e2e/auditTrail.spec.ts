import { screenReady, seriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { fillLogin, login } from './pages';

/**
 * Issue 30, item 4: a failed sign-in is on the Admin Logs tab for a holder of the Activity Log privilege, with
 * the username typed and the client's address in its description and "Not signed in" as who did it.
 */
const viewports = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
] as const;

for (const viewport of viewports) {
  test.describe(`${viewport.name} (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Admin Logs shows a failed sign-in with the username typed', async ({ page, expectConsoleError }) => {
      // The browser reports the wrong password's 400 answer.
      expectConsoleError(/login\/admin/);
      const typed = `intruder.${viewport.name}`;
      await page.goto('/login');
      await fillLogin(page, typed, 'not the password');
      await expect(page.getByText('Username or Password is incorrect. Please try again.')).toBeVisible();

      await login(page, 'admin', 'admin');
      await page.goto('/dashboard/activitylog/admin');
      await screenReady(page);
      await page.getByPlaceholder('Search by description').fill(typed);
      const row = page
        .locator('#main-content')
        .getByText(new RegExp(`^Failed sign-in as "${typed.replace('.', '\\.')}" from .+: unknown username$`));
      await expect(row).toBeVisible();
      await expect(page.getByText('1-1 of 1')).toBeVisible();
      await expect(
        page
          .locator('#main-content')
          .getByText(/^(By: )?Not signed in$/)
          .first(),
      ).toBeVisible();
      await page.screenshot({ path: `/tmp/h-audit-adminlogs-${viewport.name}.png` });
      expect(await seriousViolations(page, `Admin Logs, ${viewport.name}`)).toEqual([]);
    });
  });
}
