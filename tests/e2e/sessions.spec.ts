import { expect, test } from './fixtures';
import { api, API_BASE_PATH, EXPIRED_SESSION } from '../../src/api';
import { seriousViolations, screenReady } from './a11y';
import { login, sessionToken } from './pages';

/**
 * Sessions that end (issue 30 item 2): Logout ends the session on the server, so a copy of its token is refused;
 * 'Log out everywhere' on the profile ends the admin's sessions in every browser. The viewer's account: these
 * tests end its sessions, and every other test signs in anew.
 */
for (const viewport of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
]) {
  test.describe(`sessions that end, at a ${viewport.name}'s viewport (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Logout ends the session on the server: the token read before it is refused afterwards', async ({ page }) => {
      await login(page, 'viewer', 'viewer');
      const token = (await sessionToken(page))!;
      const me = (t: string) => page.request.get(`${API_BASE_PATH}${api.admins.me.path}`, { headers: { Token: t } });
      expect((await me(token)).status()).toBe(200);

      await page.getByRole('button', { name: /Account$/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await sessionToken(page)).toBeNull();

      const refused = await me(token);
      expect(refused.status()).toBe(401);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(EXPIRED_SESSION);
    });

    test("'Log out everywhere' from a second browser ends the first one's session too", async ({
      page,
      browser,
      expectConsoleError,
    }) => {
      expectConsoleError(/status of 401 \(Unauthorized\)/); // the first browser's next call, its session ended
      await login(page, 'viewer', 'viewer');

      const other = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const second = await other.newPage();
      await login(second, 'viewer', 'viewer');
      await second.goto('/dashboard/admin');
      await screenReady(second);
      await second.getByRole('button', { name: 'Log out everywhere' }).click();
      const dialog = second.getByRole('dialog', { name: 'Log out everywhere?' });
      await expect(dialog).toContainText('Every session of yours ends');
      expect(await seriousViolations(second, `Log out everywhere? (${viewport.name})`)).toEqual([]);
      await second.screenshot({ path: `/tmp/sessions-everywhere-${viewport.name}.png` });
      await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
      await expect(second).toHaveURL(/\/login$/);
      expect(await sessionToken(second)).toBeNull();
      await other.close();

      // The first browser still holds its token; its next call is refused and it lands on the login page.
      await page.goto('/dashboard/reports');
      await expect(page.getByText('Invalid token. Please login again.')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    });

    test('the profile with its Log out everywhere button is axe clean', async ({ page }) => {
      await login(page, 'viewer', 'viewer');
      await page.goto('/dashboard/admin');
      await screenReady(page);
      await expect(page.getByRole('button', { name: 'Log out everywhere' })).toBeVisible();
      expect(await seriousViolations(page, `profile (${viewport.name})`)).toEqual([]);
      await page.screenshot({ path: `/tmp/sessions-profile-${viewport.name}.png`, fullPage: true });
    });
  });
}
