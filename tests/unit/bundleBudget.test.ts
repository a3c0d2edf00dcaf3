import { describe, expect, it } from 'vitest';
import { checkBudget, staticClosure, type BuiltFile, type Manifest } from '../../scripts/bundleBudget/check';

// A small build: the entry preloads a vendor chunk; the admin shell and the reports page are lazy.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/AdminApp.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/AdminApp.tsx': {
    file: 'assets/AdminApp.js',
    imports: ['index.html', '_vendor.js', '_shared.js'],
    dynamicImports: ['src/ReportsPage.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  'src/ReportsPage.tsx': { file: 'assets/ReportsPage.js', imports: ['_shared.js'] },
};

const files =
  (overrides: Record<string, Partial<BuiltFile>> = {}) =>
  (file: string): BuiltFile => ({
    gzipBytes: 40_000,
    hasRecharts: file === 'assets/ReportsPage.js',
    ...overrides[file],
  });

describe('bundle budget', () => {
  it('follows static imports only, not lazy ones', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual(['index.html', '_vendor.js']);
  });

  it('passes when the login page fits and recharts stays on the reports page', () => {
    const report = checkBudget({ manifest, inspect: files(), budgetBytes: 100_000 });
    expect(report).toMatchObject({
      ok: true,
      loginFiles: ['assets/index.js', 'assets/vendor.js'],
      loginGzipBytes: 80_000,
      adminFile: 'assets/AdminApp.js',
      problems: [],
    });
  });

  it('fails when the login page grows past the budget', () => {
    const report = checkBudget({
      manifest,
      inspect: files({ 'assets/vendor.js': { gzipBytes: 70_000 } }),
      budgetBytes: 100_000,
    });
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatch(/login page loads 110\.0 kB of JS \(gzip\), over its budget of 100\.0 kB/);
  });

  it('fails when recharts is reachable from the admin shell', () => {
    const report = checkBudget({
      manifest,
      inspect: files({ 'assets/shared.js': { hasRecharts: true } }),
      budgetBytes: 100_000,
    });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([expect.stringMatching(/recharts is in assets\/shared\.js/)]);
  });

  it('fails when recharts is reachable from the entry', () => {
    const report = checkBudget({
      manifest,
      inspect: files({ 'assets/vendor.js': { hasRecharts: true } }),
      budgetBytes: 100_000,
    });
    expect(report.problems).toEqual([expect.stringMatching(/recharts is in assets\/vendor\.js/)]);
  });
});
