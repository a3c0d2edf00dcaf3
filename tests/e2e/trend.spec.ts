import { screenReady, seriousViolations, settled } from './a11y';
import { expect, test, type Locator, type Page } from './fixtures';
import { login } from './pages';

/** The dashboard's 30-day trend: on our server, and on a backend that has only SPEC.md's calls. */

const ACTIVITY = 'Ad views and clicks, last 30 days';
const TOPUPS = 'Topups, last 30 days';

test("the dashboard shows the last 30 days' views, clicks and topups in charts", async ({ page }) => {
  const trend = page.waitForResponse((r) => r.url().includes('/get/admin/dashboard/trend/') && r.status() === 200);
  await login(page, 'admin', 'admin');
  const answer = (await (await trend).json()) as { content: { data: { all: { views: number }[] } } };
  expect(answer.content.data.all).toHaveLength(30);
  for (const name of [ACTIVITY, TOPUPS]) {
    const chart = page.getByRole('region', { name });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.recharts-wrapper')).toBeVisible();
  }
  await expect(page.getByRole('region', { name: ACTIVITY }).locator('.recharts-line path.recharts-curve')).toHaveCount(
    2,
  );
  expect(await page.getByRole('region', { name: TOPUPS }).locator('.recharts-bar-rectangle').count()).toBeGreaterThan(
    0,
  );
});

test('on a backend without the call (404) the dashboard shows its cards and no trend, and no error', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 404 \(Not Found\)/); // Chromium logs the refused request itself
  await page.route('**/get/admin/dashboard/trend/**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 5, message: 'Not found', status: 404 } }),
    }),
  );
  const refused = page.waitForResponse((r) => r.url().includes('/get/admin/dashboard/trend/') && r.status() === 404);
  await login(page, 'admin', 'admin');
  await refused;
  await expect(page.getByRole('region', { name: 'Total Ad Views' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('region', { name: ACTIVITY })).toHaveCount(0);
  await expect(page.getByRole('region', { name: TOPUPS })).toHaveCount(0);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page.locator('.RaNotification-error')).toHaveCount(0);
});

/**
 * Issue 29, item 5: charts you can read. The trend's tooltips give the day's figures (by pointer and by
 * keyboard), each chart states its window's totals, a vendor picker narrows the trend to one vendor and back,
 * and no value axis clips its labels (the Reports y-axis showed ",000" for "5,000"); the Reports cards that
 * count the window say so. At a laptop's viewport and a phone's, axe clean.
 */

interface Day {
  day: number;
  views: number;
  clicks: number;
  topupSum: number;
}

const count = (n: number) => new Intl.NumberFormat('en-NG').format(n);
const naira = (n: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day as the tooltip heads it ('Sun, Nov 22 2026'), in the browser's time zone (the test's own). */
const dayText = (unix: number) => {
  const d = new Date(unix * 1000);
  return `${WEEKDAYS[d.getDay()]}, ${MONTHS[d.getMonth()]} ${d.getDate()} ${d.getFullYear()}`;
};
const totals = (days: Day[]) => ({
  views: days.reduce((n, d) => n + d.views, 0),
  clicks: days.reduce((n, d) => n + d.clicks, 0),
  topupSum: days.reduce((n, d) => n + d.topupSum, 0),
});

/** The next trend answer (of one vendor, or of all when `vendor` is '-'). */
const trendAnswer = (page: Page, vendor: string | RegExp = /[^/]+/) =>
  page
    .waitForResponse((r) => {
      const match = /\/get\/admin\/dashboard\/trend\/[^/]+\/([^/?]+)/.exec(r.url());
      return (
        r.status() === 200 && !!match && (typeof vendor === 'string' ? match[1] === vendor : vendor.test(match[1]))
      );
    })
    .then(async (r) => ((await r.json()) as { content: { data: { all: Day[] } } }).content.data.all);

/** Every value-axis label of the chart lies inside its svg: none loses a digit at either edge. */
async function expectAxisLabelsInside(chart: Locator) {
  const svg = (await chart.getByRole('application').boundingBox())!;
  const labels = chart.locator('.recharts-yAxis-tick-labels text');
  await expect(labels.first()).toBeVisible();
  const boxes = await labels.evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return { text: n.textContent ?? '', left: r.left, right: r.right };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    expect(box.left, `"${box.text}" starts inside the chart`).toBeGreaterThanOrEqual(svg.x - 0.5);
    expect(box.right, `"${box.text}" ends inside the chart`).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
  }
  return boxes.map((b) => b.text);
}

/** Moves the pointer over the plot at `fraction` of its width and returns the tooltip. */
async function hover(page: Page, chart: Locator, fraction: number) {
  const grid = (await chart.locator('.recharts-cartesian-grid').boundingBox())!;
  await page.mouse.move(grid.x + grid.width * fraction, grid.y + grid.height / 2);
  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toBeVisible();
  return tooltip;
}

/** The day a tooltip heads, found in the answer. */
async function dayIn(tooltip: Locator, days: Day[]) {
  const heading = (await tooltip.locator('.recharts-tooltip-label').textContent())!;
  const day = days.find((d) => dayText(d.day) === heading);
  expect(day, `a day of the answer is "${heading}"`).toBeDefined();
  return day!;
}

