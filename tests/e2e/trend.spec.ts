import { expect, test } from './fixtures';
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
