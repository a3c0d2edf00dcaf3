import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * The reference: the plainest honest react-admin 5 app (issue 17). One <Admin> in <StrictMode>,
 * ra-data-fakerest, two resources with explicit lists (no guessers), react-admin's own <Login>;
 * installed from npm into a temporary folder and built there in production mode with this project's
 * Vite and React plugin, then served precompressed like ours (scripts/bench/staticServer.ts). The
 * folder is reused between runs while its package.json is the same.
 */
const ROOT = join(tmpdir(), 'busads-bench-reference');

/** The same versions as this project, so the comparison is between apps, not library releases. */
function dependencies(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  // The browser's libraries are devDependencies since issue 27 (the server's production install leaves them out).
  const ours = { dependencies: { ...pkg.dependencies, ...pkg.devDependencies } };
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

// What the react-admin tutorial ends with: fakerest data, a trivial authProvider, two explicit lists.
const MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Login, Resource, type AuthProvider } from 'react-admin';
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

const PostList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
      <DataTable.NumberCol source="views" />
      <DataTable.Col source="published_at" />
    </DataTable>
  </List>
);

const CommentList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="post_id" />
      <DataTable.Col source="body" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} authProvider={authProvider} loginPage={Login} disableTelemetry>
      <Resource name="posts" list={PostList} />
      <Resource name="comments" list={CommentList} />
    </Admin>
  </StrictMode>,
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

/**
 * Where the bench opens the reference's login page. react-admin routes with a hash; its root would first
 * render the posts list's layout, ask checkAuth, then redirect to the login page, which our app at
 * /login does not do: both apps are opened at their login page.
 */
export const REFERENCE_LOGIN_PATH = '/#/login';

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
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  log(`reference: built into ${outDir}`);
  return outDir;
}
