import TablePagination from '@mui/material/TablePagination';
import { useEffect } from 'react';
import {
  ListContextProvider,
  useInfinitePaginationContext,
  useListContext,
  useTranslate,
  type ListControllerResult,
} from 'react-admin';
import type { AnyRecord, ResourceDecl } from '../../registry/types';
import { WithCards } from './RowCards';
import { Rows } from './Rows';
import { usePhone } from './usePhone';
import { useTablePage } from './useTablePage';

interface TablePagesProps {
  decl: ResourceDecl;
  pageSize: number;
  /** false: reaching the last page fetches nothing (the rows are narrowed, e.g. by a local search). */
  autoFetch?: boolean;
  /** Where the table's choice of columns is kept (Rows.tsx), for a table that is not its resource's list. */
  columnsKey?: string;
  /** A screen's table: its page and page size are in the URL (useTablePage.ts); a dialog's are its own. */
  inUrl?: boolean;
}

/**
 * The loaded rows shown as table pages (5/10/25 a page). Reaching the last loaded page fetches the
 * next server page, so the user pages through everything without a 'Load more' button.
 */
export function TablePages(props: TablePagesProps) {
  // A new filter starts again from the first page (a screen's: react-admin's new query has no table page).
  const { filterValues } = useListContext();
  return <PagedTable key={props.inUrl ? 'url' : JSON.stringify(filterValues)} {...props} />;
}

function PagedTable({ decl, pageSize, autoFetch = true, columnsKey, inUrl }: TablePagesProps) {
  const translate = useTranslate();
  const context = useListContext<AnyRecord>();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const phone = usePhone();
  const { page: asked, perPage, setPage, setPerPage } = useTablePage(inUrl ? decl.name : undefined, pageSize);
  const rows = context.data ?? [];
  // A page asked for beyond the rows (an old link, fewer rows now) shows the last page once all are loaded.
  const more = hasNextPage && autoFetch;
  const page = more || rows.length === 0 ? asked : Math.min(asked, Math.ceil(rows.length / perPage) - 1);
  const onLastPage = (page + 1) * perPage >= rows.length;
  // After a failed page, the next one loads again once Retry has brought the list back.
  const failed = Boolean(context.error);

  useEffect(() => {
    if (autoFetch && !failed && onLastPage && rows.length > 0 && hasNextPage && !isFetchingNextPage)
      void fetchNextPage();
  }, [autoFetch, failed, onLastPage, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const slice = rows.slice(page * perPage, (page + 1) * perPage);
  return (
    <>
      <ListContextProvider value={{ ...context, data: slice } as ListControllerResult}>
        <Rows decl={decl} offset={page * perPage} columnsKey={columnsKey} />
      </ListContextProvider>
      {rows.length > 0 && (
        <WithCards phone={phone}>
          <TablePagination
            component="div"
            count={more ? -1 : rows.length}
            page={page}
            onPageChange={(_, p) => setPage(p)}
            rowsPerPage={perPage}
            rowsPerPageOptions={[5, 10, 25]}
            onRowsPerPageChange={(e) => setPerPage(Number(e.target.value))}
            labelRowsPerPage={translate('busads.list.rowsPerPage')}
            // On a phone the toolbar wraps instead of pushing the page buttons out of the card.
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 2 } }}
          />
        </WithCards>
      )}
    </>
  );
}
