import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import {
  ListContextProvider,
  useInfinitePaginationContext,
  useListContext,
  useTranslate,
  type ListControllerResult,
} from 'react-admin';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import type { AnyRecord, Values } from '../../registry/types';
import { valueAt } from '../../format/format';
import { LOCAL_SEARCH_PREFIX } from './filtersInForce';
import { TABLE_PAGE } from './useTablePage';

/**
 * A name search over the rows already loaded, for APIs without a name parameter: the table below
 * sees only the matching rows. While a term is typed, more server pages load when the user asks
 * ('Load more' under the table, when `loadMore`), so a rare match cannot fetch every page in turn.
 */
export function LocalSearch({ source, term, loadMore, children }: LocalSearchProps) {
  const translate = useTranslate();
  const context = useListContext<AnyRecord>();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const q = term.trim().toLowerCase();
  const loaded = useMemo(() => context.data ?? [], [context.data]);
  const data = useMemo(
    () =>
      q
        ? loaded.filter((r) =>
            String(valueAt(r, source) ?? '')
              .toLowerCase()
              .includes(q),
          )
        : loaded,
    [loaded, q, source],
  );
  // The term joins the filter values seen below, so the table starts again at its first page and
  // an empty result reads as 'no results' rather than as an empty list.
  const narrowed = {
    ...context,
    data,
    filterValues: q ? { ...context.filterValues, [`${LOCAL_SEARCH_PREFIX}${source}`]: q } : context.filterValues,
  };
  return (
    <>
      <ListContextProvider value={narrowed as ListControllerResult}>{children(q !== '')}</ListContextProvider>
      {q && !context.isPending && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('busads.list.searchedLoaded', { smart_count: loaded.length })}
          </Typography>
          {loadMore && hasNextPage && (
            <Button size="small" variant="outlined" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
              {translate(isFetchingNextPage ? 'busads.list.loading' : 'busads.list.loadMore')}
            </Button>
          )}
        </Box>
      )}
    </>
  );
}

interface LocalSearchProps {
  source: string;
  /** The typed term (LocalSearchBox), held by the list so its Export button sees it too. */
  term: string;
  loadMore: boolean;
  children: (searching: boolean) => ReactNode;
}

/**
 * The box of a local search. It sits where the server's search box sits on other screens: in the
 * list's toolbar (react-admin hands a single `filters` element extra props, which are not used here).
 */
export function LocalSearchBox({ term, onTermChange }: { term: string; onTermChange: (term: string) => void }) {
  const translate = useTranslate();
  // Drawn as react-admin's SearchInput (the server search box of other screens): same size, icon at the end.
  return (
    <TextField
      size="small"
      margin="dense"
      hiddenLabel
      value={term}
      onChange={(e) => onTermChange(e.target.value)}
      placeholder={translate('busads.list.search')}
      slotProps={{
        htmlInput: { 'aria-label': translate('busads.list.search') },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The URL parameter of the local search term, beside react-admin's filter, sort and page. */
const TERM = 'search';

/**
 * The local search term, kept in the URL (?search=) so a reload, Back or a shared link searches again.
 * Not in the filter: a new filter is a new server load, and the term searches the rows already loaded.
 * Typing replaces the history entry rather than adding one per key. The box reads its own state (a
 * URL update may come later than the key pressed) and takes the URL's term on Back and Forward.
 */
export function useLocalTerm(defaultFilter: Values): [string, (term: string) => void] {
  const [params, setParams] = useSearchParams();
  const [term, setTerm] = useState(() => params.get(TERM) ?? '');
  const { key } = useLocation();
  const navigation = useNavigationType();
  const fromUrl = params.get(TERM) ?? '';
  // Only a move in the history (a new location key) brings the URL's term back.
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    if (navigation === 'POP') setTerm(fromUrl);
  }
  // react-admin writes its query afresh on a new filter or sort, without the term: the term still applies, so the
  // URL gets it back (a reload after a new filter searches again).
  const restoreTerm = useEffectEvent(() => {
    if (navigation === 'POP' || !term || fromUrl === term) return;
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        query.set(TERM, term);
        return query;
      },
      { replace: true },
    );
  });
  useEffect(() => restoreTerm(), [key]);
  const set = (next: string) => {
    setTerm(next);
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        if (next) query.set(TERM, next);
        else query.delete(TERM);
        // A new term starts the table again at its first page.
        query.delete(TABLE_PAGE);
        // react-admin reads any query as the list's own: without a filter in it, the defaults would be lost.
        if (!query.has('filter') && Object.keys(defaultFilter).length > 0)
          query.set('filter', JSON.stringify(defaultFilter));
        return query;
      },
      { replace: true },
    );
  };
  return [term, set];
}
