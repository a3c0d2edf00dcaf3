import { afterEach, describe, expect, it, vi } from 'vitest';
import { stagedPreload } from '../../scripts/stagedPreload';
import { importInStages } from '../../src/shell/stagedImport';

// What the admin part's stages evaluate, in order (each mock's factory runs when its module is first imported).
const log = vi.hoisted(() => [] as string[]);
vi.mock('../../src/shell/adminRouter', () => (log.push('react-router'), {}));
vi.mock('../../src/resources', () => (log.push('declarations'), { registry: [] }));
vi.mock('../../src/shell/AdminApp', () => (log.push('admin app'), { RoutedAdminApp: () => null }));

describe('The admin part is evaluated in stages (issue 17, Total Blocking Time)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('imports react-router, the declarations, then the rest, giving the browser its turn between them', async () => {
    vi.stubGlobal('scheduler', { yield: () => (log.push('yield'), Promise.resolve()) });
    const { importAdmin } = await import('../../src/shell/App');
    const admin = await importAdmin();
    expect(log).toEqual(['react-router', 'yield', 'declarations', 'yield', 'admin app']);
    expect(admin.RoutedAdminApp).toBeTypeOf('function');
  });

  it('starts a stage only once the pause after the one before has ended, and returns the last one', async () => {
    const steps: string[] = [];
    let resume: () => void = () => undefined;
    const pause = () => new Promise<void>((resolve) => (resume = resolve));
    const done = importInStages([async () => steps.push('one'), async () => (steps.push('two'), 'two')], pause);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['one']);
    resume();
    expect(await done).toBe('two');
    expect(steps).toEqual(['one', 'two']);
  });

  it('without a scheduler, yields with a new task', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('task'), 0);
    await importInStages([async () => order.push('one'), async () => order.push('two')]);
    expect(order).toEqual(['one', 'task', 'two']);
  });
});

describe("The build preloads every stage's files with the first (issue 17)", () => {
  // A bundle: index imports the stages dynamically; they share chunks.
  const bundle = {
    'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', moduleIds: ['/src/main.tsx'], imports: [] },
    'assets/router.js': {
      type: 'chunk',
      fileName: 'assets/router.js',
      moduleIds: ['/src/router.ts'],
      imports: ['assets/shared.js'],
    },
    'assets/shared.js': { type: 'chunk', fileName: 'assets/shared.js', moduleIds: ['/node_modules/x.js'], imports: [] },
    'assets/decl.js': {
      type: 'chunk',
      fileName: 'assets/decl.js',
      moduleIds: ['/src/resources/index.ts'],
      imports: ['assets/shared.js', 'assets/ra.js'],
    },
    'assets/ra.js': { type: 'chunk', fileName: 'assets/ra.js', moduleIds: ['/node_modules/ra.js'], imports: [] },
    // The last stage's module sits in a chunk with another one.
    'assets/app.js': {
      type: 'chunk',
      fileName: 'assets/app.js',
      moduleIds: ['/src/other.ts', '/src/AdminApp.tsx'],
      imports: ['assets/ra.js', 'assets/layout.js'],
    },
    'assets/layout.js': { type: 'chunk', fileName: 'assets/layout.js', moduleIds: ['/src/Layout.tsx'], imports: [] },
    'assets/page.js': {
      type: 'chunk',
      fileName: 'assets/page.js',
      moduleIds: ['/src/Page.tsx'],
      imports: ['assets/ra.js'],
    },
  };
  const stages = () => {
    const staged = stagedPreload('/src/router.ts', ['/src/resources/index.ts', '/src/AdminApp.tsx']);
    const generateBundle = staged.plugin.generateBundle as (options: unknown, output: unknown) => void;
    generateBundle({}, bundle);
    return staged;
  };

  it("the first stage's import lists the later stages' chunks and what they import", () => {
    const deps = stages().resolveDependencies('assets/router.js', ['assets/router.js', 'assets/shared.js']);
    expect(deps.sort()).toEqual(
      [
        'assets/app.js',
        'assets/decl.js',
        'assets/layout.js',
        'assets/ra.js',
        'assets/router.js',
        'assets/shared.js',
      ].sort(),
    );
  });

  it("other imports keep Vite's list", () => {
    expect(stages().resolveDependencies('assets/page.js', ['assets/page.js', 'assets/ra.js'])).toEqual([
      'assets/page.js',
      'assets/ra.js',
    ]);
  });
});
