import { expect, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../../src/config/runtimeConfig';

/** Fills the login form on screen and presses Login. */
export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in through the login page and waits for the dashboard. */
export async function login(page: Page, username: string, password: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, username, password);
  await expect(page).toHaveURL(/\/dashboard\/app$/);
}

/** An entry of the side menu, by its label. */
export const menuEntry = (page: Page, label: string) =>
  page.getByRole('menu').getByRole('menuitem', { name: label, exact: true });

/** Rows of the list table, without the header. */
export const tableRows = (page: Page) => page.locator('table tbody tr');

/** Opens a row's action menu (by the record's name) and picks an entry. */
export async function rowAction(page: Page, name: string, action: string) {
  await page
    .getByRole('button', { name: `Actions for ${name}`, exact: true })
    .first()
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Picks an option of a react-admin select or autocomplete by typing part of it. */
export async function pick(
  page: Page,
  scope: ReturnType<Page['locator']> | Page,
  label: string,
  option: string,
  typed = option.slice(0, 4),
) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  // Read it before opening: an open select hides the rest of the page from role queries.
  const autocomplete = (await box.getAttribute('aria-autocomplete')) === 'list';
  await box.click();
  if (autocomplete) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Presses the filter form's Filter button. */
export const applyFilter = (page: Page) => page.getByRole('button', { name: 'Filter', exact: true }).click();

/** The session token the app holds after a sign-in without "Remember me"; null once signed out. */
export const sessionToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
