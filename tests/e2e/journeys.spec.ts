import { expect, test } from './fixtures';
import { applyFilter, login, menuEntry, tableRows } from './pages';

test('an admin signs in, sees the dashboard cards and works with vendors', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost') && !r.url().startsWith('data:')) outside.push(r.url());
  });

  await login(page, 'admin', 'admin');
  await expect(page.getByText('Login is successful')).toBeVisible();
  await expect(page.getByText('Hi, Welcome back')).toBeVisible();
  for (const label of [
    'Total Toppup',
    'Self Toppup',
    'System Toppup',
    'Total Routes',
    'Total Vendors',
    'Total Ads',
    'Active Ads',
    'Inactive Ads',
    'Blocked Ads',
    'Total Ad Views',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/₦[\d,]+\.\d\d/).first()).toBeVisible();

  await menuEntry(page, 'vendor').click();
  await expect(page).toHaveURL(/\/dashboard\/vendors$/);
  // The screen opens on the vendors of yesterday and today; an earlier Date From lists the older ones too.
  await page.getByLabel('Date From').fill('2020-01-01');
  await applyFilter(page);
  await expect(tableRows(page)).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(tableRows(page)).toHaveCount(100);

  const firstName = (await tableRows(page).first().locator('td').nth(1).textContent())!.trim();
  await page
    .getByRole('button', { name: `Actions for ${firstName}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Reset Password' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const info = page.getByRole('dialog', { name: 'Password Information' });
  await expect(info).toBeVisible();
  await expect(info.getByTestId('new-password')).toHaveText(/\S{6,}/);
  await expect(page.getByText('Password Reset Sucessful!')).toBeVisible();
  await info.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('button', { name: `Actions for ${firstName}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Are you sure you want to Logout this Vendor')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Vendor Logged out Sucessfully!')).toBeVisible();

  expect(outside).toEqual([]);
});

test('the viewer sees only its menu entries and is refused the vendors screen', async ({ page }) => {
  await login(page, 'viewer', 'viewer');
  await expect(page.getByText('Hi, Welcome back')).toBeVisible();
  await expect(menuEntry(page, 'dashboard')).toBeVisible();
  await expect(menuEntry(page, 'devices')).toBeVisible();
  await expect(menuEntry(page, 'device-history')).toBeVisible();
  await expect(menuEntry(page, 'reports')).toBeVisible();
  for (const refused of ['vendor', 'ads', 'routes', 'activity log', 'admin'])
    await expect(menuEntry(page, refused)).toHaveCount(0);
  await page.goto('/dashboard/vendors');
  await expect(page.getByText(/do not have access/i).first()).toBeVisible();
  await expect(tableRows(page)).toHaveCount(0);
});

test('a failed login shows the server message and stays on /login', async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 400 \(Bad Request\).*\/login\/admin/);
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username or Password is incorrect. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired session shows the message and returns to the login page', async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 401 \(Unauthorized\)/);
  await login(page, 'admin', 'admin');
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.endsWith('token'))!;
    sessionStorage.setItem(key, 'no-longer-valid');
  });
  await menuEntry(page, 'vendor').click();
  await expect(page.getByText('Invalid token. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
});

test('unknown paths: public ones go to /404, dashboard ones to /dashboard', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Sorry, page not found!')).toBeVisible();
  await page
    .getByRole('button', { name: 'Go to Home' })
    .or(page.getByRole('link', { name: 'Go to Home' }))
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'admin', 'admin');
  await page.goto('/dashboard/nowhere');
  await expect(page).toHaveURL(/\/dashboard\/app$/);
});
