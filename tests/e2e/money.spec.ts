import { expect, test, type Page } from './fixtures';
import { applyFilter, login, menuEntry, pick, rowAction, tableRows } from './pages';

const naira = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function walletBalance(page: Page, vendor: string): Promise<number> {
  await menuEntry(page, 'wallet').click();
  await expect(tableRows(page).first()).toBeVisible();
  await pick(page, page, 'Vendor', vendor);
  await applyFilter(page);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(vendor);
  return naira((await tableRows(page).first().locator('td').nth(2).textContent())!);
}

test.beforeEach(async ({ page }) => login(page, 'admin', 'admin'));

test('top up a wallet from the Topup page and from the vendor row, then see the balance and the topup', async ({
  page,
}) => {
  await menuEntry(page, 'vendor').click();
  const vendor = (await tableRows(page).first().locator('td').nth(1).textContent())!.trim();
  const before = await walletBalance(page, vendor);

  await menuEntry(page, 'topup').click();
  await page.getByRole('button', { name: 'New Topup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Topup Wallet' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await expect(dialog.getByText('Vendor is required')).toBeVisible();
  await dialog.getByLabel('Amount').fill('1500.50');
  await pick(page, dialog, 'Vendor', vendor);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // Issue 29: a confirmation names the vendor before the call.
  await expect(dialog.getByText(`₦1,500.50 to ${vendor} (new balance`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sucessful!')).toBeVisible();
  await expect(tableRows(page).filter({ hasText: vendor }).filter({ hasText: '₦1,500.50' }).first()).toBeVisible();

  await menuEntry(page, 'vendor').click();
  await rowAction(page, vendor, 'Topup Vendor');
  const vendorDialog = page.getByRole('dialog', { name: 'Topup Vendor Wallet' });
  await vendorDialog.getByLabel('Amount').fill('250');
  await vendorDialog.getByRole('button', { name: 'Submit' }).click();
  await vendorDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sucessful!').first()).toBeVisible();

  // The wallet list shows its cached page first and refetches: wait for the new balance.
  await walletBalance(page, vendor);
  const expected = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(before + 1750.5);
  await expect(tableRows(page).first().locator('td').nth(2)).toHaveText(expected);
});

test('create, edit and disable a price plan', async ({ page }) => {
  const plan = `E2E Plan ${Date.now() % 100000}`;
  await menuEntry(page, 'price plan').click();
  await page.getByRole('button', { name: 'Create Price Plan' }).click();
  const create = page.getByRole('dialog', { name: 'Create Price Plan' });
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(create.getByText('Required')).toHaveCount(4);
  await create.getByLabel('Name').fill(plan);
  await create.getByLabel('On View Price').fill('2.5');
  await create.getByLabel('On Click Price').fill('10');
  await create.getByLabel('On Conversion Price').fill('50');
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Created Sucessfully!')).toBeVisible();

  await page.getByPlaceholder('Search by name').fill(plan);
  const row = tableRows(page).filter({ hasText: plan });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₦2.50');
  await expect(row).toContainText('All');

  await rowAction(page, plan, 'Edit');
  const update = page.getByRole('dialog', { name: 'Update Price Plan' });
  await update.getByLabel('On View Price').fill('3');
  await update.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Updated Sucessfully!')).toBeVisible();
  await expect(row).toContainText('₦3.00');

  await rowAction(page, plan, 'Disable');
  await expect(page.getByText('Are you sure you want to DISABLE this Price Plan?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Disabled Sucessfully!')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await page.getByRole('button', { name: `Actions for ${plan}`, exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Disable' })).toHaveCount(0);
});
