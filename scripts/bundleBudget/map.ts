/**
 * The bundle map: which modules and packages make up each chunk of a journey, by estimated gzip size.
 * Pure; scripts/bundleBudget.ts feeds it the build's files and writes build/bundle-map.md.
 */

/** Per chunk file, its modules (absolute ids) and the bytes each rendered into it before minification. */
export type ChunkModules = Record<string, Record<string, number>>;

/** One step of a journey: the files it downloads that earlier steps had not. */
export interface JourneyStep {
  name: string;
  files: string[];
  /** After the dashboard's cards are on screen. */
  afterCards?: boolean;
}

export interface MapInput {
  title: string;
  steps: JourneyStep[];
  modules: ChunkModules;
  /** gzip bytes of a built file. */
  gzipBytes: (file: string) => number;
  /** The project's root, cut from module ids. */
  root: string;
  /** How many modules to list per chunk. */
  topModules?: number;
}

/** 'react-dom' for …/node_modules/react-dom/cjs/x.js, '@mui/material' for a scoped package, 'src/api' for the app. */
export function packageOf(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.startsWith(root)) {
    const parts = clean.slice(root.length).replace(/^\//, '').split('/');
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return clean.startsWith('vite/') || clean.startsWith('rolldown:') ? '(bundler runtime)' : clean;
}

const shortId = (id: string, root: string) =>
  id
    .replace(/^\0/, '')
    .replace(root + '/', '')
    .replace(/^.*node_modules\//, '');

/**
 * Each module's share of its chunk's gzip size, in proportion to its rendered bytes: an estimate (gzip
 * works across module borders), good for ranking, and the shares add up to the chunk's real gzip size.
 */
export function moduleShares(
  chunkGzipBytes: number,
  modules: Record<string, number>,
): { id: string; renderedBytes: number; gzipBytes: number }[] {
  const total = Object.values(modules).reduce((a, b) => a + b, 0);
  return Object.entries(modules)
    .map(([id, renderedBytes]) => ({
      id,
      renderedBytes,
      gzipBytes: total === 0 ? 0 : (chunkGzipBytes * renderedBytes) / total,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The map as Markdown: the journey's steps, its packages, then each chunk's largest modules. */
export function renderMap({ title, steps, modules, gzipBytes, root, topModules = 8 }: MapInput): string {
  const lines: string[] = [`# ${title}`, ''];
  const all = steps.flatMap((s) => s.files);
  const sumOf = (files: string[]) => files.reduce((sum, f) => sum + gzipBytes(f), 0);
  const toCards = steps.filter((s) => !s.afterCards).flatMap((s) => s.files);
  lines.push(
    "gzip level 9, kB = 1000 bytes. A module's gzip size is its share of its chunk's, by rendered bytes (≈).",
    '',
    '| step | files | gzip |',
    '| --- | --- | --- |',
  );
  for (const step of steps) {
    if (step.afterCards && toCards.length < all.length && step === steps.find((s) => s.afterCards))
      lines.push(`| **to the dashboard's cards** | ${toCards.length} | **${kB(sumOf(toCards))}** |`);
    lines.push(`| ${step.name} | ${step.files.length} | ${kB(sumOf(step.files))} |`);
  }
  lines.push(`| **total** | ${all.length} | **${kB(sumOf(all))}** |`, '');

  const byPackage = new Map<string, { rendered: number; gzip: number }>();
  for (const file of all) {
    for (const m of moduleShares(gzipBytes(file), modules[file] ?? {})) {
      const pkg = packageOf(m.id, root);
      const sum = byPackage.get(pkg) ?? { rendered: 0, gzip: 0 };
      sum.rendered += m.renderedBytes;
      sum.gzip += m.gzipBytes;
      byPackage.set(pkg, sum);
    }
  }
  lines.push('## By package', '', '| package | rendered | ≈ gzip |', '| --- | --- | --- |');
  for (const [pkg, sum] of [...byPackage].sort((a, b) => b[1].gzip - a[1].gzip))
    lines.push(`| ${pkg} | ${kB(sum.rendered)} | ${kB(sum.gzip)} |`);
  lines.push('');

  lines.push('## By chunk', '');
  for (const step of steps) {
    for (const file of [...step.files].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
      const shares = moduleShares(gzipBytes(file), modules[file] ?? {});
      lines.push(`### ${file} (${step.name}): ${kB(gzipBytes(file))} gzip, ${shares.length} modules`, '');
      for (const m of shares.slice(0, topModules))
        lines.push(`- ${shortId(m.id, root)}: ${kB(m.renderedBytes)} rendered, ≈ ${kB(m.gzipBytes)} gzip`);
      lines.push('');
    }
  }
  return lines.join('\n');
}
