import { seriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { login, tableRows } from './pages';

/**
 * Issue 29, item 2: the vendor picker keeps what the operator types. It used to put the (empty) chosen value back
 * in the box each time a search answered, about a second after typing, while the options stayed filtered; typing
 * more started over. On the Wallet screen's filter, at a laptop's viewport and a phone's (where the filter form is
 * folded behind "Filters").
 */
for (const viewport of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
]) {
  test.describe(`at a ${viewport.name}'s viewport (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the Vendor picker keeps the typed text once its search has answered, and typing more adds to it', async ({
      page,
    }) => {
      await login(page, 'admin', 'admin');
      await page.goto('/dashboard/wallet');
      await expect(tableRows(page).first()).toBeVisible();
      // A vendor of the list, by the name its wallet shows (the first cell on a laptop, the card's title on a phone).
      const name = viewport.name === 'laptop' ? await tableRows(page).first().locator('td').first().innerText() : null;
      const fullname =
        name ??
        (await page
          .getByRole('button', { name: /^Actions for / })
          .first()
          .getAttribute('aria-label'))!.replace(/^Actions for /, '');
      const [first, second] = fullname.trim().split(/\s+/);
      const typed = `${first} ${second!.slice(0, 1)}`;

      if (viewport.name === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
      const searched: string[] = [];
      page.on('request', (request) => {
        if (/\/v1\/admins\/get\/vendors\//.test(request.url())) searched.push(request.url());
      });
      const box = page.getByRole('combobox', { name: 'Vendor', exact: true });
      await box.click();
      await box.pressSequentially(typed);
      // The search for what was typed has answered: its option is listed...
      await expect(page.getByRole('option', { name: fullname.trim(), exact: true })).toBeVisible();
      expect(searched.length).toBeGreaterThan(0);
      // ...and the box still holds the text that found it.
      await expect(box).toHaveValue(typed);
      await box.pressSequentially(second!.slice(1, 3));
      await expect(page.getByRole('option', { name: fullname.trim(), exact: true })).toBeVisible();
      await expect(box).toHaveValue(`${typed}${second!.slice(1, 3)}`);
      expect(await seriousViolations(page, `wallet filter, vendor picker open (${viewport.name})`)).toEqual([]);
    });
  });
}
