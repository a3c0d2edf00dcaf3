import { readFile } from 'node:fs/promises';
import { API_BASE_PATH } from '../../src/api';
import { screenReady, seriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { csvRows } from './csvRows';
import { login, sessionToken } from './pages';

/**
 * Issue 30, item 6: an exported cell such as 'Acme;=1+1' leaves no part that a spreadsheet splitting on ';'
 * (or ',', tab, '|') would run as a formula, and every cell is quoted. At a laptop's viewport and a phone's.
 */

for (const viewport of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
]) {
  test.describe(`at a ${viewport.name}'s viewport (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a price plan named Acme;=1+1 is exported quoted and defused after the semicolon', async ({ page }) => {
      await login(page, 'admin', 'admin');
      const name = `Acme ${viewport.name};=1+1|@SUM(A1)`;
      const created = await page.request.post(`${API_BASE_PATH}/price-plans/create/price-plan`, {
        headers: { token: (await sessionToken(page)) ?? '' },
        data: { data: { name, vendorID: null, onViewPrice: 1, onClickPrice: 2, onConversionPrice: 3 } },
      });
      expect(created.status()).toBe(200);
      await page.goto('/dashboard/pplan');
      await screenReady(page);
      await expect(page.getByText(name).first()).toBeVisible();
      expect(await seriousViolations(page, 'price plans')).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export', exact: true }).click(),
      ]);
      const text = (await readFile((await download.path())!)).toString('utf8').slice(1);
      const defused = `Acme ${viewport.name};'=1+1|'@SUM(A1)`;
      expect(text).toContain(`"${defused}"`);
      // Every cell quoted: each line is "…","…",…
      for (const line of text.split('\r\n').filter(Boolean))
        expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
      expect(csvRows(text).some((row) => row.includes(defused))).toBe(true);
      for (const separator of [',', ';', '\t', '|'])
        for (const part of text.split(/\r\n/).join(separator).split(separator))
          expect(/^"?[=+@]/.test(part), `${JSON.stringify(separator)}: ${part}`).toBe(false);
    });
  });
}
