import TablePagination from '@mui/material/TablePagination';
import { useEffect, useState } from 'react';
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

/**
 * The loaded rows shown as table pages (5/10/25 a page). Reaching the last loaded page fetches the
 * next server page, so the user pages through everything without a 'Load more' button.
 */
export function TablePages(props: TablePagesProps) {
  // A new filter starts again from the first page.
  const { filterValues } = useListContext();
  return <PagedTable key={JSON.stringify(filterValues)} {...props} />;
}

interface TablePagesProps {
  decl: ResourceDecl;
  pageSize: number;
  /** false: reaching the last page fetches nothing (the rows are narrowed, e.g. by a local search). */
  autoFetch?: boolean;
  /** Where the table's choice of columns is kept (Rows.tsx), for a table that is not its resource's list. */
  columnsKey?: string;
}

function PagedTable({ decl, pageSize, autoFetch = true, columnsKey }: TablePagesProps) {
  const translate = useTranslate();
  const context = useListContext<AnyRecord>();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const phone = usePhone();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(pageSize);
  const rows = context.data ?? [];
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
            count={hasNextPage && autoFetch ? -1 : rows.length}
            page={page}
            onPageChange={(_, p) => setPage(p)}
            rowsPerPage={perPage}
            rowsPerPageOptions={[5, 10, 25]}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('busads.list.rowsPerPage')}
          />
        </WithCards>
      )}
    </>
  );
}
