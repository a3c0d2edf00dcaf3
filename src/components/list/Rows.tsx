import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { DataTable, useGetIdentity, useListContext, useTranslate } from 'react-admin';
import type { AnyRecord, ResourceDecl } from '../../registry/types';
import { useAccess } from '../../auth/privileges';
import { RowAccessContext, SignedInContext } from '../actions/RowActions';
import { Failure } from '../feedback/Failure';
import { ColumnsStore, useColumnsStoreKey, useDefaultHidden } from './columnStore';
import { ListEmpty } from './ListEmpty';
import { leanBody, leanBodySx, RowOffsetContext } from './LeanBody';
import { ListProgress } from './ListProgress';
import { RowCards } from './RowCards';
import { useKeepTableFocus } from './useKeepTableFocus';
import { useListFailure } from './useListFailure';
import { usePhone } from './usePhone';

/**
 * The table of the list context's rows; `offset` numbers them when they are one page of many (S/N).
 * A failed load shows its reason and Retry instead (above the rows when some are loaded), and keeps showing it
 * while the list tries again by itself (useListFailure).
 * Rows are memoised per record (LeanBody.tsx), so appending a page renders the new rows only.
 * On a phone the rows are cards (RowCards.tsx). The table's columns are the admin's choice (the Columns
 * button, ListColumnsButton.tsx), kept under `columnsKey` (default: the resource's name).
 */
export function Rows({ decl, offset = 0, columnsKey }: { decl: ResourceDecl; offset?: number; columnsKey?: string }) {
  const translate = useTranslate();
  const { data, refetch, isFetching } = useListContext<AnyRecord>();
  const error = useListFailure();
  const { identity } = useGetIdentity();
  const access = useAccess();
  const tableRegion = useKeepTableFocus(data);
  const phone = usePhone();
  const storeKey = useColumnsStoreKey(columnsKey ?? decl.name);
  const hidden = useDefaultHidden(decl);
  // The header's columns; the rows are the lean body's (LeanBody.tsx), built once per resource.
  const columns = useMemo(
    () => [
      ...decl.list!.columns.map((c) => (
        <DataTable.Col
          key={c.source}
          source={c.source}
          label={translate(c.label)}
          // Only a list the browser holds whole can sort; server pages come in the server's order.
          disableSort={decl.list!.paging !== 'client' || c.kind === 'index' || (c.value !== undefined && !c.sortable)}
        />
      )),
      decl.actions.length > 0 && <DataTable.Col key="actions" label="" disableSort headerClassName="busads-actions" />,
    ],
    [decl, translate],
  );
  const body = useMemo(() => leanBody(decl), [decl]);
  // In place of the table, or above the rows already loaded when a later page or a refresh failed.
  const failure = error ? (
    <Failure
      message={translate('busads.list.error', { message: error.message })}
      retryLabel={translate('busads.list.retry')}
      onRetry={() => void refetch()}
      sx={{ my: 1 }}
    />
  ) : null;
  const progress = <ListProgress active={Boolean(isFetching)} />;
  if (failure && !data?.length)
    return (
      <>
        {progress}
        {failure}
      </>
    );
  const empty = <ListEmpty decl={decl} />;
  const label = translate(`resources.${decl.name}.name`, { smart_count: 2, _: decl.name });
  if (phone)
    return (
      <>
        {progress}
        {failure}
        {/* Focusable from script only: the keeper of a keyboard user's place (useKeepTableFocus). */}
        <Box ref={tableRegion} role="region" tabIndex={-1} aria-label={label}>
          <RowOffsetContext.Provider value={offset}>
            <SignedInContext.Provider value={identity}>
              <RowAccessContext.Provider value={access}>
                <RowCards decl={decl} empty={empty} />
              </RowAccessContext.Provider>
            </SignedInContext.Provider>
          </RowOffsetContext.Provider>
        </Box>
      </>
    );
  return (
    <>
      {progress}
      {failure}
      {/* The table scrolls sideways on its own, so a phone-sized screen keeps its layout; focusable, so
          the keyboard can scroll it too (arrow keys). */}
      <Box ref={tableRegion} role="region" tabIndex={0} aria-label={label} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <RowOffsetContext.Provider value={offset}>
          <SignedInContext.Provider value={identity}>
            <RowAccessContext.Provider value={access}>
              <ColumnsStore>
                <DataTable
                  size="small"
                  body={body}
                  sx={leanBodySx}
                  aria-rowcount={(data?.length ?? 0) + 1}
                  bulkActionButtons={false}
                  rowClick={false}
                  storeKey={storeKey}
                  hiddenColumns={hidden}
                  empty={empty}
                >
                  {columns}
                </DataTable>
              </ColumnsStore>
            </RowAccessContext.Provider>
          </SignedInContext.Provider>
        </RowOffsetContext.Provider>
      </Box>
    </>
  );
}
