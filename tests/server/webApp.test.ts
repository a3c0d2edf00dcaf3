import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { tempDist } from './helpers/tempDist';
import { startTestServer, type TestServer } from './helpers/testServer';

const INDEX = '<!doctype html><html><body><div id="root">busads test app</div></body></html>';
const BUNDLE = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `row ${i}`))};\n`;
let dist: string;
let removeDist: (() => void) | undefined;
let s: TestServer;
beforeAll(async () => {
  ({ dir: dist, remove: removeDist } = tempDist({
    'index.html': INDEX,
    'assets/app.js': 'console.log("app")',
    'assets/index-AbC_12-z.js': BUNDLE,
  }));
  precompress(dist);
  s = await startTestServer({ distDir: dist, seed: false });
});
afterAll(async () => {
  await s?.close();
  removeDist?.();
});

describe('web app', () => {
  it.each(['/', '/login', '/dashboard/vendors', '/dashboard/app?x=1', '/some/unknown/page'])(
    'serves index.html at %s (browser history)',
    async (path) => {
      const answer = await s.request('GET', path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      expect(answer.text).toBe(INDEX);
    },
  );

  it('serves built assets, and 404 for a missing one instead of HTML', async () => {
    const asset = await s.request('GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('console.log');
    const missing = await s.request('GET', '/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<html');
  });

  it('sends the build compressed when the browser accepts it, and the same bytes uncompressed otherwise', async () => {
    const gzip = await fetch(`${s.base}/assets/index-AbC_12-z.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(gzip.headers.get('content-type')).toMatch(/javascript/);
    // fetch decodes the body itself: it must still be the bundle, and smaller on the wire.
    expect(await gzip.text()).toBe(BUNDLE);
    expect(Number(gzip.headers.get('content-length'))).toBeLessThan(BUNDLE.length / 3);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-AbC_12-z.js.gz'))).toString()).toBe(BUNDLE);

    const brotli = await s.request('GET', '/assets/index-AbC_12-z.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const plain = await s.request('GET', '/assets/index-AbC_12-z.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(BUNDLE);
  });

  it('lets browsers keep hashed assets for a year, and revalidate the page itself', async () => {
    const asset = await s.request('GET', '/assets/index-AbC_12-z.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/dashboard/vendors']) {
      expect((await s.request('GET', path)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the demo ad images at /media/*', async () => {
    const image = await s.request('GET', '/media/ad-1.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect((await s.request('GET', '/media/nope.svg')).status).toBe(404);
  });

  it('answers JSON 404s under /v1, never the app', async () => {
    const answer = await s.request('GET', '/v1/admins/get/something');
    expect(answer.status).toBe(404);
    expect(answer.json.error?.code).toBe(5);
  });
});

describe('without a built app', () => {
  it('answers a clear text hint', async () => {
    const bare = await startTestServer({ seed: false, distDir: join(tmpdir(), 'busads-no-such-dist') });
    try {
      const answer = await bare.request('GET', '/dashboard/vendors');
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
