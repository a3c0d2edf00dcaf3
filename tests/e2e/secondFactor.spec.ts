import { resolve } from 'node:path';
import { api, API_BASE_PATH, type entities } from '../../src/api';
import { totpCodeAt, TOTP_PERIOD } from '../../server/domain/totp';
import { screenReady, seriousViolations } from './a11y';
import { serveBuild, startApiServer, submitLogin, type StaticSite } from './deployments';
import { expect, test, type Page } from './fixtures';
import { fillLogin, login, rowAction, sessionToken } from './pages';

/** Two-step verification (issue 30): enrol on the profile, sign out, sign in with a code computed from the key. */

const codeAt = (secret: string, steps = 0) => totpCodeAt(secret, Math.floor(Date.now() / 1000) + steps * TOTP_PERIOD);

/** A new admin of its own (the demo admins stay without a second factor for the other specs). */
async function newAdmin(page: Page, name: string) {
  const signIn = await page.request.post(`${API_BASE_PATH}/login/admin`, {
    data: { data: { username: 'admin', password: 'admin', remember: false } },
  });
  const token = ((await signIn.json()) as { content: { token: string } }).content.token;
  const username = `${name}${Date.now() % 100000}`;
  const fullname = `Two Step ${username}`;
  const created = await page.request.post(`${API_BASE_PATH}/create/admin`, {
    headers: { token },
    data: {
      data: {
        fullname,
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
  return { username, fullname, password: 'two-step-pass' };
}

/** Sets up and confirms the second factor through the API with an admin's session token: answers its key. */
async function enrolThroughApi(page: Page, token: string) {
  const call = (path: string, data: object = {}) =>
    page.request.post(`${API_BASE_PATH}${path}`, { headers: { token }, data: { data } });
  const enrolment = await call(api.secondFactor.enrol.path);
  expect(enrolment.status()).toBe(200);
  const { secret } = ((await enrolment.json()) as { content: { data: entities.TotpEnrolment } }).content.data;
  const confirmed = await call(api.secondFactor.confirm.path, { code: codeAt(secret) });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return secret;
}

/** A session token of an admin without a second factor, signed in through the API. */
async function tokenOf(page: Page, username: string, password: string) {
  const signIn = await page.request.post(`${API_BASE_PATH}/login/admin`, {
    data: { data: { username, password, remember: false } },
  });
  return ((await signIn.json()) as { content: { token: string } }).content.token;
}

/** Signs out through the app's Account menu (the session ends, the page stays: mock mode keeps its data). */
async function logOut(page: Page) {
  // On a phone the top bar hides while the page is scrolled down (react-admin's); back at the top it shows.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /Account$/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The build on a static host in mock mode (as mockMode.spec.ts runs it): no API anywhere. */
let mockSite: StaticSite;
test.beforeAll(async () => {
  mockSite = await serveBuild();
  mockSite.setConfig({ apiBase: 'http://127.0.0.1:9', dataProvider: 'mock' });
});
test.afterAll(async () => mockSite?.close());

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

    test('Reset Two-Step from the admins list: that admin then signs in with the password alone', async ({
      page,
      browser,
    }) => {
      const target = await newAdmin(page, `resetme${name}`);
      await enrolThroughApi(page, await tokenOf(page, target.username, target.password));

      await login(page, 'admin', 'admin');
      await page.goto('/dashboard/admin');
      await page.getByPlaceholder('Search by name').fill(target.fullname);
      // A table on a laptop, cards on a phone: one entry either way.
      await expect(page.getByRole('button', { name: `Actions for ${target.fullname}`, exact: true })).toHaveCount(1);
      await rowAction(page, target.fullname, 'Reset Two-Step');
      const confirm = page.getByRole('dialog', { name: `Reset Two-Step: ${target.fullname}` });
      await expect(confirm.getByText(/^Reset the two-step verification of this admin\?/)).toBeVisible();
      expect(await seriousViolations(page, `reset confirmation (${name})`)).toEqual([]);
      await page.screenshot({ path: `/tmp/tfa-reset-${name}.png` });
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Two-step verification reset')).toBeVisible();
      await expect(confirm).toBeHidden();

      // Their next sign-in, in a browser of their own, asks for no code.
      const theirs = await (await browser.newContext({ viewport })).newPage();
      await login(theirs, target.username, target.password);
      await theirs.context().close();
    });

    test('turns it off from the profile with the password; the next sign-in asks for the password only', async ({
      page,
    }) => {
      const admin = await newAdmin(page, `turnoff${name}`);
      await login(page, admin.username, admin.password);
      // Turned on behind the app's back, in this very session: the card reads it when the profile opens.
      await enrolThroughApi(page, (await sessionToken(page))!);
      await page.goto('/dashboard/admin');
      await expect(page.getByText(/^On: sign-in asks for a code/)).toBeVisible();
      await page.getByRole('button', { name: 'Turn off' }).click();
      const form = page.getByRole('form', { name: 'Turn off two-step verification' });
      await form.getByLabel('Password').fill(admin.password);
      expect(await seriousViolations(page, `turn off (${name})`)).toEqual([]);
      await page.screenshot({ path: `/tmp/tfa-turnoff-${name}.png`, fullPage: true });
      await form.getByRole('button', { name: 'Turn off' }).click();
      await expect(page.getByText('Two-step verification is off')).toBeVisible();
      await expect(page.getByText('Off: sign-in asks for your password only.')).toBeVisible();
      await expect(form).toBeHidden();

      await logOut(page);
      await fillLogin(page, admin.username, admin.password);
      await expect(page).toHaveURL(/\/dashboard\/app$/);
    });

    test('REQUIRE_2FA_FOR=ADMIN_ADMIN: signing in as an Admins holder enrols before the dashboard', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const server = await startApiServer({ REQUIRE_2FA_FOR: 'ADMIN_ADMIN', DIST_DIR: resolve('dist') });
      try {
        await submitLogin(page, server.origin, 'admin', 'admin');
        const step = page.getByRole('form', { name: 'Two-step verification' });
        await expect(
          step.getByText('Your privileges require two-step verification. Set it up now to finish signing in.'),
        ).toBeVisible();
        await expect(step.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
        const secret = (await step.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
        await expect(page).toHaveURL(/\/login$/);
        expect(await seriousViolations(page, `compulsory enrolment (${name})`)).toEqual([]);
        await page.screenshot({ path: `/tmp/tfa-required-${name}.png`, fullPage: true });
        await step.getByLabel('Code').fill(codeAt(secret));
        await step.getByRole('button', { name: 'Turn on' }).click();
        await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
        await expect(page).toHaveURL(/\/login$/);
        expect(await seriousViolations(page, `compulsory recovery codes (${name})`)).toEqual([]);
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page).toHaveURL(/\/dashboard\/app$/);
        await expect(page).toHaveTitle('Dashboard · Bus Ads Admin');
      } finally {
        server.close();
      }
    });

    test('mock mode: enrols on the profile, logs out, and signs in with the code', async ({ page }) => {
      await submitLogin(page, mockSite.origin, 'admin', 'admin');
      // The first call downloads the in-browser backend and builds its demo data: slow on a busy machine.
      await expect(page).toHaveURL(/\/dashboard\/app$/, { timeout: 30_000 });
      // In the app, not by address: a new page load would start the in-browser backend afresh.
      await page.getByRole('button', { name: /Account$/ }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.getByRole('button', { name: 'Set up two-step verification' }).click();
      await expect(page.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
      const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      await page.getByRole('textbox', { name: 'Code' }).fill(codeAt(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText(/^On: sign-in asks for a code/)).toBeVisible();

      await logOut(page);
      await fillLogin(page, 'admin', 'admin');
      const step = page.getByRole('form', { name: 'Two-step verification' });
      await expect(step).toBeVisible();
      expect(await seriousViolations(page, `mock code step (${name})`)).toEqual([]);
      await page.screenshot({ path: `/tmp/tfa-mock-step-${name}.png`, fullPage: true });
      await step.getByLabel('Code').fill(codeAt(secret, 1));
      await step.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/dashboard\/app$/);
    });
  });
}
