import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  journeyFiles,
  staticClosure,
  type BuiltFile,
  type Manifest,
} from '../../scripts/bundleBudget/check';
import { moduleShares, packageOf, renderMap } from '../../scripts/bundleBudget/map';

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

  const journey = [
    { name: 'admin', source: 'src/AdminApp.tsx' },
    { name: 'reports', source: 'src/ReportsPage.tsx', afterCards: true },
  ];

  it('lists a journey step by step, each with only what the steps before it had not loaded', () => {
    expect(journeyFiles(manifest, journey)).toEqual({
      steps: [
        { name: 'login page', files: ['assets/index.js', 'assets/vendor.js'] },
        { name: 'admin', files: ['assets/AdminApp.js', 'assets/shared.js'] },
        { name: 'reports', files: ['assets/ReportsPage.js'], afterCards: true },
      ],
      missing: [],
    });
  });

  it('fails when the journey up to the cards grows past its budget; what comes after the cards is only reported', () => {
    const fits = checkBudget({
      manifest,
      inspect: files(),
      budgetBytes: 100_000,
      journey: { steps: journey, budgetBytes: 160_000 },
    });
    expect(fits).toMatchObject({ ok: true, journeyGzipBytes: 160_000, afterCardsGzipBytes: 40_000 });
    const over = checkBudget({
      manifest,
      inspect: files(),
      budgetBytes: 100_000,
      journey: { steps: journey, budgetBytes: 159_999 },
    });
    expect(over.ok).toBe(false);
    expect(over.problems).toEqual([
      expect.stringMatching(
        /the login page and the dashboard's cards load 160\.0 kB of JS \(gzip\), over their budget of 160\.0 kB/,
      ),
    ]);
  });

  it("fails when zod's full API is on the way to the cards, not when it comes after them", () => {
    const before = checkBudget({
      manifest,
      inspect: files({ 'assets/shared.js': { hasFullZod: true } }),
      budgetBytes: 100_000,
      journey: { steps: journey, budgetBytes: 1_000_000 },
    });
    expect(before.problems).toEqual([expect.stringMatching(/zod's full API is in assets\/shared\.js/)]);
    const after = checkBudget({
      manifest,
      inspect: files({ 'assets/ReportsPage.js': { hasFullZod: true } }),
      budgetBytes: 100_000,
      journey: { steps: journey, budgetBytes: 1_000_000 },
    });
    expect(after.ok).toBe(true);
  });

  it('fails when a step of the journey is no longer in the build', () => {
    const report = checkBudget({
      manifest,
      inspect: files(),
      budgetBytes: 100_000,
      journey: { steps: [{ name: 'gone', source: 'src/Gone.tsx' }], budgetBytes: 1_000_000 },
    });
    expect(report.problems).toEqual([
      expect.stringMatching(/the journey names src\/Gone\.tsx, which the build no longer has/),
    ]);
  });
});

describe('bundle map', () => {
  it('names the package of a module, or its folder of the app', () => {
    expect(packageOf('/app/node_modules/react-dom/cjs/x.js', '/app')).toBe('react-dom');
    expect(packageOf('/app/node_modules/.pnpm/a/node_modules/@mui/material/esm/Button.js', '/app')).toBe(
      '@mui/material',
    );
    expect(packageOf('/app/src/api/entities.ts', '/app')).toBe('src/api');
    expect(packageOf('\0vite/preload-helper.js', '/app')).toBe('(bundler runtime)');
  });

  it("shares a chunk's gzip size among its modules by their rendered bytes", () => {
    expect(moduleShares(1000, { a: 300, b: 100 })).toEqual([
      { id: 'a', renderedBytes: 300, gzipBytes: 750 },
      { id: 'b', renderedBytes: 100, gzipBytes: 250 },
    ]);
  });

  it("shows the steps, the total up to the cards, the packages and each chunk's largest modules", () => {
    const map = renderMap({
      title: 'Map',
      steps: [
        { name: 'login page', files: ['index.js'] },
        { name: 'trend', files: ['trend.js'], afterCards: true },
      ],
      modules: {
        'index.js': { '/app/node_modules/react-dom/index.js': 900, '/app/src/main.tsx': 100 },
        'trend.js': { '/app/node_modules/recharts/index.js': 500 },
      },
      gzipBytes: (file) => (file === 'index.js' ? 10_000 : 5_000),
      root: '/app',
    });
    expect(map).toContain("| **to the dashboard's cards** | 1 | **10.0 kB** |");
    expect(map).toContain('| **total** | 2 | **15.0 kB** |');
    expect(map).toContain('| react-dom | 0.9 kB | 9.0 kB |');
    expect(map).toContain('### index.js (login page): 10.0 kB gzip, 2 modules');
    expect(map).toContain('- recharts/index.js: 0.5 kB rendered, ≈ 5.0 kB gzip');
  });
});
