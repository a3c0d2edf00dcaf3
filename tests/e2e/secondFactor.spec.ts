import { API_BASE_PATH } from '../../src/api';
import { totpCodeAt, TOTP_PERIOD } from '../../server/domain/totp';
import { screenReady, seriousViolations } from './a11y';
import { expect, test, type Page } from './fixtures';
import { fillLogin, login } from './pages';

/** Two-step verification (issue 30): enrol on the profile, sign out, sign in with a code computed from the key. */

const codeAt = (secret: string, steps = 0) => totpCodeAt(secret, Math.floor(Date.now() / 1000) + steps * TOTP_PERIOD);

/** A new admin of its own (the demo admins stay without a second factor for the other specs). */
async function newAdmin(page: Page, name: string) {
  const signIn = await page.request.post(`${API_BASE_PATH}/login/admin`, {
    data: { data: { username: 'admin', password: 'admin', remember: false } },
  });
  const token = ((await signIn.json()) as { content: { token: string } }).content.token;
  const username = `${name}${Date.now() % 100000}`;
  const created = await page.request.post(`${API_BASE_PATH}/create/admin`, {
    headers: { token },
    data: {
      data: {
        fullname: 'Two Step',
        username,
        phone: '+2348012345678',
        email: `${username}@busads.ng`,
        address: 'Yaba',
        password: 'two-step-pass',
        privileges: ['ADMIN_REPORT'],
        usertype: 1,
      },
    },
  });
  expect(created.status()).toBe(200);
  return { username, password: 'two-step-pass' };
}

for (const { name, viewport } of [
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 412, height: 915 } },
]) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('enrols on the profile, then signs in with the code of the key shown', async ({ page }) => {
      const admin = await newAdmin(page, `twostep${name}`);
      await login(page, admin.username, admin.password);
      await page.goto('/dashboard/admin');
      await screenReady(page);
      await page.getByRole('button', { name: 'Set up two-step verification' }).click();
      await expect(page.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
      const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      expect(await seriousViolations(page, `enrolment (${name})`)).toEqual([]);
      await page.screenshot({ path: `/tmp/tfa-enrol-${name}.png`, fullPage: true });
      await page.getByLabel('Code').fill(codeAt(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByRole('list', { name: 'Your recovery codes' });
      await expect(codes.getByRole('listitem')).toHaveCount(10);
      expect(await seriousViolations(page, `recovery codes (${name})`)).toEqual([]);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText(/^On: sign-in asks for a code/)).toBeVisible();

      // Signed out: the password alone no longer opens the app.
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      await page.goto('/login');
      await fillLogin(page, admin.username, admin.password);
      const step = page.getByRole('form', { name: 'Two-step verification' });
      await expect(step).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await seriousViolations(page, `code step (${name})`)).toEqual([]);
      await page.screenshot({ path: `/tmp/tfa-step-${name}.png`, fullPage: true });
      // The confirmation used this step's code: the next step's is accepted (one step of drift).
      await step.getByLabel('Code').fill(codeAt(secret, 1));
      await step.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/dashboard\/app$/);
    });
  });
}
