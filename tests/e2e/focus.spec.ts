import { screenReady, seriousViolations, settled, startIn } from './a11y';
import { focusRing, textContrast, type Contrast } from './contrast';
import { expect, test, type Locator, type Page } from './fixtures';
import { holdScripts } from './holdScripts';
import { login, menuEntry } from './pages';

/**
 * Issue 29, item 7: keyboard and focus, in both themes, at a laptop's viewport and a phone's. "Skip to content" is
 * readable (4.5:1); every kind of control shows a focus ring of 3:1 against the background around it; choosing a
 * screen puts the focus on its heading (the next Tab is in the screen, not in the menu); a dialog starts on its
 * first field, a confirmation on its least destructive button.
 */

const viewports = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
] as const;

/** Presses Tab until the target has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused control's ring: drawn (2 px or more) and at least 3:1 against the background around it. */
async function expectRing(page: Page, what: string) {
  const ring: Contrast = await focusRing(page);
  expect(ring.width, `${what}: ${ring.element}`).toBeGreaterThanOrEqual(2);
  expect(ring.ratio, `${what}: ${ring.foreground} on ${ring.background} (${ring.element})`).toBeGreaterThanOrEqual(3);
}

/** Opens a screen from the side menu (the drawer first, on a phone), with the keyboard or the mouse. */
async function openFromMenu(page: Page, label: string, phone: boolean, how: 'keyboard' | 'mouse') {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  if (how === 'mouse') return menuEntry(page, label).click();
  await tabTo(page, menuEntry(page, label));
  await page.keyboard.press('Enter');
}

