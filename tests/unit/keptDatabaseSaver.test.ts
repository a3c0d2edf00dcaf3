import { describe, expect, it } from 'vitest';
import type { DatabaseStore } from '../../src/dataProvider/keptDatabase';
import { keptDatabaseSaver, type SavedBackend } from '../../src/dataProvider/keptDatabaseSaver';

/** A backend whose database changes when told, and a store that records what it was asked. */
function setup() {
  let version = 0;
  let changed = false;
  let transaction = false;
  const backend: SavedBackend & { change(): void; transaction(open: boolean): void } = {
    change: () => {
      version += 1;
      changed = true;
    },
    transaction: (open) => (transaction = open),
    hasChanges: () => changed,
    inTransaction: () => transaction,
    exportDatabase: () => {
      changed = false;
      return Uint8Array.of(version);
    },
  };
  const saved: number[] = [];
  const asked: string[] = [];
  const store: DatabaseStore = {
    read: () => Promise.resolve(undefined),
    write: (bytes) => {
      saved.push(bytes[0]);
      return Promise.resolve();
    },
    remove: () => {
      asked.push('remove');
      return Promise.resolve();
    },
  };
  const idle: (() => void)[] = [];
  const runIdle = () => idle.splice(0).forEach((task) => task());
  const saver = keptDatabaseSaver(backend, store, (task) => idle.push(task));
  return { backend, saved, asked, idle, runIdle, saver };
}

/** A call that has started and ends when told. */
function openCall() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { ended, end };
}

describe('mock mode keeps its database (issue 31)', () => {
  it('saves a change once the page is idle after the call, once', async () => {
    const { backend, saved, idle, runIdle, saver } = setup();
    await saver.track(async () => backend.change());
    expect(saved).toEqual([]);
    expect(idle).toHaveLength(1);
    runIdle();
    expect(saved).toEqual([1]);
    runIdle();
    expect(saved).toEqual([1]);
  });

  it('saves nothing after calls that change nothing', async () => {
    const { saved, idle, runIdle, saver } = setup();
    await saver.track(async () => 'read');
    runIdle();
    saver.saveNow();
    expect(idle).toHaveLength(0);
    expect(saved).toEqual([]);
  });

  it('never exports inside a transaction (sql.js would lose it): the save waits for the call that holds it', async () => {
    const { backend, saved, runIdle, saver } = setup();
    await saver.track(async () => backend.change());
    const slow = openCall();
    const running = saver.track(async () => {
      backend.transaction(true);
      backend.change();
      await slow.ended;
      backend.transaction(false);
    });
    runIdle();
    saver.saveNow();
    expect(saved).toEqual([]);
    slow.end();
    await running;
    runIdle();
    expect(saved).toEqual([2]);
  });

  it('saves when the page goes away while a call that only reads is still running', async () => {
    const { backend, saved, saver } = setup();
    await saver.track(async () => backend.change());
    const slow = openCall();
    const reading = saver.track(() => slow.ended);
    saver.saveNow();
    expect(saved).toEqual([1]);
    slow.end();
    await reading;
  });

  it('saves at once when the page goes away (pagehide) with changes not yet saved', async () => {
    const { backend, saved, saver } = setup();
    await saver.track(async () => backend.change());
    saver.saveNow();
    expect(saved).toEqual([1]);
  });

  it('Reset demo data: the kept database is removed, and nothing is saved afterwards', async () => {
    const { backend, saved, asked, runIdle, saver } = setup();
    await saver.track(async () => backend.change());
    await saver.forget();
    runIdle();
    saver.saveNow();
    expect(asked).toEqual(['remove']);
    expect(saved).toEqual([]);
  });
});
