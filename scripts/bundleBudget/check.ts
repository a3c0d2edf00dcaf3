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
}

export interface BudgetInput {
  manifest: Manifest;
  /** Reads a built file by its manifest `file` (relative to the build folder). */
  inspect: (file: string) => BuiltFile;
  /** Most gzip bytes the login page (the entry and its static imports) may load. */
  budgetBytes: number;
}

export interface BudgetReport {
  ok: boolean;
  loginFiles: string[];
  loginGzipBytes: number;
  adminFile?: string;
  adminGzipBytes?: number;
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

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function checkBudget({ manifest, inspect, budgetBytes }: BudgetInput): BudgetReport {
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
  // The admin shell: src/shell/AdminApp.tsx (<Admin> and the react-router around it), loaded lazily by src/shell/App.tsx.
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
  return {
    ok: problems.length === 0,
    loginFiles,
    loginGzipBytes,
    adminFile: adminKey ? manifest[adminKey].file : undefined,
    adminGzipBytes: adminKey ? inspect(manifest[adminKey].file).gzipBytes : undefined,
    problems,
  };
}
