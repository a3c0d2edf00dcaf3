import { expect, test, type Locator, type Page } from './fixtures';

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Whether the focused element is inside the locator. */
const holdsFocus = (scope: Locator) => scope.evaluate((el) => el.contains(document.activeElement));

/** The dialog has the focus; Escape closes it and gives the focus back to the button that opened it. */
async function escapeBackTo(page: Page, dialog: Locator, trigger: Locator) {
  expect(await holdsFocus(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

test('keyboard only: sign in, open devices from the menu, a row action dialog, then a confirmation', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/app$/);

  // The side menu is reachable with Tab and opens a screen with Enter.
  const devicesEntry = page.getByRole('menu').getByRole('menuitem', { name: 'devices', exact: true });
  await tabTo(page, devicesEntry);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();

  // The first row's action menu: Enter opens it with the focus on its first entry.
  const trigger = page.getByRole('button', { name: /^Actions for / }).first();
  await tabTo(page, trigger);
  const name = (await trigger.getAttribute('aria-label'))!.replace(/^Actions for /, '');
  const row = rows.filter({ has: page.getByRole('button', { name: `Actions for ${name}`, exact: true }) });
  const headers = (await page.locator('table thead th').allTextContents()).map((h) => h.trim());
  const status = row.locator('td').nth(headers.indexOf('Status'));
  // The list shows active devices (SPEC.md section 9): disabling one takes it off the list.
  await expect(status).toHaveText('Active');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Update', exact: true })).toBeFocused();

  // A form dialog takes the focus.
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Update Device' });
  await expect(form.getByLabel('Device Name')).toBeVisible();
  await escapeBackTo(page, form, trigger);

  // The row menu opens with Space or Enter; the arrow keys reach the status change, Enter asks to confirm.
  const toggle = page.getByRole('menuitem', { name: 'Disable Device', exact: true });
  const confirm = page.getByRole('dialog', { name: 'Confirm Status' });
  const askToDisable = async (openWith: 'Space' | 'Enter') => {
    await page.keyboard.press(openWith);
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm.getByText('Are you sure you want to change the status of this device?')).toBeVisible();
  };
  await askToDisable('Space');
  // Escape cancels, the focus comes back; then confirm for real with Tab and Enter.
  await escapeBackTo(page, confirm, trigger);
  await askToDisable('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sucessful!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  // The focus stays in the table, not back at the top of the page.
  await expect(page.getByRole('region', { name: 'Devices' })).toBeFocused();
});
