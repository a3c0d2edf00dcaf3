import type { DatabaseStore } from './keptDatabase';

const EXPORTED = 'mock mode: database exported';
const SAVED = 'mock mode: database saved';

/** What the saver needs of mock mode's backend (server/hosts/browser.ts). */
export interface SavedBackend {
  /** The database changed since it was opened or last exported. */
  hasChanges(): boolean;
  /** A call is inside a transaction: exporting now would lose it (sql.js reopens the database to export). */
  inTransaction(): boolean;
  /** The database's bytes. */
  exportDatabase(): Uint8Array;
}

export interface KeptDatabaseSaver {
  /** Runs one call to the backend, and plans a save for when no call is running and the page is idle. */
  track<T>(call: () => Promise<T>): Promise<T>;
  /** Saves now if there are changes and no transaction is open (the page is going away: pagehide). */
  saveNow(): void;
  /** Deletes the kept database; nothing is saved afterwards (the page is about to load afresh). */
  forget(): Promise<void>;
}

/**
 * Keeps mock mode's database in `store` after its changes (issue 31). Exporting blocks the page for as long
 * as sql.js takes to copy the file (docs/performance.md), so it runs when the page is idle after the calls
 * that changed something (`whenIdle`), or at once when the page is hidden for good; never inside a
 * transaction (a call that awaits between its statements), whose end plans the save again.
 */
export function keptDatabaseSaver(
  backend: SavedBackend,
  store: DatabaseStore,
  whenIdle: (task: () => void) => void,
  onError: (error: unknown) => void = () => undefined,
): KeptDatabaseSaver {
  let running = 0;
  let planned = false;
  let forgotten = false;
  const saveNow = () => {
    if (forgotten || backend.inTransaction() || !backend.hasChanges()) return;
    const started = performance.now();
    const bytes = backend.exportDatabase();
    // Read by the bench (scripts/bench/mockStart.ts): how long the page was blocked; and when the copy is kept
    // (the bench and tests/e2e/mockModeKept.spec.ts reload after it).
    performance.measure(EXPORTED, { start: started });
    store.write(bytes).then(() => performance.mark(SAVED), onError);
  };
  const plan = () => {
    if (planned || running > 0 || !backend.hasChanges()) return;
    planned = true;
    whenIdle(() => {
      planned = false;
      saveNow();
    });
  };
  return {
    async track(call) {
      running += 1;
      try {
        return await call();
      } finally {
        running -= 1;
        plan();
      }
    },
    saveNow,
    async forget() {
      forgotten = true;
      await store.remove();
    },
  };
}