for (const viewport of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 412, height: 915 },
]) {
  test.describe(`charts you can read, at a ${viewport.name}'s viewport (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the trend shows each day's figures on hover and by keyboard, its totals, and one vendor's trend when picked", async ({
      page,
    }) => {
      const first = trendAnswer(page, '-');
      await login(page, 'admin', 'admin');
      // The trend loads when its place nears the screen: below the cards, far down on a phone.
      await expect(page.getByRole('region', { name: 'Total Ad Views' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const all = await first;
      const activity = page.getByRole('region', { name: ACTIVITY });
      const topups = page.getByRole('region', { name: TOPUPS });
      await activity.scrollIntoViewIfNeeded();

      // The window's totals beside each chart.
      const sums = totals(all);
      await expect(activity).toContainText(
        `Total: ${count(sums.views)} views and ${count(sums.clicks)} clicks in the last 30 days`,
      );
      await expect(topups).toContainText(`Total: ${naira(sums.topupSum)} in topups in the last 30 days`);

      // Hovering a point shows its day and each series' value.
      const tip = await hover(page, activity, 0.5);
      const day = await dayIn(tip, all);
      await expect(tip).toContainText(`Views : ${count(day.views)}`);
      await expect(tip).toContainText(`Clicks : ${count(day.clicks)}`);
      await topups.scrollIntoViewIfNeeded();
      const moneyTip = await hover(page, topups, 0.7);
      const moneyDay = await dayIn(moneyTip, all);
      await expect(moneyTip).toContainText(`Topups : ${naira(moneyDay.topupSum)}`);
      await settled(page);
      expect(await seriousViolations(page, `trend tooltip (${viewport.name})`)).toEqual([]);

      // By keyboard: the chart takes focus, the arrow keys move from day to day.
      await page.mouse.move(0, 0);
      await expect(topups.locator('.recharts-tooltip-wrapper')).toBeHidden();
      await topups.locator('.recharts-wrapper [tabindex="0"]').first().focus();
      await page.keyboard.press('ArrowRight');
      const keyTip = topups.locator('.recharts-tooltip-wrapper');
      await expect(keyTip).toBeVisible();
      await dayIn(keyTip, all);

      // No value axis loses a digit.
      await expectAxisLabelsInside(activity);
      await expectAxisLabelsInside(topups);

      // A vendor narrows the trend and its totals to that vendor's; clearing it returns to all vendors.
      await activity.scrollIntoViewIfNeeded();
      const picker = page.getByRole('combobox', { name: 'Vendor (all when empty)' });
      // The arrow key opens the list of the first 50 vendors (a click may land while the picker renders again).
      await picker.focus();
      await picker.press('ArrowDown');
      const option = page.getByRole('option').first();
      const vendor = (await option.textContent())!.trim();
      const narrowed = trendAnswer(page, /^\d+$/);
      await option.click();
      const mine = totals(await narrowed);
      expect(mine.views).toBeLessThan(sums.views);
      await expect(activity).toContainText(
        `Total for ${vendor}: ${count(mine.views)} views and ${count(mine.clicks)} clicks in the last 30 days`,
      );
      await expect(topups).toContainText(`Total for ${vendor}: ${naira(mine.topupSum)} in topups in the last 30 days`);
      await settled(page);
      expect(await seriousViolations(page, `trend of one vendor (${viewport.name})`)).toEqual([]);

      const back = trendAnswer(page, '-');
      await page.getByRole('button', { name: 'Clear' }).click();
      await back;
      await expect(activity).toContainText(`Total: ${count(sums.views)} views and`);
      await expect(picker).toHaveValue('');
    });

    test("the Reports chart's y-axis shows whole labels, its tooltip the bar's count, and window cards say so", async ({
      page,
    }) => {
      // A backend with more ads than the demo's: the axis' labels run to five digits ('16,000'), which a fixed
      // 40 px axis cut to ',000'.
      const MORE = 25;
      let allAds = 0;
      await page.route('**/reports/get/summary/**', async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { content: { data: Record<string, number> } };
        const data = json.content.data;
        for (const key of ['totalAds', 'totalActiveAds', 'totalInactiveAds', 'totalAssignedAds', 'totalBlockedAds'])
          data[key] *= MORE;
        allAds = data.totalAds;
        await route.fulfill({ response, json });
      });
      await login(page, 'admin', 'admin');
      await page.goto('/dashboard/reports');
      await screenReady(page);
      await expect(page.getByRole('region', { name: 'Total Vendors' })).toContainText('new in this window');
      await expect(page.getByRole('region', { name: 'Total Admins' })).toContainText('new in this window');
      await expect(page.getByRole('region', { name: 'Total Views' })).toContainText('in this window');

      const chart = page.getByRole('region', { name: 'Ads Report' });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
      const labels = await expectAxisLabelsInside(chart);
      expect(allAds).toBeGreaterThan(10_000);
      expect(labels.at(-1)).toMatch(/^\d{2},\d{3}$/);

      const tip = await hover(page, chart, 0.1);
      await expect(tip.locator('.recharts-tooltip-label')).toHaveText('All');
      await expect(tip).toContainText(`Ads : ${count(allAds)}`);
      await settled(page);
      expect(await seriousViolations(page, `reports tooltip (${viewport.name})`)).toEqual([]);
    });
  });
}
