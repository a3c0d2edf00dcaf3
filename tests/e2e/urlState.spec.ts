import { API_BASE_PATH, api, fillPath } from '../../src/api';
import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './a11y';
import { applyFilter, fillLogin, login, menuEntry, sessionToken, tableRows } from './pages';

/** Issue 15: what the filter form shows is what the list applies, the list's state in the URL, phones. */

const nameCells = (page: Page) => tableRows(page).locator('td:nth-child(2)');
const searchBox = (page: Page) => page.getByPlaceholder('Search by name');
const dateFrom = (page: Page) => page.getByLabel('Date From');

/** The session token the app keeps (SPEC.md: session storage), for asking the API what a filter selects. */
test("vendors' first load lists the vendors of the dates its form shows, and Filter unchanged keeps them", async ({
  page,
}) => {
  await login(page, 'admin', 'admin');
  await menuEntry(page, 'vendor').click();
  const shownFrom = await dateFrom(page).inputValue();
  const shownTo = await page.getByLabel('Date To').inputValue();
  expect(shownFrom).not.toBe('');
  // The window the shown dates select, in the browser's time zone: from the start of From to the end of To.
  const [from, to] = await page.evaluate(
    ([f, t]) => [new Date(`${f}T00:00:00`).getTime() / 1000, new Date(`${t}T23:59:59`).getTime() / 1000],
    [shownFrom, shownTo],
  );
  const path = fillPath(api.vendors.list.path, { page: 1, limit: 50, from, to });
  const answer = await page.request.get(API_BASE_PATH + path, { headers: { token: (await sessionToken(page)) ?? '' } });
  const selected = ((await answer.json()) as { content: { data: { all: { fullname: string }[] } } }).content.data.all;
  // The demo has vendors of every age: the window selects some of them only.
  expect(selected.length).toBeGreaterThan(0);
  expect(selected.length).toBeLessThan(50);
  const names = selected.map((v) => v.fullname);
  await expect(nameCells(page)).toHaveText(names);

  // Filter without a change loads the same window again: the same rows.
  const again = page.waitForResponse((r) => r.url().endsWith(path));
  await applyFilter(page);
  await again;
  await expect(nameCells(page)).toHaveText(names);
});

test('a reload and Back restore a vendors search and dates; a reload restores a paged table’s page and size', async ({
  page,
}) => {
  await login(page, 'admin', 'admin');
  await menuEntry(page, 'vendor').click();
  await dateFrom(page).fill('2020-01-01');
  await applyFilter(page);
  await expect(tableRows(page)).toHaveCount(50);
  await searchBox(page).fill('ad');
  await expect(page).toHaveURL(/%22q%22%3A%22ad%22/);
  // Every row matches once the search's answer is in (the first row before it may match already).
  await expect.poll(async () => (await nameCells(page).allTextContents()).every((n) => /ad/i.test(n))).toBe(true);
  const names = await nameCells(page).allTextContents();

  await page.reload();
  await expect(searchBox(page)).toHaveValue('ad');
  await expect(dateFrom(page)).toHaveValue('2020-01-01');
  // Appended pages come back as the first page of the same filter (docs/api-assumptions.md).
  await expect(nameCells(page)).toHaveText(names.slice(0, 50));

  await menuEntry(page, 'ads').click();
  await expect(searchBox(page)).toHaveValue('');
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('ad');
  await expect(dateFrom(page)).toHaveValue('2020-01-01');
  await expect(nameCells(page)).toHaveText(names.slice(0, 50));

  // A table paged in the browser (Admin, 5/10/25 a page): its page and page size.
  await page.goto('/dashboard/admin');
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(tableRows(page)).toHaveCount(5);
  const firstRow = await tableRows(page).first().textContent();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^6-\d+ of \d+$/)).toBeVisible();
  await expect(tableRows(page).first()).not.toHaveText(firstRow!);
  const secondPage = await tableRows(page).allTextContents();
  await page.reload();
  await expect(page.getByText(/^6-\d+ of \d+$/)).toBeVisible();
  await expect(tableRows(page)).toHaveText(secondPage);
});

