import { screenReady, seriousViolations } from './a11y';
import { expect, test, type Page } from './fixtures';
import { login } from './pages';

/**
 * Issue 29, "go anywhere": the command palette. Ctrl+K (or the app bar's Search button, on phones too) opens it
 * with the input focused; it finds the menu's screens by their labels and records by name over the list calls,
 * within the admin's privileges; Up/Down and Enter open the record's screen filtered to it; Escape closes it
 * and gives the focus back. At a laptop's viewport and a phone's, axe clean with the palette open.
 */

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search (Ctrl+K)' });
const palette = (page: Page) => page.getByRole('dialog', { name: 'Go anywhere' });
const paletteInput = (page: Page) => palette(page).getByRole('combobox', { name: 'Search screens and records' });
const rowActions = (page: Page) => page.getByRole('button', { name: /^Actions for / });

/** The name of the newest vendor, read from the vendors list over all dates. */
async function aVendorName(page: Page): Promise<string> {
  await page.goto(`/dashboard/vendors?filter=${encodeURIComponent('{}')}`);
  const first = rowActions(page).first();
  await expect(first).toBeVisible();
  return (await first.getAttribute('aria-label'))!.replace(/^Actions for /, '');
}

/** Presses Down until the option is the active one (aria-activedescendant), as a keyboard user would. */
async function arrowTo(page: Page, option: ReturnType<Page['getByRole']>) {
  const id = await option.getAttribute('id');
  for (let i = 0; i < 30; i++) {
    if ((await paletteInput(page).getAttribute('aria-activedescendant')) === id) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

for (const viewport of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
]) {
  test.describe(`at a ${viewport.name}'s viewport (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // axe over a full admin screen takes a while on a busy machine: a cap, not a wait.
    test.setTimeout(150_000);

    test('Ctrl+K, a vendor typed by name, Down and Enter land on the vendors list filtered to that vendor; axe clean', async ({
      page,
    }) => {
      await login(page, 'admin', 'admin');
      const vendor = await aVendorName(page);
      await page.goto('/dashboard/app');
      await expect(page.getByRole('heading', { name: 'Hi, Welcome back' })).toBeVisible();

      await page.keyboard.press('Control+k');
      await expect(paletteInput(page)).toBeFocused();
      await expect(palette(page).getByRole('group', { name: 'Screens' }).getByRole('option')).toHaveCount(15);
      await page.keyboard.type(vendor);
      const option = palette(page)
        .getByRole('group', { name: 'Vendors' })
        .getByRole('option', { name: new RegExp(`^${vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      await expect(option).toBeVisible();
      await expect(palette(page).getByRole('status')).not.toHaveText('Searching…');
      expect(await seriousViolations(page, `palette open with a vendor found, ${viewport.name}`)).toEqual([]);

      await arrowTo(page, option);
      await page.keyboard.press('Enter');
      await expect(palette(page)).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard\/vendors\?filter=/);
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ id: expect.any(Number) });
      await screenReady(page);
      // The list holds that vendor alone.
      await expect(rowActions(page)).toHaveCount(1);
      await expect(rowActions(page)).toHaveAccessibleName(`Actions for ${vendor}`);
    });

    // Over the widened list calls (docs/contract.md, "Wider text parameters"): the devices' serial also finds
    // the name, the vendors' searchName also the phone, in either Nigerian form.
    test('a device typed by its name and a vendor typed by phone (0803 …) are found and open their lists', async ({
      page,
    }) => {
      await login(page, 'admin', 'admin');
      const vendor = await aVendorName(page);
      await page.goto('/dashboard/app');
      await expect(page.getByRole('heading', { name: 'Hi, Welcome back' })).toBeVisible();

      // The demo's devices are named "BusAds Screen 001" on (server/db/demo/seedDevices.ts).
      await searchButton(page).click();
      await page.keyboard.type('busads screen 001');
      const device = palette(page)
        .getByRole('group', { name: 'Devices' })
        .getByRole('option', { name: /^BusAds Screen 001 / });
      await expect(device).toBeVisible();
      await arrowTo(page, device);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard\/devices\?filter=/);
      await screenReady(page);
      await expect(page.getByText('BusAds Screen 001', { exact: true })).toBeVisible();

      // The vendor's phone, as the palette shows it beside the name (+234…), typed the national way.
      await searchButton(page).click();
      await page.keyboard.type(vendor);
      const byName = palette(page).getByRole('group', { name: 'Vendors' }).getByRole('option').first();
      await expect(byName).toContainText(vendor);
      const phone = (await byName.textContent())!.match(/\+234\d{10}/)![0];
      await paletteInput(page).clear();
      const national = `0${phone.slice(4, 7)} ${phone.slice(7)}`;
      await page.keyboard.type(national);
      const byPhone = palette(page)
        .getByRole('group', { name: 'Vendors' })
        .getByRole('option', { name: `${vendor} ${phone}` });
      await expect(byPhone).toBeVisible();
      await expect(palette(page).getByRole('status')).not.toHaveText('Searching…');
      expect(await seriousViolations(page, `palette with a vendor found by phone, ${viewport.name}`)).toEqual([]);
      await arrowTo(page, byPhone);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard\/vendors\?filter=/);
      await screenReady(page);
      await expect(rowActions(page)).toHaveAccessibleName(`Actions for ${vendor}`);
    });

    test("the app bar's Search button opens it; a screen found by its menu label opens; Escape gives the focus back", async ({
      page,
    }) => {
      await login(page, 'admin', 'admin');
      const button = searchButton(page);
      await expect(button).toBeVisible();
      await button.click();
      await expect(paletteInput(page)).toBeFocused();
      // Empty: the menu's 15 screens, more than the dialog holds: its results scroll, reachable with the keyboard.
      await expect(palette(page).getByRole('group', { name: 'Screens' }).getByRole('option')).toHaveCount(15);
      expect(await seriousViolations(page, `palette open with the screens, ${viewport.name}`)).toEqual([]);
      if (viewport.name === 'phone') {
        // Full width on a phone.
        const box = (await palette(page).boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
      }
      await page.keyboard.press('Escape');
      await expect(palette(page)).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await page.keyboard.type('device-his');
      const screens = palette(page).getByRole('group', { name: 'Screens' });
      await expect(screens.getByRole('option')).toHaveText(['device-history']);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard\/device-history$/);
      await expect(palette(page)).toBeHidden();
    });
  });
}

test('the viewer (devices and reports) is offered neither the vendors screen nor vendor records; keys typed at once after Ctrl+K all land', async ({
  page,
}) => {
  // The palette's code is fetched once the browser is idle after sign-in, not at the first Ctrl+K.
  const paletteCode = page.waitForResponse((r) => /\/assets\/CommandPalette-[\w-]+\.js$/.test(r.url()));
  await login(page, 'viewer', 'viewer');
  await paletteCode;
  // ...and evaluated: the browser has had an idle moment since.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.keyboard.press('Control+k');
  // No wait for the dialog: what is typed right away is in the input.
  await page.keyboard.type('vendor');
  await expect(paletteInput(page)).toHaveValue('vendor');
  await expect(palette(page).getByRole('status')).toHaveText('No results for “vendor”');
  await paletteInput(page).clear();
  await expect(palette(page).getByRole('group', { name: 'Screens' }).getByRole('option')).toHaveText([
    'dashboard',
    'devices',
    'device-history',
    'reports',
  ]);
});
