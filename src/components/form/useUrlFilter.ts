import { useMemo } from 'react';
import type { Values } from '../../registry/types';
import { useQueryParams } from '../useQueryParams';

/** The URL parameter of a page's filter: react-admin's lists' own (?filter={...}), so links read alike. */
const FILTER = 'filter';

/**
 * The filter of a page that is not a react-admin list (Reports), kept in the URL as lists keep theirs: a
 * reload, Back or a shared link opens the same filter. Without one in the URL, `defaults()` is in force (and
 * moves with the clock, as a list's first load does). Applying a filter adds a history entry (Back returns to
 * the one before); `null` goes back to the defaults.
 */
export function useUrlFilter(defaults: () => Values): [Values, (filter: Values | null) => void] {
  const [{ [FILTER]: text }, setParams] = useQueryParams([FILTER]);
  const filter = useMemo(() => parseFilter(text) ?? defaults(), [text, defaults]);
  const setFilter = (next: Values | null) => {
    // The same filter again adds no history entry (useGetOne asks again only for a new filter).
    if ((next ? JSON.stringify(next) : null) === text) return;
    setParams({ [FILTER]: next ? JSON.stringify(next) : null });
  };
  return [filter, setFilter];
}

function parseFilter(text: string | null): Values | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : undefined;
  } catch {
    return undefined;
  }
}
