import { expect, type Page } from '@playwright/test';

/** Signs in through the login page and waits for the dashboard. */
export async function login(page: Page, username: string, password: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/app$/);
}

/** An entry of the side menu, by its label. */
export const menuEntry = (page: Page, label: string) => page.getByRole('menu').getByRole('menuitem', { name: label, exact: true });

/** Rows of the list table, without the header. */
export const tableRows = (page: Page) => page.locator('table tbody tr');
