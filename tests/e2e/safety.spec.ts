import { API_BASE_PATH } from '../../src/api';
import { expect, test, type Page } from './fixtures';
import { login, menuEntry, rowAction, tableRows } from './pages';

/** Issue 15: nothing destructive by default, and actions offered only to admins who may run them. */

const routeRow = (page: Page, name: string) => tableRows(page).filter({ hasText: name });

test('Unassign Route sends nothing on an unchanged Submit; only the ticked place is removed, after a confirmation naming it', async ({
  page,
}) => {
  const unassigns: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/routes/route/unassign/places')) unassigns.push(r.postData() ?? '');
  });
  await login(page, 'admin', 'admin');
  await menuEntry(page, 'routes').click();
  const row = routeRow(page, 'Abuja - Keffi');
  await expect(row).toContainText('Federal Capital Territory, Nasarawa');

  await rowAction(page, 'Abuja - Keffi', 'Unassign Route');
  const dialog = page.getByRole('dialog', { name: 'Unassign Route' });
  const places = dialog.getByRole('group', { name: 'Current places' });
  await expect(places.getByRole('checkbox')).toHaveCount(2);
  await expect(places.getByRole('checkbox', { name: 'Federal Capital Territory, Nigeria' })).not.toBeChecked();
  await expect(places.getByRole('checkbox', { name: 'Nasarawa, Nigeria' })).not.toBeChecked();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await places.getByRole('checkbox', { name: 'Nasarawa, Nigeria' }).check();
  await submit.click();
  const confirm = page.getByRole('dialog', { name: 'Remove places' });
  await expect(confirm).toContainText('Remove Nasarawa, Nigeria from Abuja - Keffi?');
  expect(unassigns).toEqual([]);
  const sent = page.waitForResponse((r) => r.url().includes('/routes/route/unassign/places'));
  await confirm.getByRole('button', { name: 'Remove' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Unassigned Sucessfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(unassigns).toHaveLength(1);
  const body = JSON.parse(unassigns[0]) as { data: { places: { stateID: number | null }[] } };
  expect(body.data.places).toHaveLength(1);
  // The route keeps the Federal Capital Territory; Nasarawa is gone.
  await expect(row).toContainText('Federal Capital Territory');
  await expect(row).not.toContainText('Nasarawa');
});

test('an admin without ADMIN_WALLET (holding Vendor, Customers and Devices) sees no Topup Vendor nor View Route', async ({
  page,
}) => {
  // The demo admin creates the restricted admin through the API, as the Admin screen would.
  const signIn = await page.request.post(`${API_BASE_PATH}/login/admin`, {
    data: { data: { username: 'admin', password: 'admin', remember: false } },
  });
  const token = ((await signIn.json()) as { content: { token: string } }).content.token;
  const username = `vendordesk${Date.now() % 100000}`;
  const created = await page.request.post(`${API_BASE_PATH}/create/admin`, {
    headers: { token },
    data: {
      data: {
        fullname: 'Vendor Desk',
        username,
        phone: '+2348012345678',
        email: `${username}@busads.ng`,
        address: 'Yaba',
        password: 'vendor-desk-pass',
        privileges: ['ADMIN_VENDOR', 'ADMIN_CUSTOMER', 'ADMIN_DEVICE'],
        usertype: 1,
      },
    },
  });
  expect(created.status()).toBe(200);

  await login(page, username, 'vendor-desk-pass');
  await menuEntry(page, 'vendor').click();
  const vendor = (await tableRows(page).first().locator('td').nth(1).textContent())!.trim();
  await page
    .getByRole('button', { name: `Actions for ${vendor}`, exact: true })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Update', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Update', 'Assign Route', 'Reset Password', 'Delete', 'Logout']);
  await expect(menu.getByRole('menuitem', { name: 'Topup Vendor' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'View Route' })).toHaveCount(0);
});
