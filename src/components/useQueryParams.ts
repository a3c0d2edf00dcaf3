import { useSearchParams } from 'react-router-dom';

/**
 * One URL query parameter as a screen's state (a page of its own, not a react-admin list): a reload, Back or a
 * shared link opens the same view. `replace` for typing (one history entry per search, not per key).
 * Setting several at once: `set({name: value})`; null removes one.
 */
export function useQueryParams<K extends string>(
  names: readonly K[],
): [Record<K, string | null>, (values: Partial<Record<K, string | null>>, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((n) => [n, params.get(n)])) as Record<K, string | null>;
  const set = (next: Partial<Record<K, string | null>>, replace = false) =>
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(next) as [K, string | null][])
          if (value === null || value === '') query.delete(name);
          else query.set(name, value);
        return query;
      },
      { replace },
    );
  return [values, set];
}
