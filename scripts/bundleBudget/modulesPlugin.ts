import type { Plugin } from 'vite';
import type { ChunkModules } from './map';

/** Where the plugin writes its record, beside Vite's manifest (scripts/bundleBudget.ts reads both, then deletes the folder). */
export const MODULES_FILE = '.vite/bundle-modules.json';

/**
 * Records, for every JS chunk of the build, the modules it holds and their size as rendered into it
 * (after tree-shaking, before minification). scripts/bundleBudget.ts turns that into the bundle map.
 */
export function bundleModules(): Plugin {
  return {
    name: 'busads-bundle-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules)
            .filter(([, m]) => m.renderedLength > 0)
            .map(([id, m]) => [id, m.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: MODULES_FILE, source: JSON.stringify(chunks) });
    },
  };
}
