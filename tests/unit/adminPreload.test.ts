import { existsSync } from 'node:fs';
import type { OutputBundle } from 'rolldown';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PRELOAD_PLAN, preloadFiles, preloadScript, type PreloadPlan } from '../../scripts/build/adminPreload';
import { registry } from '../../src/resources';
import { TOKEN_KEY } from '../../src/config/runtimeConfig';

// A small build: the entry with a vendor chunk; the admin part, a report page and the list page are lazy.
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
  isEntry,
});
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/vendor.js'], '/app/index.html', true),
    chunk('assets/vendor.js', [], null),
    chunk('assets/AdminApp.js', ['assets/vendor.js', 'assets/shared.js'], '/app/src/shell/AdminApp.tsx'),
    chunk('assets/shared.js', [], null),
    chunk('assets/ReportsPage.js', ['assets/shared.js', 'assets/form.js'], '/app/src/ReportsPage.tsx'),
    chunk('assets/List.js', ['assets/form.js', 'assets/table.js'], '/app/src/List.tsx'),
    chunk('assets/form.js', [], null),
    chunk('assets/table.js', [], null),
  ].map((c) => [c.fileName, c]),
) as unknown as OutputBundle;
const plan: PreloadPlan = {
  admin: 'src/shell/AdminApp.tsx',
  pages: { reports: 'src/ReportsPage.tsx' },
  list: 'src/List.tsx',
  none: ['', 'app'],
};

/** Runs the script as index.html would at `path`; returns the files it asked the browser to preload. */
function preloadedAt(path: string): string[] {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.documentElement.removeAttribute('data-booting');
  window.history.replaceState(null, '', path);
  new Function(preloadScript(preloadFiles(bundle, plan), '/'))();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  // Low: the entry's own files paint the first screen, and come first on a slow network.
  expect(links.every((link) => link.getAttribute('fetchpriority') === 'low')).toBe(true);
  // index.html's loading spinner shows exactly when the admin's code is on its way.
  expect(document.documentElement.hasAttribute('data-booting')).toBe(links.length > 0);
  return links.map((link) => new URL(link.href).pathname);
}

describe('a direct load of a signed-in page preloads its code and shows a spinner from index.html (issue 17)', () => {
  beforeEach(() => sessionStorage.setItem(TOKEN_KEY, 'a-token'));
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    localStorage.clear();
  });

  it("lists the admin part's files and each screen's, less what the entry or the admin part already loads", () => {
    expect(preloadFiles(bundle, plan)).toEqual({
      admin: ['assets/AdminApp.js', 'assets/shared.js'],
      pages: { reports: ['assets/ReportsPage.js', 'assets/form.js'] },
      list: ['assets/List.js', 'assets/form.js', 'assets/table.js'],
      none: ['', 'app'],
    });
  });

  it('preloads the admin part and the screen of the path, and nothing off /dashboard', () => {
    const admin = ['/assets/AdminApp.js', '/assets/shared.js'];
    expect(preloadedAt('/dashboard/app')).toEqual(admin);
    expect(preloadedAt('/dashboard')).toEqual(admin);
    expect(preloadedAt('/dashboard/Reports')).toEqual([...admin, '/assets/ReportsPage.js', '/assets/form.js']);
    expect(preloadedAt('/dashboard/vendors')).toEqual([
      ...admin,
      '/assets/List.js',
      '/assets/form.js',
      '/assets/table.js',
    ]);
    expect(preloadedAt('/login')).toEqual([]);
    expect(preloadedAt('/dashboardx')).toEqual([]);
    expect(preloadedAt('/register')).toEqual([]);
  });

  it('preloads nothing when signed out (the page goes to /login); a remembered session counts', () => {
    sessionStorage.clear();
    expect(preloadedAt('/dashboard/vendors')).toEqual([]);
    localStorage.setItem(TOKEN_KEY, 'a-remembered-token');
    expect(preloadedAt('/dashboard/app')).toEqual(['/assets/AdminApp.js', '/assets/shared.js']);
  });

  it("the app's plan matches the declarations: a resource's own page, else its list", () => {
    for (const decl of registry) {
      if (decl.page) expect(ADMIN_PRELOAD_PLAN.pages, decl.name).toHaveProperty(decl.name);
      else if (decl.list && !decl.pickerOnly) {
        expect(ADMIN_PRELOAD_PLAN.pages, decl.name).not.toHaveProperty(decl.name);
        expect(ADMIN_PRELOAD_PLAN.none, decl.name).not.toContain(decl.name);
      }
    }
    const modules = [ADMIN_PRELOAD_PLAN.admin, ADMIN_PRELOAD_PLAN.list, ...Object.values(ADMIN_PRELOAD_PLAN.pages)];
    for (const module of modules) expect(existsSync(module), module).toBe(true);
  });
});