test('the Ads name search (over the loaded rows) survives a reload and comes back with Back', async ({ page }) => {
  await login(page, 'admin', 'admin');
  await menuEntry(page, 'ads').click();
  const first = (await tableRows(page).first().locator('td').first().textContent())!.trim();
  const word = first.split(' ')[0];
  await searchBox(page).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(word)}`));
  await expect(tableRows(page).first()).toContainText(word);

  await page.reload();
  await expect(searchBox(page)).toHaveValue(word);
  for (const row of await tableRows(page).all()) await expect(row.locator('td').first()).toContainText(word);

  await menuEntry(page, 'vendor').click();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue(word);

  // A new filter keeps the term, in the box and in the address (issue 29): a reload searches again.
  await page.getByLabel('Date From').fill('2020-01-01');
  await applyFilter(page);
  await expect(page).toHaveURL(/%222020-01-01%22/);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(word)}`));
  await page.reload();
  await expect(searchBox(page)).toHaveValue(word);
  for (const row of await tableRows(page).all()) await expect(row.locator('td').first()).toContainText(word);
});

test('an activity log tab and its search survive a reload', async ({ page }) => {
  await login(page, 'admin', 'admin');
  await page.goto('/dashboard/activitylog');
  await page.getByRole('tab', { name: 'Admin Logs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activitylog\/admin$/);
  // The URL changes at once; the tab's list replaces My Logs' (whose search box reads the same) in a transition.
  await expect(page.getByRole('tab', { name: 'Admin Logs' })).toHaveAttribute('aria-selected', 'true');
  const search = page.getByPlaceholder('Search by description');
  await search.fill('vendor');
  await expect(page).toHaveURL(/%22q%22%3A%22vendor%22/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Admin Logs' })).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('vendor');
  await expect(tableRows(page).first()).toContainText(/vendor/i);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filter form is folded behind "Filters" with the number of filters set', async ({ page }) => {
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/vendors');
    // Vendors opens on two filters (Date From, Date To).
    const toggle = page.getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
    await expect(dateFrom(page)).toBeVisible();

    // Ads opens unfiltered: its long form (nine fields) no longer stands before the first row.
    await page.goto('/dashboard/ads');
    const adsToggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(adsToggle).toBeVisible();
    await expect(page.getByLabel('Bus ID')).toBeHidden();
    expect((await adsToggle.boundingBox())!.y).toBeLessThan(300);

    // The Reports filter too (a page, not a list): yesterday to today in force.
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(page.getByLabel('Bus ID')).toBeHidden();
  });
});

/** Issue 29, item 4: the rest of the view in the address, at a laptop's and a phone's size. */
for (const { name, viewport } of [
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 412, height: 915 } },
]) {
  test.describe(`the address holds the view (${name})`, () => {
    test.use({ viewport });

    test('Ads: the table page and rows per page survive a reload and come back with Back', async ({ page }) => {
      await login(page, 'admin', 'admin');
      await page.goto('/dashboard/ads');
      const pager = page.locator('.MuiTablePagination-root');
      const shown = pager.locator('.MuiTablePagination-displayedRows');
      await expect(shown).toHaveText(/^1–10 of/);
      await pager.getByRole('combobox').click();
      await page.getByRole('option', { name: '5', exact: true }).click();
      await expect(shown).toHaveText(/^1–5 of/);
      // One page at a time: a second click before the first page's answer would ask for page 2 again.
      await pager.getByRole('button', { name: 'Go to next page' }).click();
      await expect(shown).toHaveText(/^6–10 of/);
      await pager.getByRole('button', { name: 'Go to next page' }).click();
      await expect(shown).toHaveText(/^11–15 of/);
      await expect(page).toHaveURL(/[?&]tablePage=3(&|$)/);
      await expect(page).toHaveURL(/[?&]tableRows=5(&|$)/);
      const third = name === 'laptop' ? await tableRows(page).allTextContents() : [];

      await page.reload();
      await expect(shown).toHaveText(/^11–15 of/);
      await expect(pager.getByRole('combobox')).toHaveText('5');
      if (name === 'laptop') await expect(tableRows(page)).toHaveText(third);
      expect(await seriousViolations(page, `ads, page 3 (${name})`)).toEqual([]);
      await page.screenshot({ path: `/tmp/url-ads-${name}.png`, fullPage: true });

      await page.goBack();
      await expect(shown).toHaveText(/^6–10 of/);
      await page.goForward();
      await expect(shown).toHaveText(/^11–15 of/);
    });

    test('Reports: the filter is in the address; reload and Back restore it, and the report loads for it', async ({
      page,
    }) => {
      await login(page, 'admin', 'admin');
      await page.goto('/dashboard/reports');
      await expect(page.getByText('Total Views')).toBeVisible();
      const from = page.getByLabel('From', { exact: true });
      if (name === 'phone') await page.getByRole('button', { name: 'Filters (2)' }).click();
      const firstFrom = await from.inputValue();
      const since2020 = String(new Date('2020-01-01T00:00:00').getTime() / 1000);
      const asked = (r: { url(): string }) =>
        r.url().includes('/reports/get/summary/') && r.url().includes(`/${since2020}/`);
      const firstLoad = page.waitForResponse(asked);
      await from.fill('2020-01-01');
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await firstLoad;
      await expect(page).toHaveURL(/[?&]filter=/);
      await expect(page.getByText('Total Views')).toBeVisible();

      // A reload asks for the same report again, and the form shows its filter.
      const again = page.waitForResponse(asked);
      await page.reload();
      await again;
      if (name === 'phone') await page.getByRole('button', { name: 'Filters (2)' }).click();
      await expect(from).toHaveValue('2020-01-01');
      await expect(page.getByText('Total Views')).toBeVisible();
      expect(await seriousViolations(page, `reports, filtered (${name})`)).toEqual([]);
      await page.screenshot({ path: `/tmp/url-reports-${name}.png`, fullPage: true });

      await page.goBack();
      await expect(page).not.toHaveURL(/[?&]filter=/);
      await expect(from).toHaveValue(firstFrom);
      await page.goForward();
      await expect(from).toHaveValue('2020-01-01');
    });

    test('a link opened while signed out opens after sign-in', async ({ page }) => {
      const link = `/dashboard/vendors?filter=${encodeURIComponent(JSON.stringify({ q: 'ad', from: '2020-01-01' }))}`;
      await page.goto(link);
      await expect(page).toHaveURL(/\/login$/);
      expect(await seriousViolations(page, `login from a link (${name})`)).toEqual([]);
      await fillLogin(page, 'admin', 'admin');
      await expect(page).toHaveURL(link);
      await expect(searchBox(page)).toHaveValue('ad');

      // Signed in from /login itself: SPEC.md's /dashboard, as before.
      await page.goto('/login');
      await fillLogin(page, 'admin', 'admin');
      await expect(page).toHaveURL(/\/dashboard\/app$/);
    });
  });
}

