import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { csvRows } from './csvRows';
import { applyFilter, login, menuEntry, pick, tableRows } from './pages';
import { expectInOrder, SPEC_MENU } from '../shared/specMenu';

/** Clicks Export and reads the downloaded file: its name, and its rows after the byte order mark. */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  const text = (await readFile((await download.path())!)).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = csvRows(text.slice(1));
  return { name: download.suggestedFilename(), header, rows };
}

/**
 * The table as the screen shows it: column names, then the rows in the page (a long list keeps only the
 * rows in view, issue 7) by their place in the list; the row menu's column (not data) left out.
 */
async function screenTable(page: Page) {
  return page.locator('table').evaluate((table) => {
    const text = (cell: Element) => cell.textContent?.trim() ?? '';
    const firstRow = table.querySelector('tbody tr[aria-rowindex]');
    const menuColumn = [...(firstRow?.children ?? [])].findIndex((td) =>
      td.querySelector('button[aria-label^="Actions for"]'),
    );
    const data = <T>(cells: T[]) => cells.filter((_, i) => i !== menuColumn);
    return {
      header: data([...table.querySelectorAll('thead th')]).map(text),
      rows: [...table.querySelectorAll('tbody tr[aria-rowindex]')].map((tr) => ({
        place: Number(tr.getAttribute('aria-rowindex')) - 1,
        cells: data([...tr.querySelectorAll('td')]).map(text),
      })),
    };
  });
}

/** Waits for the list call whose URL matches (the filter the test just set has reached the server). */
const listCall = (page: Page, path: RegExp) =>
  page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.ok());

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

// Wide enough for every column of the list on screen: below 1,840 px some start hidden (the Columns button),
// while the file holds them all.
test.use({ viewport: { width: 1920, height: 1080 } });

test.beforeEach(async ({ page }) => login(page, 'admin', 'admin'));

test('Vendors: the file holds every vendor the name search matches, as the screen shows them once all are loaded', async ({
  page,
}) => {
  // A link without dates lists every vendor (the screen itself opens on yesterday to today).
  await page.goto(`/dashboard/vendors?filter=${encodeURIComponent('{}')}`);
  await expect(tableRows(page)).toHaveCount(50);
  const searched = listCall(page, /\/get\/vendors\/1\/50\/-\/a\//);
  await page.getByPlaceholder('Search by name').fill('a');
  await searched;
  await expect(tableRows(page).first()).toContainText(/a/i);
  const file = await exportCsv(page);
  expect(file.name).toBe(`vendors-${new Date().toLocaleDateString('en-CA')}.csv`);
  const firstPage = await screenTable(page);
  expect(file.header).toEqual(firstPage.header);
  expect(file.header[0]).toBe('S/N');
  expect(firstPage.rows).toHaveLength(50);
  expect(file.rows.slice(0, 50)).toEqual(firstPage.rows.map((r) => r.cells));

  // Load every page on screen: the file has as many rows, and each row in view reads as its line of the file.
  const rowCount = () => page.getByRole('table').getAttribute('aria-rowcount').then(Number);
  const loadMore = page.getByRole('button', { name: 'Load more', exact: true });
  while (!(await page.getByText('No more data', { exact: true }).isVisible())) {
    const before = await rowCount();
    await loadMore.click();
    await expect.poll(rowCount).toBeGreaterThan(before);
  }
  expect(file.rows.length).toBeGreaterThan(50);
  expect(file.rows).toHaveLength((await rowCount()) - 1);
  for (const { place, cells } of (await screenTable(page)).rows) expect(file.rows[place - 1]).toEqual(cells);
  for (const row of file.rows) expect(row[1]).toMatch(/a/i);
});

test('Topup: the file holds every successful topup of the date window, naira and dates as on screen', async ({
  page,
}) => {
  await menuEntry(page, 'topup').click();
  await expect(tableRows(page).first()).toBeVisible();
  await page.getByLabel('Date From').fill(day(60));
  await pick(page, page, 'Status', 'success');
  const filtered = listCall(page, /\/get\/topups\/.*\/success\//);
  await applyFilter(page);
  // The pager's total once the filtered answer is on screen (the one before it may still show for a moment).
  const total = ((await (await filtered).json()) as { content: { data: { all: unknown[] } } }).content.data.all.length;
  expect(total).toBeGreaterThan(10);
  await expect(page.getByText(`1-10 of ${total}`, { exact: true })).toBeVisible();

  const file = await exportCsv(page);
  expect(file.name).toMatch(/^topup-\d{4}-\d{2}-\d{2}\.csv$/);
  const shown = await screenTable(page);
  expect(file.header).toEqual([
    'Vendor',
    'Requested Amount',
    'Amount Paid',
    'Status',
    'Channel',
    'Reference',
    'Time Paid',
  ]);
  expect(file.header).toEqual(shown.header);
  expect(file.rows).toHaveLength(total);
  // The screen shows the first table page of the same sort: the file starts with the same rows.
  expect(file.rows.slice(0, 10)).toEqual(shown.rows.map((r) => r.cells));
  for (const row of file.rows) {
    expect(row[3]).toBe('success');
    expect(row[1]).toMatch(/^₦[\d,]+\.\d\d$/);
    expect(row[6]).toMatch(/^\w{3}, \w{3} \d{1,2} \d{4}, \d{1,2}:\d\d [AP]M$/);
  }
});

test('every list screen of the menu, and each activity log tab, exports a file with its column names', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const menu = page.getByRole('menu');
  // The menu is drawn once the admin's part is here: wait for SPEC.md's last entry before reading it.
  await expect(menu.locator(`a[href="${SPEC_MENU.at(-1)!.path}"]`)).toBeVisible();
  const hrefs = await menu.getByRole('menuitem').evaluateAll((items) => items.map((a) => a.getAttribute('href') ?? ''));
  // Every entry of SPEC.md section 2 is there (the admin holds every module); entries beyond it are exported too.
  expectInOrder(
    hrefs,
    SPEC_MENU.map((e) => e.path),
  );
  // The dashboard and the reports are cards and a chart, not lists.
  const lists = [
    ...hrefs.filter((href) => !/\/(app|reports|activitylog)$/.test(href)),
    '/dashboard/activitylog',
    '/dashboard/activitylog?tab=admin',
    '/dashboard/activitylog?tab=vendor',
  ];
  const exported: string[] = [];
  for (const href of lists) {
    await page.goto(href);
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await expect(exportButton).toBeVisible();
    // An empty list has nothing to export (the button is disabled); the rest download their rows.
    await expect(
      tableRows(page)
        .first()
        .or(page.getByText(/^(Empty List\.\.\.|No results found|No Results found!)$/)),
    ).toBeVisible();
    if (await exportButton.isDisabled()) continue;
    const file = await exportCsv(page);
    const shown = await screenTable(page);
    expect(file.header, href).toEqual(shown.header);
    expect(file.rows.length, href).toBeGreaterThanOrEqual(shown.rows.length);
    exported.push(file.name.replace(/-\d{4}-\d{2}-\d{2}\.csv$/, ''));
  }
  // Most screens have demo rows in their default filter; these must have exported.
  expect(exported).toEqual(
    expect.arrayContaining([
      'ads',
      'devices',
      'vendors',
      'wallet',
      'topup',
      'routes',
      'pplan',
      'customers',
      'admin',
      'self-logs',
      'admin-logs',
    ]),
  );
});
