import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import type { AnyRecord, Column, ResourceDecl } from '../../resources/types';
import { RowActions } from '../actions/RowActions';
import { Cell } from './cells';
import { ListFailure } from './ListFailure';
import { ListProgress } from './ListProgress';
import { RowNumber, RowNumbersContext, useRowNumbers } from './rowNumbers';

/** Cells whose values read badly when wrapped; truncated text is short by construction, so it stays on one line too. */
const noWrapKinds = new Set(['date', 'money', 'count', 'index']);
const noWrap = (c: Column<AnyRecord>) => c.noWrap === true || noWrapKinds.has(c.kind ?? 'text') || c.truncate !== undefined;

const noWrapSx = () => ({ whiteSpace: 'nowrap' });

/**
 * The table of the list context's rows; `offset` numbers them when they are one page of many (S/N).
 * A failed load shows its reason and Retry instead (above the rows when some are loaded).
 * The columns are built once per resource, so react-admin's memoised rows do not render again when
 * a page is appended: the cost of 'Load more' stays that of the new rows, however long the table.
 */
export function Rows({ decl, offset = 0 }: { decl: ResourceDecl; offset?: number }) {
  const translate = useTranslate();
  const { data, error, refetch, filterValues, isFetching } = useListContext<AnyRecord>();
  const numbers = useRowNumbers(data, offset);
  const columns = useMemo(
    () => [
      ...decl.list!.columns.map((c) => (
        <DataTable.Col
          key={c.source}
          source={c.source}
          label={translate(c.label)}
          // Only a list the browser holds whole can sort; server pages come in the server's order.
          disableSort={decl.list!.paging !== 'client' || c.kind === 'index' || (c.value !== undefined && !c.sortable)}
          cellSx={noWrap(c) ? noWrapSx : undefined}
          render={(record: AnyRecord) => (c.kind === 'index' ? <RowNumber id={record.id} /> : <Cell column={c} record={record} />)}
        />
      )),
      decl.actions.length > 0 && <DataTable.Col key="actions" label="" disableSort render={(record: AnyRecord) => <RowActions decl={decl} record={record} />} />,
    ],
    [decl, translate],
  );
  const failure = error ? <ListFailure error={error} onRetry={() => void refetch()} /> : null;
  const progress = <ListProgress active={Boolean(isFetching)} />;
  if (failure && !data?.length)
    return (
      <>
        {progress}
        {failure}
      </>
    );
  const filtered = Object.keys(filterValues).length > 0;
  const emptyText = decl.list!.emptyText ?? (filtered ? 'busads.list.noResults' : 'busads.list.empty');
  return (
    <>
      {progress}
      {failure}
      {/* The table scrolls sideways on its own, so a phone-sized screen keeps its layout. */}
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <RowNumbersContext.Provider value={numbers}>
          <DataTable size="small" bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 3, textAlign: 'center' }}>{translate(emptyText)}</Typography>}>
            {columns}
          </DataTable>
        </RowNumbersContext.Provider>
      </Box>
    </>
  );
}
