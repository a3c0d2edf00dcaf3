import type { Page, Route } from './fixtures';

/**
 * Holds the app's scripts back (not failed) until the returned function lets them in: the page shows what
 * index.html paints before any script (the static login form, issues 17 and 28).
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route('**/assets/*.js', (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
