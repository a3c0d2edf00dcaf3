import { useMemo } from 'react';
import { InfiniteList, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import type { ResourceDecl } from '../../resources/types';
import { CreateAction } from '../actions/CreateAction';
import { FilterCard } from './FilterCard';
import { LoadMore } from './LoadMore';
import { Rows } from './Rows';
import { TablePages } from './TablePages';

/**
 * The list screen of a declared resource. Server pages are appended: by a 'Load more' button, or,
 * with `tablePageSize`, by reaching the last page of a paged table.
 */
export function ResourceList({ decl }: { decl: ResourceDecl }) {
  const translate = useTranslate();
  const list = decl.list!;
  const defaultFilter = useMemo(() => list.defaultFilter?.() ?? {}, [list]);
  const search = list.search ? [<SearchInput key="search" source={list.search} alwaysOn placeholder={translate('busads.list.search')} />] : undefined;
  return (
    <InfiniteList
      resource={decl.name}
      perPage={list.perPage}
      debounce={1000}
      filters={search}
      filterDefaultValues={defaultFilter}
      disableSyncWithLocation
      pagination={list.tablePageSize ? false : <LoadMore />}
      actions={decl.create ? <TopToolbar><CreateAction resource={decl.name} create={decl.create} /></TopToolbar> : false}
      sx={{ '& .RaList-main': { mt: 1, minWidth: 0 } }}
      empty={false}
    >
      {list.filters && <FilterCard fields={list.filters} search={list.search} />}
      {list.tablePageSize ? <TablePages decl={decl} pageSize={list.tablePageSize} /> : <Rows decl={decl} />}
    </InfiniteList>
  );
}
