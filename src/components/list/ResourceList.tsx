import { useMemo, type ReactNode } from 'react';
import { InfiniteList, List, Pagination, SearchInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { ResourceDecl } from '../../registry/types';
import { CreateAction } from '../actions/CreateAction';
import { EmptyNotice } from './EmptyNotice';
import { ExportCsvButton } from './ExportCsvButton';
import { FilterCard } from './FilterCard';
import { ListColumnsButton } from './ListColumnsButton';
import { LoadMore } from './LoadMore';
import { LocalSearch, LocalSearchBox, useLocalTerm } from './LocalSearch';
import { Rows } from './Rows';
import { WithCards } from './RowCards';
import { usePhone } from './usePhone';
import { TablePages } from './TablePages';
import { UniqueRows } from './UniqueRows';
import { useListFailure, useListQueryOptions } from './useListFailure';

/**
 * The list screen of a declared resource. Server pages are appended: by a 'Load more' button, or,
 * with `tablePageSize`, by reaching the last page of a paged table. The name search asks the server,
 * or (`search: {local}`) narrows the loaded rows; either box sits in the toolbar, above the filter form.
 *
 * Filter, search, sort, page and page size live in the URL (react-admin's ?filter=&sort=&order=&page=&perPage=;
 * a local search's ?search=, a paged table's ?tablePage=&tableRows=), so a reload, Back or a shared link opens
 * the same screen. Not in react-admin's store: a URL without
 * them opens the list with its declared defaults, as the first visit does.
 */
export function ResourceList({ decl, title }: { decl: ResourceDecl; title?: false }) {
  const translate = useTranslate();
  const list = decl.list!;
  const defaultFilter = useMemo(() => list.defaultFilter?.() ?? {}, [list]);
  const serverSearch = typeof list.search === 'string' ? list.search : undefined;
  const localSearch = typeof list.search === 'object' ? list.search.local : undefined;
  // The local search term is read here so the Export button exports the rows it narrows to.
  const [localTerm, setLocalTerm] = useLocalTerm(defaultFilter);
  const queryOptions = useListQueryOptions();
  const search = localSearch ? (
    <LocalSearchBox term={localTerm} onTermChange={setLocalTerm} />
  ) : serverSearch ? (
    [
      <SearchInput
        key="search"
        source={serverSearch}
        alwaysOn
        placeholder={translate(list.searchLabel ?? 'busads.list.search')}
      />,
    ]
  ) : undefined;
  // While a local search narrows the rows, more server pages load on request only (no fetch cascade).
  const table = (autoFetch: boolean) =>
    list.tablePageSize ? (
      <TablePages decl={decl} pageSize={list.tablePageSize} autoFetch={autoFetch} inUrl />
    ) : (
      <Rows decl={decl} />
    );
  // A call that returns everything is sorted, searched and paged in the browser (5/10/25 a page).
  const everything = list.paging === 'client';
  const rows = localSearch ? (
    <LocalSearch source={localSearch} term={localTerm} loadMore={Boolean(list.tablePageSize)}>
      {(searching) => table(!searching)}
    </LocalSearch>
  ) : (
    table(true)
  );
  const Root = everything ? List : InfiniteList;
  return (
    <Root
      resource={decl.name}
      // false: the list is part of a page that sets the app bar's title itself.
      title={title}
      perPage={list.perPage}
      sort={list.sort}
      debounce={1000}
      filters={search}
      filterDefaultValues={defaultFilter}
      storeKey={false}
      queryOptions={queryOptions}
      pagination={
        everything ? (
          <UnlessFailed>
            <Pagination rowsPerPageOptions={pageSizes(list.perPage)} />
          </UnlessFailed>
        ) : list.tablePageSize ? (
          false
        ) : (
          <LoadMore />
        )
      }
      actions={<ListActions decl={decl} localTerm={localTerm} />}
      sx={{ '& .RaList-main': { mt: 1, minWidth: 0 } }}
      empty={false}
    >
      {list.filters && <FilterCard fields={list.filters} search={serverSearch} initial={defaultFilter} />}
      {list.emptyNotice && <EmptyNotice message={list.emptyNotice} search={serverSearch} />}
      {list.dedupe ? <UniqueRows>{rows}</UniqueRows> : rows}
    </Root>
  );
}

/**
 * The list's toolbar. A component of its own: with a single search box as `filters` (the local search),
 * react-admin hands that element to the actions as a `filters` prop, which TopToolbar would put on its
 * <div> as filters="[object Object]".
 */
function ListActions({ decl, localTerm }: { decl: ResourceDecl; localTerm: string }) {
  return (
    <TopToolbar>
      {decl.create && <CreateAction resource={decl.name} create={decl.create} />}
      <ListColumnsButton decl={decl} />
      <ExportCsvButton decl={decl} localTerm={localTerm} />
    </TopToolbar>
  );
}

/** Table page sizes 5/10/25 (SPEC.md section 9), plus an initial size outside them (15) so the selector can show it. */
const pageSizes = (initial: number) => [...new Set([5, 10, 25, initial])].sort((a, b) => a - b);

/**
 * The pager is left out while the list failed: it would count rows that are not there. On a phone it comes in
 * with the first cards (WithCards).
 */
function UnlessFailed({ children }: { children: ReactNode }) {
  const { isPending } = useListContext();
  const error = useListFailure();
  const phone = usePhone();
  if (error) return null;
  return isPending ? children : <WithCards phone={phone}>{children}</WithCards>;
}
