import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/** The module mock mode imports the demo database's URL from (src/dataProvider/demoDatabaseFile.ts). */
export const DEMO_DATABASE_MODULE = 'virtual:busads-demo-database';
const RESOLVED = `\0${DEMO_DATABASE_MODULE}`;
const BUILDER = fileURLToPath(new URL('./demoDatabase.ts', import.meta.url));

/**
 * Mock mode's demo database, made at build time (issue 31): demoDatabase.ts run in Node through Vite's module
 * runner with `platform` (the browser platform plugin, so the passwords get the browser's PBKDF2 hashes), its
 * bytes written to .tmp/demo-database/demo.sqlite and imported with `?url`: Vite emits it as
 * dist/assets/demo-<hash>.sqlite, beside the second its dates are relative to (`seededAt`), which mock mode
 * moves to the moment it opens it. Made once per process, only when mock mode's code imports it.
 */
export function demoDatabase(platform: () => Plugin): Plugin {
  let root = process.cwd();
  let file: Promise<{ path: string; seededAt: number }> | undefined;
  const make = async () => {
    const { module } = await runnerImport<typeof import('./demoDatabase')>(BUILDER, {
      root,
      configFile: false,
      logLevel: 'error',
      plugins: [platform()],
    });
    const dir = join(root, '.tmp', 'demo-database');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, 'demo.sqlite');
    const { bytes, seededAt } = await module.buildDemoDatabase();
    writeFileSync(path, bytes);
    return { path, seededAt };
  };
  return {
    name: 'busads-demo-database',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === DEMO_DATABASE_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const { path, seededAt } = await (file ??= make());
      return `export { default } from ${JSON.stringify(`${path}?url`)};\nexport const seededAt = ${seededAt};`;
    },
  };
}
