import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical violations on the page once its transitions have ended, one readable line each (empty: none). */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // A dialog fading in, or a toast fading out on its own timer, is half transparent: its contrast would be
  // measured mid-transition. Transitions are stilled while axe reads the page, so everything is either fully
  // shown or gone.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  let violations;
  try {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    ({ violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze());
  } finally {
    await still.evaluate((node) => (node as HTMLStyleElement).remove()).catch(() => undefined);
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes
          .map((n) => n.html.slice(0, 160))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** Waits until nothing on the page shows progress (react-admin's indicator, skeletons, spinners). */
export async function settled(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** Waits for an admin screen's content (a table, cards, a form or tabs) and for its calls to end. */
export async function screenReady(page: Page) {
  await expect(
    page.locator('#main-content').locator('table, .MuiCard-root, form, [role="tablist"]').first(),
  ).toBeVisible({ timeout: 15_000 });
  await settled(page);
}

/** Makes every page of this test start in the given theme, as if the browser had remembered it. */
export const startIn = (page: Page, mode: 'light' | 'dark') =>
  page.addInitScript((m) => localStorage.setItem('busads.theme', m), mode);
