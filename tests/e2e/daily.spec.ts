import { expect, test, type Page } from './fixtures';
import { fillLogin, login, menuEntry, rowAction, tableRows } from './pages';

/** Issue 15's daily-use fixes: errors at the field, 'Remember me', tab titles, icons, language, 404. */

/** The dashboard is on screen (its menu and greeting): the URL alone may still be moving to /login. */
async function signedIn(page: Page) {
  await expect(menuEntry(page, 'dashboard')).toBeVisible();
  await expect(page.getByText('Hi, Welcome back', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/app$/);
}
const signInForm = (page: Page) => expect(page.getByRole('heading', { name: 'Sign in as Admin' })).toBeVisible();

test('a negative topup shows its message under the amount field, without a prefix or a toast', async ({ page }) => {
  await login(page, 'admin', 'admin');
  await menuEntry(page, 'vendor').click();
  const vendor = (await tableRows(page).first().locator('td').nth(1).textContent())!.trim();
  await rowAction(page, vendor, 'Topup Vendor');
  const dialog = page.getByRole('dialog', { name: 'Topup Vendor Wallet' });
  const amount = dialog.getByLabel('Amount');
  // The server's rule is stated before anything is sent.
  await expect(amount).toHaveAccessibleDescription(/at least 0.01 and at most 100,000,000, with up to two decimals/);

  // An empty form: the field says what is missing, no 'The form is not valid' toast.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(amount).toHaveAccessibleDescription('Amount is required');

  // Refused in the form before any call (issue 29: at least ₦0.01).
  await amount.fill('-50');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(amount).toHaveAccessibleDescription('Amount must be at least ₦0.01');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('amount: Amount')).toHaveCount(0);
  await expect(page.getByText('The form is not valid')).toHaveCount(0);
  await expect(page.locator('.RaNotification-error')).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

test("with 'Remember me' ticked a second tab opens signed in, and logout forgets it", async ({ page, context }) => {
  await login(page, 'admin', 'admin');
  const second = await context.newPage();
  await second.goto('/dashboard/app');
  await signedIn(second);
  await second.close();

  await page.getByRole('button', { name: /Account$/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signInForm(page);
  const third = await context.newPage();
  await third.goto('/dashboard/app');
  await expect(third).toHaveURL(/\/login$/);
  await signInForm(third);
});

test("without 'Remember me' a second tab must sign in", async ({ page, context }) => {
  await page.goto('/login');
  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await fillLogin(page, 'admin', 'admin');
  await signedIn(page);
  const second = await context.newPage();
  await second.goto('/dashboard/app');
  await expect(second).toHaveURL(/\/login$/);
  await signInForm(second);
});

test('each screen names itself in the tab title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login · Bus Ads Admin');
  await fillLogin(page, 'admin', 'admin');
  await signedIn(page);
  await expect(page).toHaveTitle('Dashboard · Bus Ads Admin');
  await menuEntry(page, 'vendor').click();
  await expect(page).toHaveTitle('Vendors · Bus Ads Admin');
  await menuEntry(page, 'reports').click();
  await expect(page).toHaveTitle('Reports · Bus Ads Admin');
  await page.getByRole('button', { name: /Account$/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveTitle('Profile · Bus Ads Admin');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · Bus Ads Admin');
  await page.goto('/register');
  await expect(page).toHaveTitle('Get started · Bus Ads Admin');
});

test('the page is en-NG, and both icons load', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');
  const icons = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).getAttribute('href')));
  expect(icons).toEqual(['/favicon.ico', '/favicon.svg']);
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO file's header
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
});

test("404's Go to Home, while signed in, goes to the dashboard", async ({ page }) => {
  await login(page, 'admin', 'admin');
  await page.goto('/no/such/page');
  await expect(page.getByText('Sorry, page not found!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await signedIn(page);
});
