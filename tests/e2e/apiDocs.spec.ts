import { expect, test } from './fixtures';

/**
 * The API reference (issue 27) renders in Chromium under the server's Content-Security-Policy, from files of
 * this server only. The fixture fails the test on any console error, a CSP violation's included.
 */
test('the API reference lists the operations of the served OpenAPI document, with no CSP violation', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  const documentLoaded = page.waitForResponse((r) => r.url().endsWith('/v1/admins/openapi.json') && r.ok());
  await page.goto('/v1/admins/docs');
  await documentLoaded;
  await expect(page.getByRole('heading', { name: /BusAds admin API/ })).toBeVisible();

  const vendorsList = page.locator('.opblock', { hasText: '/get/vendors/{page}/{limit}' }).first();
  await expect(vendorsList).toBeVisible();
  await vendorsList.locator('.opblock-summary').click();
  await expect(vendorsList.getByRole('button', { name: 'Try it out' })).toBeVisible();

  expect(violations).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:'))).toEqual([]);
});
