import { expect, test } from './fixtures';
import { applyFilter, login, menuEntry, pick, rowAction, tableRows } from './pages';

test.beforeEach(async ({ page }) => login(page, 'admin', 'admin'));

test('ads: filter by status, open media, deactivate and re-activate', async ({ page }) => {
  await menuEntry(page, 'ads').click();
  await expect(tableRows(page).first()).toBeVisible();

  await pick(page, page, 'Status', 'Inactive');
  await applyFilter(page);
  await expect(tableRows(page).first()).toContainText('Inactive');
  for (const row of await tableRows(page).all()) await expect(row).not.toContainText(/\bActive\b/);

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await pick(page, page, 'Ad Type', 'Media');
  await pick(page, page, 'Status', 'Active');
  await applyFilter(page);
  const first = tableRows(page).first();
  await expect(first).toContainText('Media');
  await expect(first).toContainText('Active');
  const name = (await first.locator('td').first().textContent())!.trim();

  await rowAction(page, name, 'Media');
  const media = page.getByRole('dialog', { name: 'Ad Media' });
  await expect(media.locator('img').first().or(media.getByText('No media available...'))).toBeVisible();
  await media.getByRole('button', { name: 'Close' }).click();

  await rowAction(page, name, 'Deactivate');
  await expect(page.getByText('Are you sure you want to deactivate this Ad?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Ad Status Changed Sucessfully!')).toBeVisible();
  await expect(tableRows(page).filter({ hasText: name })).toHaveCount(0);

  await pick(page, page, 'Status', 'Inactive');
  await applyFilter(page);
  await expect(tableRows(page).filter({ hasText: name }).first()).toContainText('Inactive');
  await rowAction(page, name, 'Activate');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Ad Status Changed Sucessfully!').first()).toBeVisible();
  await expect(tableRows(page).filter({ hasText: name })).toHaveCount(0);
});

test('devices: create one, disable it, open its history and views', async ({ page }) => {
  const serial = `E2E-${Date.now()}`;
  const name = `E2E Screen ${serial.slice(-5)}`;
  await menuEntry(page, 'devices').click();
  await expect(tableRows(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'New Device' }).click();
  const create = page.getByRole('dialog', { name: 'Create Device' });
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(create.getByText('Required')).toHaveCount(4);
  await create.getByLabel('Device Name').fill(name);
  await create.getByLabel('Serial Number').fill(serial);
  await create.getByLabel('Bus ID').fill('LAG-BRT-999');
  await create.getByLabel('Phone Number').fill('+2348030000999');
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Created Sucessfully!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Serial Number' }).fill(serial);
  await applyFilter(page);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(name);

  await rowAction(page, name, 'Disable Device');
  const confirm = page.getByRole('dialog', { name: 'Confirm Status' });
  await expect(confirm.getByText('Are you sure you want to change the status of this device?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sucessful!')).toBeVisible();
  await pick(page, page, 'Status', 'Inactive');
  await applyFilter(page);
  await expect(tableRows(page).first()).toContainText('Inactive');

  await rowAction(page, name, 'View History');
  const history = page.getByRole('dialog', { name: 'Device History' });
  await expect(history).toBeVisible();
  await expect(history.getByRole('progressbar')).toHaveCount(0);
  await history.getByRole('button', { name: 'Close' }).click();

  await rowAction(page, name, 'Device Views');
  const views = page.getByRole('dialog', { name: 'Device Views' });
  await expect(views.getByText(/Between/)).toBeVisible();
  await expect(views.getByText('Views', { exact: true })).toBeVisible();
});

test('routes: assign a route to two places, then unassign one', async ({ page }) => {
  const route = 'Oshodi - Costain';
  await menuEntry(page, 'routes').click();
  const row = tableRows(page).filter({ hasText: route });
  await expect(row).toContainText('Lagos');

  await rowAction(page, route, 'Assign Route');
  const assign = page.getByRole('dialog', { name: 'Assign Route' });
  await expect(assign.getByRole('button', { name: 'Remove place 1' })).toHaveCount(0);
  await pick(page, assign, 'Country', 'Nigeria', 'Nig');
  await pick(page, assign, 'State', 'Ogun', 'Ogu');
  await assign.getByRole('button', { name: 'Add place' }).click();
  const second = assign.getByRole('group', { name: 'Place 2' });
  await pick(page, second, 'Country', 'Nigeria', 'Nig');
  await pick(page, second, 'State', 'Oyo', 'Oyo');
  await assign.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Assigned Sucessfully!')).toBeVisible();
  await expect(row).toContainText('Lagos, Ogun, Oyo');

  await rowAction(page, route, 'Unassign Route');
  const unassign = page.getByRole('dialog', { name: 'Unassign Route' });
  // The route's places as a checklist, nothing ticked: tick Oyo only and confirm its removal.
  await unassign.getByRole('checkbox', { name: 'Oyo, Nigeria' }).check();
  await unassign.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove places' });
  await expect(confirm).toContainText(`Remove Oyo, Nigeria from ${route}?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Unassigned Sucessfully!')).toBeVisible();
  await expect(row).toContainText('Lagos, Ogun');
  await expect(row).not.toContainText('Oyo');
});
