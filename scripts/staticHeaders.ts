/**
 * The security headers for serving dist/ from another web server or a static host, run by `npm run build`
 * after `vite build`: writes dist/_headers (the Netlify / Cloudflare Pages convention) and
 * dist/nginx-security-headers.conf (`add_header` lines for the README's nginx example). The values are not
 * written here: the reference server is built in-process on the same dist/ and asked for its page, so the
 * files hold exactly what it sends (server/http/securityHeaders.ts: the CSP with the hashes of index.html's
 * inline scripts, 'wasm-unsafe-eval' for mock mode, and the rest of @fastify/helmet's headers).
 * An API on another origin: CSP_CONNECT_SRC, as for the server (README, "Deploying the static build").
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connect';

export type HeaderList = [name: string, value: string][];

/** What @fastify/helmet sets on every answer: the headers a static host must add for the app. */
const SECURITY =
  /^(content-security-policy|cross-origin-[a-z-]+|origin-agent-cluster|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)$/;
/** What any web server sets per file or per connection by itself. */
const PER_FILE =
  /^(content-type|content-length|content-encoding|etag|last-modified|cache-control|vary|accept-ranges|date|connection|keep-alive|transfer-encoding)$/;

/**
 * The security headers the reference server sends with the app's page (GET /) when it serves `distDir`
 * and allows calls to `connectSrc` (CSP_CONNECT_SRC). A header of neither kind stops the build, so that a
 * header the server gains is placed on one side deliberately rather than dropped or copied unseen.
 */
export async function appSecurityHeaders(distDir: string, connectSrc: readonly string[] = []): Promise<HeaderList> {
  const db = openDatabase({ kind: 'sqlite', filename: ':memory:' });
  const app = buildApp({ db, distDir, cspConnectSrc: connectSrc });
  try {
    const page = await app.inject({ url: '/' });
    if (page.statusCode !== 200 || !String(page.headers['content-type']).startsWith('text/html'))
      throw new Error(`the server answered GET / with ${page.statusCode} instead of ${distDir}/index.html`);
    const headers: HeaderList = [];
    for (const [name, value] of Object.entries(page.headers)) {
      if (SECURITY.test(name)) headers.push([name, String(value)]);
      else if (!PER_FILE.test(name))
        throw new Error(`the server sends '${name}' with the app's page: add it to SECURITY or PER_FILE`);
    }
    if (!headers.some(([name]) => name === 'content-security-policy'))
      throw new Error('the server sent no Content-Security-Policy');
    return headers.sort(([a], [b]) => a.localeCompare(b));
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** Header names as helmet writes them: Content-Security-Policy, X-DNS-Prefetch-Control, X-XSS-Protection. */
const displayName = (name: string) =>
  name
    .replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
    .replace(/\b(Dns|Xss)\b/, (acronym) => acronym.toUpperCase());

/** dist/_headers: every path gets the headers (`/*`, then indented `Name: value` lines). */
export const headersFile = (headers: HeaderList) =>
  `/*\n${headers.map(([name, value]) => `  ${displayName(name)}: ${value}\n`).join('')}`;

/** nginx `add_header` lines; `always` puts them on error answers too, as the server does. */
export function nginxConf(headers: HeaderList): string {
  const lines = headers.map(([name, value]) => {
    // In an nginx string a `$` starts a variable and `"` ends it; no such value is expected.
    if (/["$\\]/.test(value)) throw new Error(`${name}: cannot write ${value} as an nginx string`);
    return `add_header ${displayName(name)} "${value}" always;\n`;
  });
  return `# Written by npm run build (scripts/staticHeaders.ts): the security headers the reference server sends.\n${lines.join('')}`;
}

export async function writeStaticHeaders(distDir: string, connectSrc: readonly string[]): Promise<HeaderList> {
  const headers = await appSecurityHeaders(distDir, connectSrc);
  writeFileSync(join(distDir, '_headers'), headersFile(headers));
  writeFileSync(join(distDir, 'nginx-security-headers.conf'), nginxConf(headers));
  return headers;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  // Read and checked as the server reads it (server/config.ts).
  const connectSrc = loadConfig({ CSP_CONNECT_SRC: process.env.CSP_CONNECT_SRC }).CSP_CONNECT_SRC;
  const headers = await writeStaticHeaders(dir, connectSrc);
  console.log(
    `static headers: ${dir}/_headers and ${dir}/nginx-security-headers.conf, ${headers.length} headers` +
      (connectSrc.length > 0 ? `, connect-src also ${connectSrc.join(' ')}` : ''),
  );
}
