import { expect, test, type Page } from './fixtures';
import { api, API_BASE_PATH, fillPath } from '../../src/api';
import { login, menuEntry, rowAction, tableRows } from './pages';

const XSS_NAME = '<img src=x onerror=alert(1)>';

/** Collects every Content-Security-Policy complaint, page error and dialog of a page. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (/content.security.policy|refused to/i.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return problems;
}

test('the app runs under its Content-Security-Policy: dashboard, vendors, ads with media, reports', async ({
  page,
}) => {
  const problems = watch(page);
  const answer = await page.request.get('/login');
  expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");

  await login(page, 'admin', 'admin');
  await expect(page.getByText('Hi, Welcome back')).toBeVisible();
  await expect(page.getByText(/₦[\d,]+\.\d\d/).first()).toBeVisible();

  await menuEntry(page, 'vendor').click();
  await expect(tableRows(page).first()).toBeVisible();

  await menuEntry(page, 'ads').click();
  const first = tableRows(page).filter({ hasText: 'Media' }).first();
  await expect(first).toBeVisible();
  await rowAction(page, (await first.locator('td').first().textContent())!.trim(), 'Media');
  const media = page.getByRole('dialog', { name: 'Ad Media' });
  const image = media.locator('img').first();
  await expect(image.or(media.getByText('No media available...'))).toBeVisible();
  if (await image.count())
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await media.getByRole('button', { name: 'Close' }).click();

  await menuEntry(page, 'reports').click();
  await expect(page.getByText('Total Views')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  expect(problems).toEqual([]);
});

test('a vendor name holding HTML shows as text, never as markup', async ({ page }) => {
  const problems = watch(page);
  await login(page, 'admin', 'admin');
  await menuEntry(page, 'vendor').click();
  const firstName = (await tableRows(page).first().locator('td').nth(1).textContent())!.trim();

  // Rename that vendor through the API, as any client could.
  const signIn = await page.request.post(`${API_BASE_PATH}/login/admin`, {
    data: { data: { username: 'admin', password: 'admin', remember: false } },
  });
  const token = ((await signIn.json()) as { content: { token: string } }).content.token;
  const listPath = fillPath(api.vendors.list.path, { page: 1, limit: 5, searchName: firstName });
  const list = (await (await page.request.get(API_BASE_PATH + listPath, { headers: { token } })).json()) as {
    content: { data: { all: { id: number; username: string; phone: string; email: string; address: string }[] } };
  };
  const vendor = list.content.data.all[0];
  const update = await page.request.put(API_BASE_PATH + fillPath(api.vendors.update.path, { id: vendor.id }), {
    headers: { token },
    data: {
      data: {
        fullname: XSS_NAME,
        username: vendor.username,
        phone: vendor.phone,
        email: vendor.email,
        address: vendor.address,
        profilePicture: null,
      },
    },
  });
  expect(update.status()).toBe(200);

  await page.reload();
  await page.getByPlaceholder('Search by name').fill('onerror');
  const row = tableRows(page).filter({ hasText: XSS_NAME });
  await expect(row.first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // The update form shows it as an input's value, and the row's action menu names it as text.
  await rowAction(page, XSS_NAME, 'Update');
  const form = page.getByRole('dialog', { name: 'Update Vendor Information' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(XSS_NAME);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
