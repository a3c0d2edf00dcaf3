import { screenReady, seriousViolations } from './a11y';
import { expect, test, type Page } from './fixtures';
import { fillLogin, login, pick } from './pages';

/**
 * Issue 29, item 8: the smaller things. A phone's topup cards tell the topups apart (time and reference); Assign
 * Route lists states A to Z; a newly added place row's Country opens on the first click; the sign-in toast covers
 * nothing of the dashboard's charts; a second tab's login page says why it asks again after a sign-in without
 * "Remember me".
 */

const laptop = { width: 1366, height: 768 };
const phone = { width: 412, height: 915 };

test.describe('at a phone (412 × 915)', () => {
  test.use({ viewport: phone });

  test('each topup card shows its time and reference, and no two cards read the same', async ({ page }) => {
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/topup');
    const cards = page.locator('#main-content li.busads-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('Time Paid: ');
    await expect(cards.first()).toContainText('Reference: ');
    const texts = await cards.allTextContents();
    expect(new Set(texts).size).toBe(texts.length);
    expect(await seriousViolations(page, 'topup cards')).toEqual([]);
  });
});

for (const [name, viewport] of [
  ['laptop', laptop],
  ['phone', phone],
] as const) {
  test.describe(`at a ${name} (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport });

    test("Assign Route lists a country's states A to Z", async ({ page }) => {
      await login(page, 'admin', 'admin');
      await page.goto('/dashboard/routes');
      await screenReady(page);
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Assign Route', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign Route' });
      await pick(page, dialog, 'Country', 'Nigeria');
      await dialog.getByRole('combobox', { name: 'State' }).click();
      const options = page.getByRole('option');
      await expect(options.nth(2)).toBeVisible();
      const states = await options.allTextContents();
      expect(states.length).toBeGreaterThan(2);
      expect(states).toEqual([...states].sort((a, b) => a.localeCompare(b)));
      expect(await seriousViolations(page, 'assign route states')).toEqual([]);
    });

    test("a newly added place row's Country opens on the first click", async ({ page }) => {
      await login(page, 'admin', 'admin');
      await page.goto('/dashboard/devices');
      await screenReady(page);
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Assign Devices', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign Device to Location' });
      await dialog.getByRole('button', { name: 'Add location' }).click();
      const added = dialog.getByRole('group', { name: 'Location 2' }).getByRole('combobox', { name: 'Country' });
      await added.click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expect(page.getByRole('option', { name: 'Nigeria' })).toBeVisible();
    });
  });
}

test.describe('at a laptop (1366 × 768)', () => {
  test.use({ viewport: laptop });

  test("the sign-in toast covers none of the dashboard's charts", async ({ page }) => {
    await login(page, 'admin', 'admin');
    const toast = page.getByText('Login is successful');
    await expect(toast).toBeVisible();
    const charts = page.locator('#main-content .MuiCard-root').filter({ hasText: /last 30 days/ });
    await expect(charts.first()).toBeVisible();
    const box = (await toast.boundingBox())!;
    for (const chart of await charts.all()) {
      const c = (await chart.boundingBox())!;
      const overlaps =
        box.x < c.x + c.width && c.x < box.x + box.width && box.y < c.y + c.height && c.y < box.y + box.height;
      expect(overlaps, `toast ${JSON.stringify(box)} over chart ${JSON.stringify(c)}`).toBe(false);
    }
  });
});

/** Signs in on the login page on screen, with "Remember me" as asked. */
async function signIn(page: Page, remember: boolean) {
  await page.goto('/login');
  await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(remember);
  await fillLogin(page, 'admin', 'admin');
  await expect(page).toHaveURL(/\/dashboard\/app$/);
}

for (const [name, viewport] of [
  ['laptop', laptop],
  ['phone', phone],
] as const) {
  test(`at a ${name}: without "Remember me", a second tab's login page says why it asks again`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const first = await context.newPage();
    await signIn(first, false);
    const second = await context.newPage();
    await second.goto('/dashboard/app');
    await expect(second).toHaveURL(/\/login$/);
    const why = second.getByRole('status').filter({ hasText: 'Remember me' });
    await expect(why).toHaveText(
      'You signed in without "Remember me" in another tab: that sign-in stays in its own tab. Sign in again here.',
    );
    expect(await seriousViolations(second, 'login page with the note')).toEqual([]);

    // Signed in with "Remember me" (here, in the second tab), a new tab goes straight in; after a logout,
    // the login page says nothing of other tabs.
    await signIn(second, true);
    const third = await context.newPage();
    await third.goto('/dashboard/app');
    await expect(third.getByRole('heading', { name: 'Hi, Welcome back' })).toBeVisible();
    // The other tabs go first: the logout ends the session they share, and their calls still loading would then
    // answer 401 (the browser logs each), depending on how far they got.
    await first.close();
    await second.close();
    await third.getByRole('button', { name: /Account$/ }).click();
    await third.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(third).toHaveURL(/\/login$/);
    await expect(third.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(third.getByText(/Remember me" in another tab/)).toHaveCount(0);
    await context.close();
  });
}
