import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DataTable, InfiniteList, SearchInput, useListContext, useTranslate } from 'react-admin';
import type { AnyRecord, ResourceDecl } from '../../resources/types';
import { RowActions } from '../actions/RowActions';
import { Cell } from './cells';
import { FilterCard } from './FilterCard';
import { LoadMore } from './LoadMore';

/** The list screen of a declared resource whose server pages are appended (load more). */
export function ResourceList({ decl }: { decl: ResourceDecl }) {
  const translate = useTranslate();
  const list = decl.list!;
  const search = list.search ? [<SearchInput key="search" source={list.search} alwaysOn placeholder={translate('busads.list.search')} />] : undefined;
  return (
    <InfiniteList
      resource={decl.name}
      perPage={list.perPage}
      debounce={1000}
      filters={search}
      disableSyncWithLocation
      pagination={<LoadMore />}
      actions={false}
      sx={{ '& .RaList-main': { mt: 1, minWidth: 0 } }}
      empty={false}
    >
      {list.filters && <FilterCard fields={list.filters} search={list.search} />}
      <Rows decl={decl} />
    </InfiniteList>
  );
}

/** Cells whose values read badly when wrapped. */
const noWrap = new Set(['date', 'money', 'count', 'index']);

function Rows({ decl }: { decl: ResourceDecl }) {
  const translate = useTranslate();
  const { data, error, refetch, filterValues } = useListContext<AnyRecord>();
  const indexOf = useMemo(() => new Map((data ?? []).map((r, i) => [r.id, i + 1])), [data]);
  if (error)
    return (
      <Alert severity="error" action={<Button onClick={() => refetch()}>{translate('busads.list.retry')}</Button>}>
        {translate('busads.list.error', { message: error.message })}
      </Alert>
    );
  const filtered = Object.keys(filterValues).length > 0;
  return (
    // The table scrolls sideways on its own, so a phone-sized screen keeps its layout.
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
    <DataTable
      size="small"
      bulkActionButtons={false}
      rowClick={false}
      empty={<Typography sx={{ p: 3, textAlign: 'center' }}>{translate(filtered ? 'busads.list.noResults' : 'busads.list.empty')}</Typography>}
    >
      {decl.list!.columns.map((c) => (
        <DataTable.Col
          key={c.source}
          source={c.source}
          label={translate(c.label)}
          disableSort
          cellSx={noWrap.has(c.kind ?? 'text') ? () => ({ whiteSpace: 'nowrap' }) : undefined}
          render={(record: AnyRecord) => <Cell column={c} record={record} index={indexOf.get(record.id) ?? 0} />}
        />
      ))}
      {decl.actions.length > 0 && (
        <DataTable.Col label="" disableSort render={(record: AnyRecord) => <RowActions decl={decl} record={record} />} />
      )}
    </DataTable>
    </Box>
  );
}