test.describe('the template pages keep their view in the address', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('User: search, page and rows per page; Products: sort; Blog: search', async ({ page }) => {
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/user');
    const pager = page.locator('.MuiTablePagination-root');
    await pager.getByRole('combobox').click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await pager.getByRole('button', { name: 'Go to next page' }).click();
    await expect(pager.locator('.MuiTablePagination-displayedRows')).toHaveText(/^11–20 of/);
    const rows = await tableRows(page).allTextContents();
    await page.reload();
    await expect(pager.locator('.MuiTablePagination-displayedRows')).toHaveText(/^11–20 of/);
    await expect(tableRows(page)).toHaveText(rows);
    await page.getByRole('searchbox', { name: 'Search user...' }).fill('a');
    await expect(page).toHaveURL(/[?&]q=a(&|$)/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search user...' })).toHaveValue('a');

    await page.goto('/dashboard/products');
    await page.getByRole('combobox', { name: 'Sort By' }).click();
    await page.getByRole('option', { name: 'Name: A-Z' }).click();
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveText('Name: A-Z');

    await page.goto('/dashboard/blog');
    await page.getByRole('searchbox', { name: 'Search post...' }).fill('bus');
    await expect(page).toHaveURL(/[?&]q=bus(&|$)/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search post...' })).toHaveValue('bus');
  });
});
