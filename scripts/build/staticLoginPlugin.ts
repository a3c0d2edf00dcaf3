import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import { STATIC_LOGIN_STYLE_ID } from '../../src/customPages/staticLogin.ts';
import type { StaticLogin } from './staticLogin.tsx';

/** Where index.html's #root takes the login page. */
export const STATIC_LOGIN_PLACEHOLDER = '<!--static-login-->';

const RENDERER = fileURLToPath(new URL('./staticLogin.tsx', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./staticLoginScript.js', import.meta.url));

type Renderer = typeof import('./staticLogin.tsx');

/**
 * The login page in index.html (issue 17, issue 28): src/customPages/Login.tsx rendered by React's server renderer
 * with MUI's styles for both themes (scripts/build/staticLogin.tsx), so the form is painted as the HTML arrives,
 * before any script. Its markup takes the place of index.html's `<!--static-login-->` in #root, its styles and the
 * inline script that shows it on /login (staticLoginScript.js) go into <head>; the server allows that script by
 * its hash (server/http/webApp.ts). React's own login page replaces it when the scripts have run
 * (src/customPages/staticLogin.ts). In `vite build` the page is rendered through Vite's module runner, in `vite`
 * (dev) through the dev server's; both at each transform, so it follows Login.tsx and the catalogue.
 */
export function staticLoginPage(): Plugin {
  let root = process.cwd();
  return {
    name: 'busads-static-login',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      // After Vite's own: its entry script and preloads come first in <head>, fetched as soon as they are read.
      order: 'post',
      async handler(html, ctx) {
        const { renderStaticLogin } = await loadRenderer(root, ctx.server);
        return injectStaticLogin(html, renderStaticLogin(), readFileSync(SCRIPT, 'utf8'));
      },
    },
  };
}

async function loadRenderer(root: string, server: ViteDevServer | undefined): Promise<Renderer> {
  if (server) return (await server.ssrLoadModule(RENDERER)) as Renderer;
  const { module } = await runnerImport<Renderer>(RENDERER, { root, configFile: false, logLevel: 'error' });
  return module;
}

/**
 * index.html with the login page: its markup in #root, hidden unless the inline script has found the path is
 * /login (`data-static-login`), and not shown either when the app's own script failed to download
 * (`data-boot-failed`, index.html's boot script, which shows 'Cannot reach the server' instead). Its style comes
 * before the script, which removes it on any other path.
 */
export function injectStaticLogin(html: string, login: StaticLogin, script: string): string {
  if (!html.includes(STATIC_LOGIN_PLACEHOLDER))
    throw new Error(`index.html has no ${STATIC_LOGIN_PLACEHOLDER} in its #root for the login page`);
  // Minified: they are in every page's HTML, read before anything is painted.
  const code = transformSync(script, { minify: true, target: 'es2020' }).code.trim();
  const style = transformSync(
    `html[data-static-login]:not([data-boot-failed]) #static-login-page{display:contents}${login.css}`,
    { loader: 'css', minify: true },
  ).code.trim();
  return html
    .replace(
      '</head>',
      () =>
        `  <style id="${STATIC_LOGIN_STYLE_ID}">${style}</style>\n` +
        `    <script data-title="${escapeAttribute(login.title)}">${code}</script>\n  </head>`,
    )
    .replace(STATIC_LOGIN_PLACEHOLDER, () => `<div id="static-login-page" hidden>${login.html}</div>`);
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The built index.html without its comments (they document index.html for its readers) and with its inline
 * scripts minified: every page's first response, read before anything is painted (on the operators' network,
 * 1.6 Mbps, each kilobyte is 5 ms). The server hashes the inline scripts of the built file for the CSP.
 */
export function compactIndexHtml(): Plugin {
  return {
    name: 'busads-compact-index-html',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: compactHtml },
  };
}

export function compactHtml(html: string): string {
  return html
    .split(/(<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>)/)
    .map((part) => {
      const script = /^<script\b([^>]*)>([\s\S]*)<\/script>$/.exec(part);
      // A comment goes with the line break after it; one between two texts (React's `<!-- -->`) leaves them apart.
      if (!script) return part.startsWith('<style') ? part : part.replace(/<!--[\s\S]*?-->(\n\s*)?/g, '');
      const [, attributes, code] = script;
      if (/\ssrc=|type="module"/.test(attributes) || !code.trim()) return part;
      return `<script${attributes}>${transformSync(code, { minify: true, target: 'es2020' }).code.trim()}</script>`;
    })
    .join('');
}
