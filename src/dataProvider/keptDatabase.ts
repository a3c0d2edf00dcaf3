/**
 * Where mock mode keeps its database between page loads (issue 31): the SQLite file's bytes, one record in
 * the browser's IndexedDB. Behind this small interface so the saving rules (keptDatabaseSaver.ts) are tested
 * without a browser.
 */
export interface DatabaseStore {
  read(): Promise<Uint8Array | undefined>;
  write(bytes: Uint8Array): Promise<void>;
  remove(): Promise<void>;
}

const DATABASE = 'busads-mock-mode';
const STORE = 'databases';
const KEY = 'demo';

const settled = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Resolves when the transaction is committed: a write asked for while the page goes away is not lost. */
const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });

/** The kept database in an IndexedDB (the browser's `indexedDB`). */
export function indexedDbStore(factory: IDBFactory): DatabaseStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opened ??= (() => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      return settled(request);
    })());
  const change = async (apply: (store: IDBObjectStore) => void) => {
    const transaction = (await open()).transaction(STORE, 'readwrite');
    apply(transaction.objectStore(STORE));
    // At once, rather than when the task ends: the page may be unloading (pagehide).
    transaction.commit();
    await committed(transaction);
  };
  return {
    async read() {
      const value: unknown = await settled((await open()).transaction(STORE).objectStore(STORE).get(KEY));
      return value instanceof Uint8Array ? value : undefined;
    },
    write: (bytes) => change((store) => store.put(bytes, KEY)),
    remove: () => change((store) => store.delete(KEY)),
  };
}

/** Where the browser offers no IndexedDB: nothing is kept, each page load starts from the demo database. */
const NOTHING_KEPT: DatabaseStore = {
  read: () => Promise.resolve(undefined),
  write: () => Promise.resolve(),
  remove: () => Promise.resolve(),
};

/** The browser's store for the kept database. */
export const browserStore = (): DatabaseStore =>
  typeof indexedDB === 'undefined' ? NOTHING_KEPT : indexedDbStore(indexedDB);
