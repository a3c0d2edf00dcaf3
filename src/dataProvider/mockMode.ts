// The one arrow from the app into server/ (allowed by eslint.config.js for this file only): mock mode
// runs the server's own handlers, migrations and demo data in the browser, over SQLite in WebAssembly.
import { createBrowserBackend, type BrowserBackend } from '../../server/hosts/browser';
import { downloadDemoDatabase } from './demoDatabaseFile';
import { browserStore } from './keptDatabase';
import { keptDatabaseSaver } from './keptDatabaseSaver';

/**
 * Mock mode (config.json `"dataProvider": "mock"`): the `fetch` the app's HTTP client uses instead of the network.
 * Loaded on demand (dataProvider/appCall.ts), so api-mode users never download it. It starts from the database
 * this browser kept (keptDatabase.ts), else from the demo database the build made, and keeps its changes, so a
 * reload finds the session and the data as they were (issue 31); resetDemoData starts afresh.
 */
const store = browserStore();

async function startBackend(): Promise<BrowserBackend> {
  const kept = await store.read().catch(() => undefined);
  if (kept) {
    try {
      return await createBrowserBackend(kept);
    } catch {
      // Not a database sql.js can open, or one the migrations cannot bring up to date: the demo data instead.
    }
  }
  const demo = await downloadDemoDatabase();
  return createBrowserBackend(demo.bytes, demo.seededAt);
}

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);

const started = performance.now();
const backend = startBackend();
// Read by the bench (scripts/bench/mockStart.ts).
backend.then(
  () => performance.measure('mock mode: database opened', { start: started }),
  () => undefined,
);
const saver = backend.then((b) => {
  const kept = keptDatabaseSaver(b, store, whenIdle, (error) => console.error('mock mode: not saved', error));
  addEventListener('pagehide', () => kept.saveNow());
  return kept;
});
// A backend that could not start fails each call (demoFetch), which says why: not an unhandled rejection here.
saver.catch(() => undefined);

export const demoFetch: typeof fetch = async (input, init) => {
  const [b, kept] = await Promise.all([backend, saver]);
  return kept.track(() => b.fetch(input, init));
};

/** 'Reset demo data': forgets the kept database; the caller then loads the page afresh. */
export async function resetDemoData(): Promise<void> {
  const kept = await saver.catch(() => undefined);
  await (kept ? kept.forget() : store.remove());
}
