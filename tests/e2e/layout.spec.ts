import { expect, test, type Locator, type Page } from './fixtures';
import { seriousViolations } from './a11y';
import { login, menuEntry } from './pages';
import { expectInOrder, SPEC_MENU } from '../shared/specMenu';

/**
 * How lists fit the screen (issue 15): at 1280 and 1440 px wide every row menu is in view without scrolling
 * and the page never scrolls sideways; on a phone every list is cards whose row menu opens; the Columns
 * button shows a column that starts hidden, and the choice survives a reload.
 */

const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const PHONE = { width: 390, height: 844 };

/** Menu screens that are not lists (the dashboard's cards, the reports' chart): checked for sideways scroll only. */
const NOT_LISTS = ['/dashboard/app', '/dashboard/reports'];
/** Lists whose demo rows have a row menu (the others have no row actions). */
const WITH_ROW_MENU = ['ads', 'devices', 'vendors', 'routes', 'price', 'pplan', 'admin'].map((p) => `/dashboard/${p}`);

test.beforeEach(async ({ page }) => login(page, 'admin', 'admin'));

/** The paths of the side menu's entries, as the signed-in admin sees them. */
async function menuPaths(page: Page): Promise<string[]> {
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(page.getByRole('menu').locator(`a[href="${SPEC_MENU.at(-1)!.path}"]`)).toBeVisible();
  const hrefs = await items.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expectInOrder(
    hrefs,
    SPEC_MENU.map((e) => e.path),
  );
  return hrefs;
}

const rowMenus = (scope: Page | Locator) =>
  ('goto' in scope ? scope.locator('#main-content') : scope).getByRole('button', { name: /^Actions for / });

/** Waits until the list on screen shows its rows (table rows or cards) or says it is empty. */
async function listLoaded(main: Locator) {
  await expect(
    main
      .getByRole('row')
      .nth(1)
      .or(main.getByRole('listitem').first())
      .or(main.getByText(/^(Empty List\.\.\.|No results found|No Results found!)$/))
      .first(),
  ).toBeVisible();
}

/** The page itself does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** The first row's menu button (or, for a list without one, the last column's header) lies inside the window. */
async function expectRowEndInView(page: Page, path: string, where: string, main = page.locator('#main-content')) {
  const width = page.viewportSize()!.width;
  const hasMenu = WITH_ROW_MENU.includes(path);
  const end = hasMenu ? rowMenus(main).first() : main.getByRole('columnheader').last();
  if (hasMenu) await expect(end, `${where}: a row menu`).toBeVisible();
  else if ((await main.getByRole('table').count()) === 0) return; // an empty list: no table
  // Measured where it is, without scrolling to it.
  const box = (await end.boundingBox())!;
  expect(box.x, `${where}: left of the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${where}: past the window's right edge`).toBeLessThanOrEqual(width);
}

/** Each menu screen (and each Activity Log tab) in turn, its list loaded; `main`: where the list is. */
async function eachScreen(
  page: Page,
  paths: string[],
  visit: (path: string, where: string, main: Locator) => Promise<void>,
) {
  for (const path of paths) {
    await page.goto(path);
    if (NOT_LISTS.includes(path)) {
      await expect(page.locator('#main-content')).not.toBeEmpty();
      await expectNoSidewaysScroll(page, path);
      continue;
    }
    if (path === '/dashboard/activitylog') {
      for (const tab of ['My Logs', 'Admin Logs', 'Vendor Logs']) {
        await page.getByRole('tab', { name: tab }).click();
        const panel = page.getByRole('tabpanel', { name: tab });
        await listLoaded(panel);
        await visit(path, `${path} ${tab}`, panel);
      }
      continue;
    }
    const main = page.locator('#main-content');
    await listLoaded(main);
    await visit(path, path, main);
  }
}

for (const size of DESKTOPS) {
  test(`at ${size.width}x${size.height} every list's row menu is in view and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await eachScreen(page, await menuPaths(page), async (path, where, main) => {
      await expectRowEndInView(page, path, where, main);
      await expectNoSidewaysScroll(page, where);
    });
  });
}

test('at 1440x900 the View History dialog fits its columns, dates on one line', async ({ page }) => {
  await page.setViewportSize(DESKTOPS[1]);
  await menuEntry(page, 'devices').click();
  await rowMenus(page).first().click();
  await page.getByRole('menuitem', { name: 'View History', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Device History' });
  await expect(dialog.getByRole('row').nth(1)).toBeVisible();
  const fit = await dialog.getByRole('table').evaluate((table) => {
    const box = table.parentElement!.closest('[role=region]')!;
    const cells = [...table.querySelectorAll('tbody tr:first-child td')] as HTMLElement[];
    const lineHeight = Math.max(...cells.map((c) => parseFloat(getComputedStyle(c).lineHeight) || 20));
    return {
      overflow: table.scrollWidth - box.clientWidth,
      // A cell taller than two lines has wrapped (padding included).
      wrapped: cells.filter((c) => c.offsetHeight > 2 * lineHeight + 14).map((c) => c.textContent),
    };
  });
  expect(fit.overflow).toBeLessThanOrEqual(0);
  expect(fit.wrapped).toEqual([]);
});

test('at 390x844 every list shows cards, and a card opens its row menu', async ({ page }) => {
  const paths = await menuPaths(page);
  await page.setViewportSize(PHONE);
  // The side menu is a drawer now: the screens are visited by their paths.
  await eachScreen(page, paths, async (path, where, main) => {
    await expect(main.getByRole('table'), `${where}: a table on a phone`).toHaveCount(0);
    await expectNoSidewaysScroll(page, where);
    if (!WITH_ROW_MENU.includes(path)) return;
    await expect(main.getByRole('listitem').first(), `${where}: cards`).toBeVisible();
    if (path === '/dashboard/vendors') expect(await seriousViolations(page, `${where} cards`)).toEqual([]);
    await rowMenus(page).first().click();
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test('the Columns button shows a hidden column, and the choice survives a reload', async ({ page }) => {
  await page.setViewportSize(DESKTOPS[0]);
  await menuEntry(page, 'vendor').click();
  const headers = page.locator('#main-content').getByRole('columnheader');
  await expect(headers.first()).toBeVisible();
  await expect(headers.filter({ hasText: 'Date Created' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByLabel('Date Created', { exact: true })).not.toBeChecked();
  expect(await seriousViolations(page, 'the Columns chooser')).toEqual([]);
  await page.getByLabel('Date Created', { exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(headers.filter({ hasText: 'Date Created' })).toBeVisible();
  // The body follows the header: the new column's cells hold dates.
  const dateColumn = await headers.evaluateAll((hs) => hs.findIndex((h) => h.textContent === 'Date Created'));
  await expect(page.locator('#main-content tbody tr').first().locator('td').nth(dateColumn)).toHaveText(/\b20\d\d\b/);
  // Wider than its box now, the table keeps the row menu in view at the right edge.
  await expectRowEndInView(page, '/dashboard/vendors', 'vendors with Date Created');

  await page.reload();
  await expect(headers.filter({ hasText: 'Date Created' })).toBeVisible();
});
