// The one arrow from the app into server/ (allowed by eslint.config.js for this file only): mock mode
// runs the server's own handlers, migrations and demo data in the browser, over SQLite in WebAssembly.
import { createBrowserFetch } from '../../server/hosts/browser';
import { createHttpClient } from './httpClient';

/**
 * Mock mode (config.json `"dataProvider": "mock"`): the app's HTTP client over the in-browser host.
 * Loaded on demand (dataProvider/appCall.ts), so api-mode users never download it. Writes change the
 * data for as long as this page lives; a full reload starts afresh.
 */
const host = createBrowserFetch();

export const demoCall = createHttpClient('', (input, init) => host.then((fetchHost) => fetchHost(input, init)));
