// The one arrow from the app into server/ (allowed by eslint.config.js for this file only): mock mode
// runs the server's own handlers, migrations and demo data in the browser, over SQLite in WebAssembly.
import { createBrowserFetch } from '../../server/hosts/browser';

/**
 * Mock mode (config.json `"dataProvider": "mock"`): the `fetch` the app's HTTP client uses instead of the network.
 * Loaded on demand (dataProvider/appCall.ts), so api-mode users never download it. Writes change the
 * data for as long as this page lives; a full reload starts afresh.
 */
const host = createBrowserFetch();

export const demoFetch: typeof fetch = (input, init) => host.then((fetchHost) => fetchHost(input, init));
