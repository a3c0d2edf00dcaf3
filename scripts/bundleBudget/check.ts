/** The pure part of the bundle-size guard: which chunks a page loads, and whether they fit the budget. */

/** One entry of Vite's build manifest (dist/.vite/manifest.json); only the fields the guard reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What the guard needs to know about a built file. */
export interface BuiltFile {
  gzipBytes: number;
  hasRecharts: boolean;
  /** Holds zod's full API (`import ... from 'zod'`); the app's contract uses zod/mini (src/api/zod.ts). */
  hasFullZod?: boolean;
}

export interface BudgetInput {
  manifest: Manifest;
  /** Reads a built file by its manifest `file` (relative to the build folder). */
  inspect: (file: string) => BuiltFile;
  /** Most gzip bytes the login page (the entry and its static imports) may load. */
  budgetBytes: number;
  /**
   * The lazy chunks the login -> dashboard journey loads, in order, and the most gzip bytes it may load up
   * to the dashboard's cards (the login page and the steps not marked `afterCards`).
   */
  journey?: { steps: LazyStep[]; budgetBytes: number };
}

/** A lazy chunk of the journey: a name for the report and its source path, as the manifest keys it. */
export interface LazyStep {
  name: string;
  source: string;
  /** Loaded once the cards are on screen (not counted in the journey's budget, only reported). */
  afterCards?: boolean;
}

/** One step of the journey: the files it downloads that the steps before it had not. */
export interface JourneyFiles {
  name: string;
  files: string[];
  afterCards?: boolean;
}

export interface BudgetReport {
  ok: boolean;
  loginFiles: string[];
  loginGzipBytes: number;
  adminFile?: string;
  adminGzipBytes?: number;
  /** The login page, then each lazy step of the journey with what it adds. */
  journey: JourneyFiles[];
  /** What the journey loads up to the dashboard's cards, and what its steps after the cards add. */
  journeyGzipBytes: number;
  afterCardsGzipBytes: number;
  problems: string[];
}

/** The manifest key of the HTML entry (index.html in this project). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the build manifest has no entry chunk');
  return key;
}

/** The chunk and everything it imports statically (modulepreload), transitively; in load order. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const next of manifest[k].imports ?? []) visit(next);
  };
  visit(key);
  return [...seen];
}

/**
 * The files of a journey: the login page (the entry's static closure), then each lazy chunk with its
 * static closure, less what earlier steps loaded. A source the manifest no longer has is reported missing.
 */
export function journeyFiles(manifest: Manifest, steps: LazyStep[]): { steps: JourneyFiles[]; missing: string[] } {
  const loaded = new Set<string>();
  const take = (name: string, key: string, afterCards?: boolean): JourneyFiles => {
    const keys = staticClosure(manifest, key).filter((k) => !loaded.has(k));
    keys.forEach((k) => loaded.add(k));
    return { name, files: keys.map((k) => manifest[k].file), ...(afterCards ? { afterCards } : {}) };
  };
  const result = [take('login page', entryKey(manifest))];
  const missing: string[] = [];
  for (const step of steps) {
    if (manifest[step.source]) result.push(take(step.name, step.source, step.afterCards));
    else missing.push(step.source);
  }
  return { steps: result, missing };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function checkBudget({ manifest, inspect, budgetBytes, journey }: BudgetInput): BudgetReport {
  const problems: string[] = [];
  const entry = entryKey(manifest);
  const loginKeys = staticClosure(manifest, entry);
  const loginFiles = loginKeys.map((k) => manifest[k].file);
  const loginGzipBytes = loginFiles.reduce((sum, f) => sum + inspect(f).gzipBytes, 0);
  if (loginGzipBytes > budgetBytes) {
    problems.push(
      `the login page loads ${kB(loginGzipBytes)} of JS (gzip), over its budget of ${kB(budgetBytes)}: ` +
        `${loginFiles.join(', ')}. Move what the login page does not need behind a lazy import().`,
    );
  }
  // The admin shell: src/shell/AdminApp.tsx (react-admin and the declarations), loaded lazily by src/shell/App.tsx.
  const adminKey = (manifest[entry].dynamicImports ?? []).find((k) => /AdminApp\.[jt]sx?$/.test(k));
  const adminKeys = adminKey ? staticClosure(manifest, adminKey) : [];
  for (const key of new Set([...loginKeys, ...adminKeys])) {
    const file = manifest[key].file;
    if (inspect(file).hasRecharts) {
      problems.push(
        `recharts is in ${file}, loaded by the login page or the admin shell: only the reports page may load it.`,
      );
    }
  }
  const path = journeyFiles(manifest, journey?.steps ?? []);
  const gzipOf = (steps: JourneyFiles[]) =>
    steps.flatMap((s) => s.files).reduce((sum, f) => sum + inspect(f).gzipBytes, 0);
  const journeyGzipBytes = gzipOf(path.steps.filter((s) => !s.afterCards));
  const afterCardsGzipBytes = gzipOf(path.steps.filter((s) => s.afterCards));
  for (const source of path.missing)
    problems.push(
      `the journey names ${source}, which the build no longer has: update JOURNEY in scripts/bundleBudget.ts.`,
    );
  for (const file of path.steps.filter((s) => !s.afterCards).flatMap((s) => s.files))
    if (inspect(file).hasFullZod)
      problems.push(
        `zod's full API is in ${file}, on the way to the dashboard's cards (~14 kB gzip more than zod/mini): ` +
          `import zod from 'zod/mini' in the app (the contract's src/api/zod.ts).`,
      );
  if (journey && journeyGzipBytes > journey.budgetBytes) {
    problems.push(
      `the login page and the dashboard's cards load ${kB(journeyGzipBytes)} of JS (gzip), over their budget of ` +
        `${kB(journey.budgetBytes)}. See build/bundle-map.md for what they hold.`,
    );
  }
  return {
    ok: problems.length === 0,
    loginFiles,
    loginGzipBytes,
    adminFile: adminKey ? manifest[adminKey].file : undefined,
    adminGzipBytes: adminKey ? inspect(manifest[adminKey].file).gzipBytes : undefined,
    journey: path.steps,
    journeyGzipBytes,
    afterCardsGzipBytes,
    problems,
  };
}
