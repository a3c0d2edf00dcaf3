import { API_BASE_PATH } from '../../src/api';
import { seriousViolations, settled } from './a11y';
import { expect, test } from './fixtures';
import { login, sessionToken } from './pages';

/**
 * Issue 30, item 1: every money input is whole kobo from ₦0.01, one rule of the contract. The server refuses
 * 1e-300 (a topup of ₦0.00 before), and the Topup Vendor dialog takes what the server takes: '10.100' is ₦10.10,
 * '0.004' is below a kobo. At a laptop's viewport and a phone's.
 */

for (const viewport of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
]) {
  test.describe(`at a ${viewport.name}'s viewport (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the server refuses amounts below a kobo, and the topup dialog agrees with it', async ({ page }) => {
      await login(page, 'admin', 'admin');
      const headers = { token: (await sessionToken(page)) ?? '' };
      const post = (path: string, data: Record<string, unknown>) =>
        page.request.post(`${API_BASE_PATH}${path}`, { headers, data: { data } });
      for (const [path, data, message] of [
        ['/create/topup', { amount: 1e-300, vendorID: 5 }, 'amount: Amount must be at least ₦0.01'],
        ['/create/price', { price: 1e-300, vendorID: 5, eventType: 'view' }, 'price: Price must be at least ₦0.01'],
        [
          '/price-plans/create/price-plan',
          { name: 'Sub-kobo', onViewPrice: 1e-300, onClickPrice: 1e-300, onConversionPrice: 1e-300 },
          'onViewPrice: On view price must be at least ₦0.01',
        ],
      ] as const) {
        const answer = await post(path, data);
        expect(answer.status(), path).toBe(400);
        expect(((await answer.json()) as { error: { message: string } }).error.message).toContain(message);
      }

      await page.goto('/dashboard/vendors');
      const actions = page.getByRole('button', { name: /^Actions for / }).first();
      await expect(actions).toBeVisible();
      const vendor = (await actions.getAttribute('aria-label'))!.replace(/^Actions for /, '');
      await actions.click();
      await page.getByRole('menuitem', { name: 'Topup Vendor', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Topup Vendor Wallet' });
      const amount = dialog.getByLabel('Amount');
      await expect(amount).toHaveAccessibleDescription(
        'In naira: at least 0.01 and at most 100,000,000, with up to two decimals',
      );
      await amount.fill('0.004');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(amount).toHaveAccessibleDescription('Amount has more than two decimals');
      await amount.fill('0.00');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(amount).toHaveAccessibleDescription('Amount must be at least ₦0.01');
      expect(await seriousViolations(page, 'topup form below a kobo')).toEqual([]);
      // Trailing zeros are still whole kobo: the server takes 10.1, so the form does too.
      await amount.fill('10.100');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(
        dialog.getByText(new RegExp(`^₦10\\.10 to ${vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `)),
      ).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page, 'topup confirmation of 10.100')).toEqual([]);
      await page.screenshot({ path: `/tmp/money-kobo-${viewport.name}.png` });
    });
  });
}
