import { API_BASE_PATH, api, fillPath } from '../../src/api';
import { screenReady, seriousViolations } from './a11y';
import { expect, test, type Page } from './fixtures';
import { login, menuEntry, sessionToken, tableRows } from './pages';

/**
 * Issue 29, item 1 ("Find"): a search whose match the default dates hide says which filters are on and offers
 * one button that clears them, keeping the search; SPEC.md's defaults and empty text stay.
 */

const searchBox = (page: Page) => page.getByPlaceholder('Search by name');

/** The session token the app keeps (SPEC.md: session storage), for asking the API. */
/** A vendor created before yesterday (outside the screen's default window), by the API, with a name found once. */
async function olderVendor(page: Page): Promise<string> {
  const path = fillPath(api.vendors.list.path, { page: 1, limit: 50, from: 1, to: Math.floor(Date.now() / 1000) });
  const answer = await page.request.get(API_BASE_PATH + path, { headers: { token: (await sessionToken(page)) ?? '' } });
  const vendors = ((await answer.json()) as { content: { data: { all: { fullname: string; dateCreated: number }[] } } })
    .content.data.all;
  const twoDaysAgo = Date.now() / 1000 - 2 * 86_400;
  const names = vendors.map((v) => v.fullname);
  const older = vendors.find((v) => v.dateCreated < twoDaysAgo && names.filter((n) => n === v.fullname).length === 1);
  expect(older, 'a demo vendor older than the default window').toBeDefined();
  return older!.fullname;
}

for (const { name, viewport } of [
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 412, height: 915 } },
]) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('Vendors: a search hidden by the default dates names them, and Clear filters finds the vendor', async ({
      page,
    }) => {
      await login(page, 'admin', 'admin');
      await page.goto('/dashboard/vendors');
      await screenReady(page);
      const vendor = await olderVendor(page);
      const dates = await page.evaluate(() => {
        const day = (d: Date) =>
          `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        return { today: day(new Date()), yesterday: day(new Date(Date.now() - 86_400_000)) };
      });

      await searchBox(page).fill(vendor);
      await expect(page).toHaveURL(/%22q%22/);
      // SPEC.md's empty text stays; below it, the filters in force by name and value, the search first.
      await expect(page.getByText('No results found', { exact: true })).toBeVisible();
      await expect(
        page.getByText(`Filters on: Search by name “${vendor}”, Date From ${dates.yesterday}, Date To ${dates.today}`, {
          exact: true,
        }),
      ).toBeVisible();
      expect(await seriousViolations(page, `vendors, empty (${name})`)).toEqual([]);
      await page.screenshot({ path: `/tmp/find-empty-${name}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Clear filters' }).click();
      // The dates are cleared, the search kept: the vendor is found across all dates, and the URL says so.
      await expect(page.getByText(vendor, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
      await expect(searchBox(page)).toHaveValue(vendor);
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ q: vendor });
      if (name === 'laptop') {
        await expect(page.getByLabel('Date From')).toHaveValue('');
        await expect(tableRows(page).first()).toContainText(vendor);
      } else await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
      await page.screenshot({ path: `/tmp/find-cleared-${name}.png`, fullPage: true });

      // A reload keeps the cleared view (the address holds it).
      await page.reload();
      await expect(page.getByText(vendor, { exact: true }).first()).toBeVisible();
    });
  });
}

test('Devices: its default active-status and last-day filters are named when nothing matches, and cleared in one go', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, 'admin', 'admin');
  await menuEntry(page, 'devices').click();
  await screenReady(page);
  await page.getByLabel('Serial Number').fill('no-such-serial');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const named = page.getByText(/^Filters on: /);
  await expect(named).toHaveText(
    /^Filters on: Serial Number “no-such-serial”, Status Active, Date From \d{4}-\d\d-\d\d \d\d:\d\d, Date To \d{4}-\d\d-\d\d \d\d:\d\d$/,
  );
  expect(await seriousViolations(page, 'devices, empty')).toEqual([]);
  // No search on this screen: the button clears every filter, defaults included.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.getByLabel('Serial Number')).toHaveValue('');
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({});
});
