import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: string[];
  imports?: string[];
}

/**
 * Modules imported one after another (src/shell/stagedImport.ts: the admin part, in stages with a yield
 * between them), whose files should all download at once: the import of `first` preloads the files of
 * `later` too (modulepreload links, by Vite's preload helper), so the later stages only evaluate, with no
 * round trip of their own. `first` and `later` are absolute paths of the modules the stages import.
 *
 * Use both: `plugin` (it keeps the bundle's chunk graph) and `resolveDependencies` (Vite's
 * build.modulePreload.resolveDependencies, called for each dynamic import when the bundle is written).
 */
export function stagedPreload(first: string, later: string[]) {
  let bundle: Record<string, BundleChunk> = {};
  // The chunk holding a module (the bundler may put a dynamically imported module in a shared chunk).
  const chunkOf = (module: string) =>
    Object.values(bundle).find((c) => c.type === 'chunk' && c.moduleIds?.includes(module));

  const plugin: Plugin = {
    name: 'busads-staged-preload',
    apply: 'build',
    // Runs before Vite's own generateBundle (a 'post' plugin), which calls resolveDependencies.
    generateBundle(_options, output) {
      bundle = output as unknown as Record<string, BundleChunk>;
    },
  };

  function resolveDependencies(filename: string, deps: string[]): string[] {
    if (filename !== chunkOf(first)?.fileName) return deps;
    const files = new Set(deps);
    const add = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of bundle[file]?.imports ?? []) add(imported);
    };
    for (const module of later) {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`stagedPreload: no chunk for ${module}`);
      add(chunk.fileName);
    }
    return [...files];
  }

  return { plugin, resolveDependencies };
}
