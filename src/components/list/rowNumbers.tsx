import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';

/**
 * Row numbers (S/N) of a table whose rows are memoised: when a page is appended, the rows already on
 * screen do not render again, so each number cell subscribes to its own row's number and renders only
 * when that number changes (a new sort or page), not whenever the table grows.
 */
export interface RowNumbers {
  get(id: Identifier): number;
  subscribe(listener: () => void): () => void;
}

function createRowNumbers() {
  let numbers = new Map<Identifier, number>();
  let moved = false;
  const listeners = new Set<() => void>();
  return {
    get: (id: Identifier) => numbers.get(id) ?? 0,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** New rows read their number while rendering; rows already mounted hear of changes after the commit. */
    set(next: Map<Identifier, number>) {
      if (next === numbers) return;
      // Appending a page moves no row already shown: then no number cell needs to hear of it.
      moved = [...numbers].some(([id, n]) => next.has(id) && next.get(id) !== n);
      numbers = next;
    },
    notify() {
      if (moved) listeners.forEach((l) => l());
      moved = false;
    },
  };
}

/** The numbers of the rows from `offset` + 1, kept in one store for the life of the table. */
export function useRowNumbers(rows: { id: Identifier }[] | undefined, offset: number): RowNumbers {
  const [store] = useState(createRowNumbers);
  const numbers = useMemo(() => new Map((rows ?? []).map((r, i) => [r.id, offset + i + 1])), [rows, offset]);
  // Set during render so the rows rendered now read their own number; see createRowNumbers.
  store.set(numbers);
  useLayoutEffect(() => store.notify(), [store, numbers]);
  return store;
}

export const RowNumbersContext = createContext<RowNumbers | null>(null);

export function RowNumber({ id }: { id: Identifier }) {
  const numbers = useContext(RowNumbersContext);
  return useSyncExternalStore(numbers?.subscribe ?? noSubscription, () => numbers?.get(id) ?? 0);
}

const noSubscription = () => () => undefined;