for (const mode of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    const phone = viewport.name === 'phone';
    test.describe(`${mode} theme, ${viewport.name} (${viewport.width} × ${viewport.height})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      test.beforeEach(({ page }) => startIn(page, mode));

      test('"Skip to content" is readable and moves past the menu', async ({ page }) => {
        await login(page, 'admin', 'admin');
        await screenReady(page);
        // The first Tab of the page reaches it.
        await page.keyboard.press('Tab');
        const skip = page.getByRole('button', { name: 'Skip to content' });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        const text = await textContrast(skip);
        expect(text.ratio, `${text.foreground} on ${text.background}`).toBeGreaterThanOrEqual(4.5);
        await expectRing(page, 'skip link');
        expect(await seriousViolations(page, 'skip link shown')).toEqual([]);
      });

      test('choosing a screen puts the focus on its heading, and the next Tab is in the screen', async ({ page }) => {
        await login(page, 'admin', 'admin');
        // Not on the first screen after sign-in.
        expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1');
        await openFromMenu(page, 'vendor', phone, 'keyboard');
        await expect(page).toHaveURL(/\/dashboard\/vendors$/);
        const heading = page.getByRole('heading', { level: 1, name: 'Vendors' });
        await expect(heading).toBeFocused();
        await screenReady(page);
        await expect(heading).toBeFocused();
        // No jump: the page is at its top.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expectRing(page, 'screen heading');
        expect(await seriousViolations(page, 'vendors, heading focused')).toEqual([]);
        // The next Tabs are in the screen: its search box is a few presses away, not behind the menu.
        const search = page.getByPlaceholder('Search by name');
        await tabTo(page, search, 4);
        // Only the query changes (the search goes into the address): the focus stays in the box.
        await page.keyboard.type('ada');
        await expect(page).toHaveURL(/ada/);
        await expect(search).toBeFocused();

        // A screen with a heading of its own (the dashboard's greeting) gets the focus there, after a click too.
        await openFromMenu(page, 'dashboard', phone, 'mouse');
        await expect(page.getByRole('heading', { level: 1, name: 'Hi, Welcome back' })).toBeFocused();
      });

      test('dialogs start on their first field, a confirmation on Cancel; each control shows its ring', async ({
        page,
      }) => {
        // Seven screens and dialogs, one after the other: about 40 s on a busy machine.
        test.setTimeout(150_000);
        await login(page, 'admin', 'admin');
        await page.goto('/dashboard/devices');
        await screenReady(page);

        // A row button, reached with the keyboard, and its ring.
        const trigger = page.getByRole('button', { name: /^Actions for / }).first();
        await tabTo(page, trigger);
        await expectRing(page, 'row button');
        await page.keyboard.press('Enter');
        await expectRing(page, 'menu item of the row menu');

        // A row action's form: its first field.
        await page.getByRole('menuitem', { name: 'Update', exact: true }).click();
        const form = page.getByRole('dialog', { name: 'Update Device' });
        await expect(form.getByLabel('Device Name')).toBeFocused();
        await expectRing(page, 'text field in a dialog');
        await settled(page);
        expect(await seriousViolations(page, 'update device, first field focused')).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(form).toBeHidden();

        // A confirmation without fields: Cancel, not Confirm.
        await trigger.click();
        await page.getByRole('menuitem', { name: 'Disable Device', exact: true }).click();
        const confirm = page.getByRole('dialog', { name: 'Confirm Status' });
        await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(confirm).toBeHidden();

        // A dialog whose first field is a picker: focused, its list still closed, and one click opens it.
        await trigger.click();
        await page.getByRole('menuitem', { name: 'Assign Devices', exact: true }).click();
        const assign = page.getByRole('dialog', { name: 'Assign Device to Location' });
        const country = assign.getByRole('combobox', { name: 'Country' }).first();
        await expect(country).toBeFocused();
        await expect(country).toHaveAttribute('aria-expanded', 'false');
        await expectRing(page, 'picker in a dialog');
        await country.click();
        await expect(page.getByRole('listbox')).toBeVisible();
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await expect(assign).toBeHidden();

        // A create dialog: its first field.
        await page.goto('/dashboard/topup');
        await screenReady(page);
        await page.getByRole('button', { name: 'New Topup' }).click();
        await expect(page.getByRole('dialog', { name: 'Topup Wallet' }).getByLabel('Amount')).toBeFocused();
        await page.keyboard.press('Escape');

        // A tab, a checkbox and the app bar's buttons.
        await page.goto('/dashboard/activitylog');
        await screenReady(page);
        await tabTo(page, page.getByRole('tab', { selected: true }));
        await expectRing(page, 'tab');
        const toggle = page.getByRole('button', { name: /^Switch to the (dark|light) theme$/ });
        await tabTo(page, toggle);
        await expectRing(page, 'app bar button');
        await page.goto('/dashboard/admin');
        await screenReady(page);
        await page.getByRole('button', { name: 'New Admin' }).click();
        const create = page.getByRole('dialog', { name: 'Create a new Admin' });
        await tabTo(page, create.getByRole('checkbox').first());
        await expectRing(page, 'checkbox');
        await page.keyboard.press('Escape');

        // A menu entry of the side menu.
        if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
        await tabTo(page, menuEntry(page, 'ads'));
        await expectRing(page, 'menu entry');
      });
    });
  }
}

test.describe('the login page', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`${mode} theme: its link, checkbox and button show the ring`, async ({ page }) => {
      await startIn(page, mode);
      await page.goto('/login');
      // React's form, not index.html's static one it replaces.
      await expect(page.locator('#static-login')).toHaveCount(0);
      await expect(page.getByLabel('Username')).toBeFocused();
      await expectRing(page, 'login username');
      await tabTo(page, page.getByRole('checkbox', { name: 'Remember me' }));
      await expectRing(page, 'remember me');
      await tabTo(page, page.getByRole('button', { name: 'Login' }));
      await expectRing(page, 'login button');
      await tabTo(page, page.getByRole('link', { name: 'Get started' }));
      await expectRing(page, 'register link');
    });
  }

  // index.html's form, painted before the scripts (scripts/build/staticLogin.tsx): no script marks its focused
  // button or checkbox, so the ring comes from the browser's own focus state (src/shell/theme/focus.ts).
  for (const mode of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      test(`${mode} theme, ${viewport.name}: the form painted before the scripts shows the same ring on each control`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await startIn(page, mode);
        const letScriptsIn = await holdScripts(page);
        await page.goto('/login', { waitUntil: 'commit' });
        const form = page.locator('#static-login');
        await expect(form).toBeVisible();
        await expect(page.getByLabel('Username')).toBeFocused();
        await expectRing(page, 'static username');
        for (const [what, control] of [
          ['static password', page.getByLabel('Password', { exact: true })],
          ['static show password', page.getByRole('button', { name: 'Show password' })],
          ['static remember me', page.getByRole('checkbox', { name: 'Remember me' })],
          ['static login button', page.getByRole('button', { name: 'Login' })],
          ['static register link', page.getByRole('link', { name: 'Get started' })],
        ] as const) {
          await tabTo(page, control, 6);
          await expectRing(page, what);
        }
        // Still the static form: none of it was React's.
        await expect(form).toBeVisible();
        expect(await seriousViolations(page, `static login, ${mode}, ${viewport.name}`)).toEqual([]);
        await letScriptsIn();
        await expect(form).toHaveCount(0);
      });
    }
  }
});
