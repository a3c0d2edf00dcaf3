import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../src/api';
import { OPENAPI_PATH } from '../../src/api/openapi';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';
import { tempDist } from './helpers/tempDist';

const DOCS = `${API_BASE_PATH}/docs`;
const APP_PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';

let dist: string;
let removeDist: (() => void) | undefined;
let s: TestServer;
beforeAll(async () => {
  ({ dir: dist, remove: removeDist } = tempDist({ 'index.html': APP_PAGE }));
  s = await startTestServer({ distDir: dist });
}, SERVER_START_TIMEOUT);
afterAll(async () => {
  await s?.close();
  removeDist?.();
});

/** The src or href of every <script> and stylesheet <link> of a page. */
const assetsOf = (html: string, tag: 'script' | 'link') =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\s(?:src|href)="([^"]+)"`, 'g'))].map(([, url]) => url);

describe('GET /v1/admins/docs: the API reference', () => {
  it('answers the Swagger UI page without a session, with no inline script, under the app’s CSP', async () => {
    for (const path of [DOCS, `${DOCS}/`]) {
      const page = await s.request('GET', path, { token: null });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('<div id="swagger-ui">');
      expect(page.text).toContain('<title>BusAds admin API</title>');
      expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    }
  });

  it('serves its scripts and styles from this server, and the page reads the served OpenAPI document', async () => {
    const page = await s.request('GET', DOCS, { token: null });
    const scripts = assetsOf(page.text, 'script');
    const styles = assetsOf(page.text, 'link').filter((href) => href.endsWith('.css'));
    expect(scripts).toHaveLength(3);
    expect(styles.length).toBeGreaterThan(0);
    for (const url of [...scripts, ...styles]) {
      expect(url, url).toMatch(new RegExp(`^${DOCS}/static/`));
      const asset = await s.request('GET', url, { token: null });
      expect(asset.status, url).toBe(200);
      expect(asset.headers.get('content-type'), url).toMatch(url.endsWith('.js') ? /javascript/ : /^text\/css/);
    }
    const initializer = await s.request(
      'GET',
      scripts.find((url) => url.endsWith('swagger-initializer.js'))!,
      {
        token: null,
      },
    );
    expect(initializer.text).toContain(`"url":"${API_BASE_PATH}${OPENAPI_PATH}"`);
    // The plugin's own copy of the document is the same document.
    const served = await s.request('GET', API_BASE_PATH + OPENAPI_PATH, { token: null });
    expect((await s.request('GET', `${DOCS}/json`, { token: null })).body).toEqual(served.body);
  });

  it('lets browsers keep the static files but revalidate them; the page itself is not stored', async () => {
    const page = await s.request('GET', DOCS, { token: null });
    expect(page.headers.get('cache-control')).toBe('no-store');
    const bundle = await s.request('GET', `${DOCS}/static/swagger-ui-bundle.js`, { token: null });
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=0');
    const etag = bundle.headers.get('etag');
    expect(etag).toBeTruthy();
    // inject, not fetch: fetch adds Cache-Control: no-cache to a request with If-None-Match, which forbids a 304.
    const again = await s.app.inject({
      url: `${DOCS}/static/swagger-ui-bundle.js`,
      headers: { 'if-none-match': etag! },
    });
    expect(again.statusCode).toBe(304);
  });

  it('leaves other paths as they were: the API’s JSON 404 under /v1, the app’s page elsewhere', async () => {
    for (const path of [`${DOCS}/static/nope.js`, `${DOCS}/nope`, `${API_BASE_PATH}/nope`]) {
      const answer = await s.request('GET', path, { token: null });
      expect(answer.status, path).toBe(404);
      expect(answer.json.error).toEqual({ code: 5, message: 'Not found', status: 404 });
    }
    const app = await s.request('GET', '/dashboard/vendors');
    expect(app.status).toBe(200);
    expect(app.text).toBe(APP_PAGE);
  });
});
