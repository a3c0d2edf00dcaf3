import { expect, test, type Page } from './fixtures';
import { screenReady, settled } from './a11y';
import { login, rowAction, tableRows } from './pages';

/**
 * Issue 16: no React or MUI warning, and no prop React does not know left on the DOM, on any screen. The
 * fixture (fixtures.ts) fails a test on any console warning or error it did not declare; these tests visit
 * every screen the admin can reach and check after each one, so a failure names the screen. In the
 * production build React prints no "does not recognize the prop" warning, so the DOM is checked too: a prop
 * such as `InputProps` that reached an element shows as an `inputprops="[object Object]"` attribute.
 */

/** The attributes that a React-only prop left on an element, as `<tag name="value">` (empty: none). */
const leakedProps = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter(
          (a) =>
            /^(input|inputlabel|select|formhelpertext|paper|menu|transition)props$|^inputref$/.test(a.name) ||
            a.value === '[object Object]',
        )
        .map((a) => `<${element.localName} ${a.name}="${a.value}">`),
    ),
  );

test.beforeEach(async ({ page }) => login(page, 'admin', 'admin'));

test.describe('a clean console on every screen', () => {
  /** After a screen: nothing printed, nothing leaked. */
  let check: (where: string) => Promise<void>;
  test.beforeEach(({ page, unexpectedConsole }) => {
    check = async (where) => {
      await settled(page);
      expect(unexpectedConsole(), `${where}: console`).toEqual([]);
      expect(await leakedProps(page), `${where}: props on the DOM`).toEqual([]);
    };
  });

  test('the dashboard, every side-menu screen, the profile and both themes', async ({ page }) => {
    test.setTimeout(180_000);
    await screenReady(page);
    await check('dashboard');

    const menu = page.getByRole('menu');
    const hrefs = await menu
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    const content = '#main-content :is(table, .MuiCard-root, form, [role="tablist"])';
    // The dashboard's entry leads where the sign-in did: it is checked above.
    for (const href of hrefs.filter((h) => h !== new URL(page.url()).pathname)) {
      // The screen left behind is marked, so that its content is not taken for the next one's.
      await page.locator(content).evaluateAll((elements) => elements.forEach((e) => e.setAttribute('data-left', '')));
      await menu.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(`${content}:not([data-left])`).first()).toBeVisible({ timeout: 15_000 });
      await screenReady(page);
      await check(href);
    }

    // The profile (on the Admins screen), in its edit mode.
    await page.goto('/dashboard/admin');
    await screenReady(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await check('profile, editing');

    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await page.goto('/dashboard/app');
    await screenReady(page);
    await check('dashboard, dark theme');
  });

  test('the activity log tabs and the list tools: a filter picker, the Columns chooser', async ({ page }) => {
    await page.goto('/dashboard/activitylog');
    await screenReady(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (const name of await tabs.allTextContents()) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await screenReady(page);
      await check(`activity log, ${name}`);
    }

    await page.goto('/dashboard/vendors');
    await screenReady(page);
    await page.getByRole('combobox', { name: 'Vendor', exact: true }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await check('vendors, the Vendor picker open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Columns' })).toBeVisible();
    await check('vendors, the Columns chooser');
  });

  test('a create form and an edit form', async ({ page }) => {
    await page.goto('/dashboard/devices');
    await expect(tableRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'New Device' }).click();
    const create = page.getByRole('dialog', { name: 'Create Device' });
    await expect(create).toBeVisible();
    await create.getByRole('button', { name: 'Submit' }).click(); // its required fields say so
    await expect(create.getByText('Required').first()).toBeVisible();
    await check('Create Device, with its validation messages');
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();

    const name = (await tableRows(page).first().locator('td').first().textContent())!.trim();
    await rowAction(page, name, 'Update');
    const edit = page.getByRole('dialog', { name: 'Update Device' });
    await expect(edit.getByLabel('Device Name')).toBeVisible();
    await check('Update Device');

    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.goto('/dashboard/ads');
    await expect(tableRows(page).first()).toBeVisible();
    const ad = (await tableRows(page).first().locator('td').first().textContent())!.trim();
    for (const [action, title] of [
      ['Summary', 'Ad Summary'],
      ['Media', 'Ad Media'],
    ]) {
      await rowAction(page, ad, action);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await check(`ads, ${title}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('the console guard of the fixture', () => {
  test.fail('fails a test on a console warning it did not declare', async ({ page }) => {
    await page.evaluate(() => console.warn('an undeclared warning'));
  });

  test.fail('fails a test on an uncaught error of the page', async ({ page }) => {
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('an undeclared page error'))));
    await page.waitForTimeout(200);
  });

  test('lets a test declare the message it provokes', async ({ page, expectConsoleError, unexpectedConsole }) => {
    expectConsoleError(/a declared warning/);
    await page.evaluate(() => console.warn('a declared warning'));
    await page.evaluate(() => console.error('a second line, undeclared'));
    await expect.poll(unexpectedConsole).toEqual([expect.stringContaining('a second line, undeclared')]);
    expectConsoleError(/a second line/);
  });
});
