import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../src/api';
import { sendError } from './envelope';

/** The demo ad images (public/media, also in every build of the app), served at /media/* (ad media paths are relative to the API base). */
export const MEDIA_DIR = fileURLToPath(new URL('../../public/media', import.meta.url));

export const NOT_BUILT_HINT =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds and serves), then reload.\n' +
  'The API itself is up under /v1/admins.\n';

const isHashedAsset = (path: string) => /[\\/]assets[\\/][^\\/]+-[\w-]{8}(\.\w+)+$/.test(path);

const isApiPath = (url: string) => url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');

/**
 * The Content-Security-Policy sources of index.html's inline scripts ('sha256-…'): the script that paints the
 * login form before the app's own scripts arrive (issue 17) runs by its hash, not by 'unsafe-inline'.
 * Computed from the built file, so the policy follows whatever the build holds; none without a build.
 */
export function inlineScriptHashes(dir: string): string[] {
  const index = join(resolve(dir), 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * Static files: the built app from distDir (browser-history SPA: unknown GET paths answer index.html)
 * and /media/*. Unknown /v1 paths answer the 404 error envelope.
 */
export function installWebApp(app: FastifyInstance, dir: string): void {
  const distDir = resolve(dir);
  const hasApp = existsSync(join(distDir, 'index.html'));
  app.register(fastifyStatic, { root: MEDIA_DIR, prefix: '/media/', decorateReply: false, index: false });
  if (hasApp) {
    app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: ['index.html'],
      // The build writes .br and .gz beside each file (scripts/precompress.ts); sent when the browser accepts them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Vary', 'Accept-Encoding');
        // Vite names every asset by its content's hash: it never changes, so browsers keep it a year.
        reply.header('Cache-Control', isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (isApiPath(path)) return sendError(reply, 404, ERROR_CODE.notFound, 'Not found');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && extname(path) === '' && !path.startsWith('/media/');
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    if (!hasApp) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT_HINT);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
