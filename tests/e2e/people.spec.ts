import { expect, test } from './fixtures';
import { login, menuEntry, rowAction, tableRows } from './pages';

/**
 * Issue 5's journey: an admin creates a Non-Admin holding only Reports; that user sees only the
 * dashboard and reports; the first admin logs them out and their next action returns them to the login
 * page; the first admin's own actions are listed under My Logs.
 */
test('create a reports-only admin, sign in as them, log them out, and read My Logs', async ({
  page,
  browser,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 401 \(Unauthorized\)/); // their session, ended by the Logout
  const suffix = Date.now() % 100000;
  const username = `reporter${suffix}`;
  const fullname = `Reporter ${suffix}`;
  const password = 'reports-only-1';

  await login(page, 'admin', 'admin');
  await menuEntry(page, 'admin').click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole('button', { name: 'New Admin' }).click();
  const create = page.getByRole('dialog', { name: 'Create a new Admin' });
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(create.getByText('Fullname is required')).toBeVisible();
  await expect(create.getByText('Password is required')).toBeVisible();
  await create.getByLabel('Fullname').fill(fullname);
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Phone').fill('+2348030001122');
  await create.getByLabel('Email').fill(`${username}@busads.ng`);
  await create.getByLabel('Address').fill('1 Marina, Lagos Island');
  await create.getByLabel(/^Password/).fill(password);
  await create.getByRole('checkbox', { name: 'Reports' }).check();
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Created Sucessfully!')).toBeVisible();

  await page.getByPlaceholder('Search by name').fill(fullname);
  const row = tableRows(page).filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Non-Admin');

  // The new admin, in a browser context of their own.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await login(theirs, username, password);
  await expect(menuEntry(theirs, 'dashboard')).toBeVisible();
  await expect(menuEntry(theirs, 'reports')).toBeVisible();
  await expect(theirs.getByRole('menu').getByRole('menuitem')).toHaveCount(2);
  await menuEntry(theirs, 'reports').click();
  await expect(theirs.getByText('Total Views')).toBeVisible();

  // Logged out by the first admin: their next action ends at the login page.
  await rowAction(page, fullname, 'Logout');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Admin Logged out Sucessfully!')).toBeVisible();
  await menuEntry(theirs, 'dashboard').click();
  await expect(theirs.getByText('Invalid token. Please login again.')).toBeVisible();
  await expect(theirs).toHaveURL(/\/login$/, { timeout: 10_000 });
  await other.close();

  // The first admin's own actions, newest first.
  await menuEntry(page, 'activity log').click();
  await expect(page.getByRole('tab', { name: 'My Logs', selected: true })).toBeVisible();
  await expect(page.getByText(`Logged out admin ${fullname}`).first()).toBeVisible();
  await expect(page.getByText(`Created admin ${fullname}`).first()).toBeVisible();
});
