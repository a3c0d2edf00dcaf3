import { seriousViolations, settled } from './a11y';
import { expect, test, type Page } from './fixtures';
import { login } from './pages';

/**
 * Issue 29, item 3: money moves once, to the right vendor. The Topup Vendor dialog's amount is a text field
 * (the mouse wheel and the arrow keys leave it alone, '1e3' is refused), the dialog names the vendor and their
 * balance, a confirmation says who gets how much before the call, Back keeps the amount, and a double click on
 * Confirm sends one topup. At a laptop's viewport and a phone's (where the list is cards).
 */

const naira = (n: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);
const nairaValue = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function openTopupVendor(page: Page) {
  await login(page, 'admin', 'admin');
  await page.goto('/dashboard/vendors');
  const actions = page.getByRole('button', { name: /^Actions for / }).first();
  await expect(actions).toBeVisible();
  const vendor = (await actions.getAttribute('aria-label'))!.replace(/^Actions for /, '');
  await actions.click();
  await page.getByRole('menuitem', { name: 'Topup Vendor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Topup Vendor Wallet' });
  await expect(dialog).toBeVisible();
  return { vendor, dialog };
}

for (const viewport of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
]) {
  test.describe(`at a ${viewport.name}'s viewport (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the amount ignores the wheel and arrow keys, refuses 1e3, is confirmed naming the vendor, Back keeps it, and a double click on Confirm sends one topup', async ({
      page,
    }) => {
      const topups: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/v1\/admins\/create\/topup$/.test(request.url()))
          topups.push(request.url());
      });
      const { vendor, dialog } = await openTopupVendor(page);

      // The dialog names the vendor and their wallet's current balance.
      const recipient = dialog.getByText(new RegExp(`^To .*, current balance ₦[\\d,]+\\.\\d\\d$`));
      await expect(recipient).toHaveText(new RegExp(`^To ${vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `));
      const balance = nairaValue((await recipient.textContent())!.split('current balance')[1]);

      const amount = dialog.getByLabel('Amount');
      await expect(amount).toHaveAttribute('inputmode', 'decimal');
      await expect(amount).toHaveAccessibleDescription(/at most 100,000,000/);
      await amount.fill('5000');
      // Two wheel notches over the focused field, then the arrow keys: the amount stays as typed.
      await amount.hover();
      await page.mouse.wheel(0, -120);
      await page.mouse.wheel(0, -120);
      await amount.press('ArrowUp');
      await amount.press('ArrowUp');
      await amount.press('ArrowDown');
      await expect(amount).toHaveValue('5000');

      // An exponent is refused at the field; nothing is sent.
      await amount.fill('1e3');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(amount).toHaveAccessibleDescription(
        'Amount must be digits with at most one point, like 5000 or 1250.50 (no exponent such as 1e3)',
      );
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page, 'topup form with an error')).toEqual([]);

      // The confirmation: who gets how much, and the balance after it.
      await amount.fill('5000');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      const statement = `₦5,000.00 to ${vendor} (new balance ${naira(balance + 5000)})`;
      await expect(dialog.getByText(statement, { exact: true })).toBeVisible();
      await expect(dialog.getByText(statement, { exact: true })).toBeFocused();
      await settled(page);
      expect(await seriousViolations(page, 'topup confirmation')).toEqual([]);
      expect(topups).toHaveLength(0);

      // Back returns to the form with the amount as typed.
      await dialog.getByRole('button', { name: 'Back' }).click();
      await expect(amount).toBeVisible();
      await expect(amount).toHaveValue('5000');
      await dialog.getByRole('button', { name: 'Submit' }).click();

      // A double click on Confirm: one topup.
      await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
      await expect(page.getByText('Sucessful!')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      expect(topups).toHaveLength(1);

      // The wallet call says the same: the balance grew by ₦5,000.00 exactly once.
      const actions = page.getByRole('button', { name: `Actions for ${vendor}`, exact: true }).first();
      await actions.click();
      await page.getByRole('menuitem', { name: 'Topup Vendor', exact: true }).click();
      await expect(dialog.getByText(`To ${vendor}, current balance ${naira(balance + 5000)}`)).toBeVisible();
    });
  });
}
