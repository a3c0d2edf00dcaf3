import { API_BASE_PATH } from '../../src/api';
import { screenReady, seriousViolations } from './a11y';
import { expect, test, type Page } from './fixtures';
import { login, sessionToken } from './pages';

/**
 * Issue 30, items 3 and 7: no admin without the Admins privilege learns which usernames exist by renaming
 * itself (a taken and a free name answer alike, and the profile keeps the username as it is, saying why), and
 * a repeated privilege is refused. At a laptop's viewport and a phone's.
 */

async function openProfile(page: Page, username: string) {
  await login(page, username, username);
  await page.goto('/dashboard/admin');
  await screenReady(page);
  const card = page.getByRole('region', { name: 'Profile' });
  await card.getByRole('button', { name: 'Edit Profile' }).click();
  return card;
}

for (const viewport of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
]) {
  test.describe(`at a ${viewport.name}'s viewport (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('without the Admins privilege the own username stays as it is, and the server answers a taken and a free name alike', async ({
      page,
    }) => {
      const card = await openProfile(page, 'viewer');
      const username = card.getByLabel('Username');
      await expect(username).toHaveAttribute('readonly', '');
      await expect(username).toHaveAccessibleDescription(
        'Only an admin with the Admins privilege can change a username',
      );
      await expect(card.getByLabel('Fullname')).not.toHaveAttribute('readonly', '');
      expect(await seriousViolations(page, 'own profile without Admins')).toEqual([]);
      await page.screenshot({ path: `/tmp/own-username-${viewport.name}.png` });

      const headers = { token: (await sessionToken(page)) ?? '' };
      const me = (
        (await (await page.request.get(`${API_BASE_PATH}/get/admin`, { headers })).json()) as {
          content: { data: Record<string, unknown> & { id: number } };
        }
      ).content.data;
      const update = (change: Record<string, unknown>) =>
        page.request.put(`${API_BASE_PATH}/update/admin/${me.id}`, {
          headers,
          data: {
            data: {
              fullname: me.fullname,
              username: me.username,
              phone: me.phone,
              email: me.email,
              address: me.address,
              ...change,
            },
          },
        });
      const taken = await update({ username: 'admin' });
      const free = await update({ username: 'nobody.here.30' });
      expect(taken.status()).toBe(403);
      expect({ status: free.status(), body: await free.json() }).toEqual({ status: 403, body: await taken.json() });
      const twice = await update({ privileges: ['ADMIN_REPORT', 'ADMIN_REPORT'] });
      expect(twice.status()).toBe(400);
      expect(((await twice.json()) as { error: { message: string } }).error.message).toBe(
        'privileges: Privilege ADMIN_REPORT is listed more than once',
      );
    });

    test('with the Admins privilege the own username can be changed', async ({ page }) => {
      const card = await openProfile(page, 'admin');
      const username = card.getByLabel('Username');
      await expect(username).not.toHaveAttribute('readonly', '');
      await expect(username).not.toHaveAccessibleDescription(/Admins privilege/);
    });
  });
}
