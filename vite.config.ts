import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (server/main.ts) serves dist/ in production; in dev, Vite proxies /v1 to it.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/v1': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
  // dist/.vite/manifest.json feeds the bundle-size guard (scripts/bundleBudget.ts), which then deletes it.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200, manifest: true },
});
