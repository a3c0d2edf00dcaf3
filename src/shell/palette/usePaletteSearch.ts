import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { hasModule } from '../../auth/privileges';
import type { ResourceDecl } from '../../registry/types';
import { menuEntries } from '../layout/menuEntries';
import { PALETTE_DEBOUNCE_MS, paletteSources, type PaletteHit, type PaletteSource } from './paletteSources';

/** A group of the palette's results: its heading, its hits, and how its search went. */
export interface PaletteGroup {
  key: string;
  heading: string;
  hits: PaletteHit[];
  loading: boolean;
  error?: string;
}

/** `value` once it has stayed the same for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What the palette shows for a term: the menu's screens whose label contains it (all of them for an empty
 * term), then one group per resource the admin may read, each searched by its own list call once typing
 * pauses. The privileges are the side menu's (react-admin's permissions, menuEntries), so the palette never
 * offers what the menu hides. A failed search shows its error in its own group; the others still show.
 */
export function usePaletteSearch(term: string, registry: readonly ResourceDecl[]) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions<string[]>();
  const privileges = useMemo(() => permissions ?? [], [permissions]);
  const trimmed = term.trim();
  const searched = useDebounced(trimmed, PALETTE_DEBOUNCE_MS);

  const sources = useMemo(
    () =>
      paletteSources.filter((source: PaletteSource) => {
        const decl = registry.find((d) => d.name === source.resource);
        return decl !== undefined && hasModule(privileges, decl.module);
      }),
    [registry, privileges],
  );

  const answers = useQueries({
    queries: sources.map((source) => ({
      queryKey: ['palette', source.resource, searched],
      queryFn: ({ signal }: { signal: AbortSignal }) => source.search(dataProvider, searched, signal),
      enabled: searched !== '',
      retry: false,
      staleTime: 30_000,
      // While the next term is searched, the last answer stays on screen rather than an empty group.
      placeholderData: keepPreviousData,
    })),
  });

  const needle = trimmed.toLowerCase();
  const screens: PaletteGroup = {
    key: 'screens',
    heading: translate('busads.palette.group.screens'),
    loading: false,
    hits: menuEntries(registry, privileges)
      .map((entry) => ({ key: `screen-${entry.key}`, primary: translate(entry.label), to: entry.to }))
      .filter((hit) => hit.primary.toLowerCase().includes(needle)),
  };
  const records: PaletteGroup[] =
    trimmed === ''
      ? []
      : sources.map((source, i) => {
          const answer = answers[i];
          return {
            key: source.resource,
            heading: translate(source.heading),
            hits: answer.error ? [] : (answer.data ?? []),
            loading: searched !== trimmed || answer.isFetching,
            error: answer.error?.message,
          };
        });
  return [screens, ...records];
}
