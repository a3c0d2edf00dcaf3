import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * The reference of issue 7: a bare react-admin 5 app (one <Admin>, ra-data-fakerest, two resources,
 * react-admin's own login page), installed from npm into a temporary folder and built there with this
 * project's Vite and React plugin. The folder is reused between runs while its package.json is the same.
 */
const ROOT = join(tmpdir(), 'busads-bench-reference');

/** The same versions as this project, so the comparison is between apps, not library releases. */
function dependencies(): Record<string, string> {
  const ours = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const same = [
    'react',
    'react-dom',
    'react-admin',
    'react-router',
    'react-router-dom',
    '@mui/material',
    '@mui/icons-material',
    '@emotion/react',
    '@emotion/styled',
  ];
  return {
    ...Object.fromEntries(same.map((name) => [name, ours.dependencies[name]])),
    'ra-data-fakerest': ours.dependencies['react-admin'],
  };
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Bare react-admin</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`;

// What the react-admin tutorial writes: fakerest data, a trivial authProvider, two guessed resources.
const MAIN_TSX = `import { createRoot } from 'react-dom/client';
import { Admin, Resource, ListGuesser, EditGuesser, type AuthProvider } from 'react-admin';
import fakeRestProvider from 'ra-data-fakerest';

const posts = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, title: 'Post ' + (i + 1), views: i * 7, published_at: '2026-01-01' }));
const comments = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, post_id: (i % 100) + 1, body: 'Comment ' + (i + 1) }));
const dataProvider = fakeRestProvider({ posts, comments }, false, 0);

const authProvider: AuthProvider = {
  login: ({ username }) => { localStorage.setItem('username', username); return Promise.resolve(); },
  logout: () => { localStorage.removeItem('username'); return Promise.resolve(); },
  checkAuth: () => (localStorage.getItem('username') ? Promise.resolve() : Promise.reject()),
  checkError: () => Promise.resolve(),
  getIdentity: () => Promise.resolve({ id: 'user', fullName: localStorage.getItem('username') ?? '' }),
};

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} disableTelemetry>
    <Resource name="posts" list={ListGuesser} edit={EditGuesser} />
    <Resource name="comments" list={ListGuesser} edit={EditGuesser} />
  </Admin>,
);
`;

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    jsx: 'react-jsx',
    module: 'ESNext',
    moduleResolution: 'bundler',
    target: 'ES2022',
    skipLibCheck: true,
  },
});

/** Installs (once) and builds the reference app; returns its dist folder. */
export async function buildReference(log: (s: string) => void = console.log): Promise<string> {
  mkdirSync(join(ROOT, 'src'), { recursive: true });
  const pkg = JSON.stringify(
    { name: 'bare-react-admin', private: true, type: 'module', dependencies: dependencies() },
    null,
    2,
  );
  const pkgPath = join(ROOT, 'package.json');
  const installed =
    existsSync(join(ROOT, 'node_modules', 'react-admin')) &&
    existsSync(pkgPath) &&
    readFileSync(pkgPath, 'utf8') === pkg;
  if (!installed) {
    writeFileSync(pkgPath, pkg);
    log(`reference: npm install in ${ROOT}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: ROOT, stdio: 'inherit' });
  }
  writeFileSync(join(ROOT, 'index.html'), INDEX_HTML);
  writeFileSync(join(ROOT, 'src', 'main.tsx'), MAIN_TSX);
  writeFileSync(join(ROOT, 'tsconfig.json'), TSCONFIG);
  const outDir = join(ROOT, 'dist');
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  log(`reference: built into ${outDir}`);
  return outDir;
}
