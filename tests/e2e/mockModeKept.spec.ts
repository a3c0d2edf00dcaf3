import { expect, test, type Page } from './fixtures';
import { serveBuild, signIn, type StaticSite } from './deployments';
import { screenReady, seriousViolations } from './a11y';

/**
 * Mock mode keeps its database in the browser (issue 31): a reload finds the session and the changes as they
 * were, and 'Reset demo data' in the account menu starts afresh from the build's demo data, signed out.
 */
let site: StaticSite;
test.beforeAll(async () => {
  site = await serveBuild();
  site.setConfig({ apiBase: '', dataProvider: 'mock' });
});
test.afterAll(async () => site?.close());

const ADDRESS = 'Plot 7, Admiralty Way, Lekki, Lagos';

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /Account/ }).click();
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Profile' }) });
  await expect(menu).toBeVisible();
  return menu;
}

/** The own profile, reached through the account menu (a navigation inside the app, not a page load). */
async function ownProfile(page: Page) {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${site.origin}/dashboard/admin`);
  await screenReady(page);
  return page.getByRole('region', { name: 'Profile' });
}

/**
 * How many times this page has kept its database (the mark keptDatabaseSaver.ts leaves once IndexedDB has it).
 * A reload right after a change may come before the copy is kept, so the test waits for it rather than for time.
 */
const saves = (page: Page) => page.evaluate(() => performance.getEntriesByName('mock mode: database saved').length);

test('a reload keeps the session and the changes; Reset demo data starts afresh at the login page', async ({
  page,
}) => {
  await signIn(page, site.origin, 'admin', 'admin');
  const card = await ownProfile(page);
  await card.getByRole('button', { name: 'Edit Profile' }).click();
  await card.getByLabel('Address').fill(ADDRESS);
  const before = await saves(page);
  await card.getByRole('button', { name: 'Submit' }).click();
  await expect(card.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect.poll(() => saves(page)).toBeGreaterThan(before);

  await page.reload();
  await expect(page).toHaveURL(`${site.origin}/dashboard/admin`);
  await screenReady(page);
  await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Address')).toHaveValue(ADDRESS);

  // The account menu in mock mode, with its Reset entry: no serious accessibility violation.
  let menu = await openAccountMenu(page);
  expect(await seriousViolations(page, 'account menu, mock mode')).toEqual([]);
  // Cancelled: nothing happens.
  await menu.getByRole('menuitem', { name: 'Reset demo data' }).click();
  let confirm = page.getByRole('dialog', { name: 'Reset demo data?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${site.origin}/dashboard/admin`);

  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Reset demo data' }).click();
  confirm = page.getByRole('dialog', { name: 'Reset demo data?' });
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(`${site.origin}/login`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await signIn(page, site.origin, 'admin', 'admin');
  const fresh = await ownProfile(page);
  await expect(fresh.getByLabel('Address')).not.toHaveValue(ADDRESS);
  await expect(fresh.getByLabel('Address')).toHaveValue(/\S/);
});
