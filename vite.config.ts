import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, searchForWorkspaceRoot, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { adminPreload } from './scripts/build/adminPreload.ts';
import { demoDatabase } from './scripts/build/demoDatabasePlugin.ts';
import { compactIndexHtml, staticLoginPage } from './scripts/build/staticLoginPlugin.ts';
import { bundleModules } from './scripts/bundleBudget/modulesPlugin.ts';

/**
 * Mock mode bundles the server's handlers: there, server/domain/platform.ts (Node's crypto) becomes
 * platform.browser.ts (Web Crypto), the one module of the server with a browser twin.
 */
function browserPlatform(): Plugin {
  return {
    name: 'busads-browser-platform',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/platform')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.endsWith('/server/domain/platform.ts')
        ? resolved.id.replace(/platform\.ts$/, 'platform.browser.ts')
        : null;
    },
  };
}

/**
 * react-admin's router adapter builds a router of its own only when rendered outside one, which the app never
 * does: its import of react-router-dom resolves to src/shims/reactRouterInsideApp.ts, without that router, so the
 * data router's code (16.8 kB gzip) leaves the chunk the login page shares with the admin. Build only: the dev
 * server pre-bundles dependencies whole.
 */
function reactAdminInsideAppRouter(): Plugin {
  const adapter = '/ra-core/dist/routing/adapters/reactRouterProvider.js';
  const insideApp = fileURLToPath(new URL('./src/shims/reactRouterInsideApp.ts', import.meta.url));
  return {
    name: 'busads-react-admin-inside-app-router',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'react-router-dom' && importer?.endsWith(adapter) ? insideApp : null),
  };
}

/**
 * node-polyglot (react-admin's translations) requires ES5-era polyfills whose own dependencies (get-intrinsic,
 * call-bind, define-properties, ...) weigh ~5 kB gzip on the way to the dashboard: every browser the build
 * targets has what they fill in, so they resolve to the built-ins (src/shims).
 */
const shim = (file: string) => fileURLToPath(new URL(`./src/shims/${file}`, import.meta.url));
const polyfillShims = { 'object.entries': shim('objectEntries.cjs'), hasown: shim('hasown.cjs') };

// The API server (server/main.ts) serves dist/ in production; in dev, Vite proxies /v1 to it.
export default defineConfig({
  plugins: [
    react(),
    browserPlatform(),
    demoDatabase(browserPlatform),
    reactAdminInsideAppRouter(),
    bundleModules(),
    adminPreload(),
    staticLoginPage(),
    compactIndexHtml(),
  ],
  resolve: { alias: polyfillShims },
  server: {
    port: 5173,
    proxy: { '/v1': 'http://localhost:8080', '/media': 'http://localhost:8080' },
    // In a git worktree whose node_modules links to another checkout's: sql.js's wasm is served from there.
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] },
  },
  // dist/.vite/manifest.json and bundle-modules.json feed the bundle-size guard and map (scripts/bundleBudget.ts),
  // which then deletes them.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200, manifest: true },
});
