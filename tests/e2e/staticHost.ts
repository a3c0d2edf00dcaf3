import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import type { HeaderList } from '../../scripts/staticHeaders';

/**
 * A static host as plain as they come, for tests/e2e/staticHosting.spec.ts: the files of a folder, index.html
 * for any other path (browser history), and no headers of its own but the ones its `_headers` file names
 * (the Netlify / Cloudflare Pages convention that `npm run build` writes, scripts/staticHeaders.ts).
 */

interface HeaderRule {
  path: RegExp;
  headers: HeaderList;
}

/** `_headers`: a path pattern (`*` matches anything) on its own line, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*');
      rules.push({ path: new RegExp(`^${pattern}$`), headers: [] });
      continue;
    }
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!header || rules.length === 0) throw new Error(`_headers: cannot read '${line}'`);
    rules.at(-1)!.headers.push([header[1], header[2].trim()]);
  }
  return rules;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

export interface StaticHost {
  origin: string;
  /** The served folder: a copy of the build, which the test may change (config.json, _headers). */
  root: string;
  close(): Promise<void>;
}

/** Serves a copy of the build (DIST_DIR, default dist/) with this config.json, on a port the system picks. */
export async function hostBuildCopy(
  config: unknown,
  dist = resolve(process.env.DIST_DIR ?? 'dist'),
): Promise<StaticHost> {
  const root = mkdtempSync(join(tmpdir(), 'busads-static-'));
  cpSync(dist, root, { recursive: true });
  writeFileSync(join(root, 'config.json'), JSON.stringify(config));
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const asked = resolve(join(root, path));
    const file =
      asked.startsWith(root + sep) && existsSync(asked) && statSync(asked).isFile() ? asked : join(root, 'index.html');
    const rulesFile = join(root, '_headers');
    const rules = existsSync(rulesFile) ? parseHeadersFile(readFileSync(rulesFile, 'utf8')) : [];
    for (const rule of rules)
      if (rule.path.test(path)) for (const [name, value] of rule.headers) response.setHeader(name, value);
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.end(request.method === 'HEAD' ? undefined : readFileSync(file));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    root,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
        rmSync(root, { recursive: true, force: true });
      }),
  };
}
