import { useState } from 'react';
import { useStore } from 'react-admin';
import { useQueryParams } from '../useQueryParams';

/**
 * The URL parameters of a table paged in the browser over appended server pages (TablePages.tsx): its page
 * (from 1) and rows per page. Apart from react-admin's ?page=&perPage=, which are the server pages' here. A
 * new filter drops them (react-admin writes its own query afresh): the table starts again at its first page.
 */
export const TABLE_PAGE = 'tablePage';
export const TABLE_ROWS = 'tableRows';

const SIZES = [5, 10, 25];

export interface TablePage {
  /** From 0, as MUI's TablePagination counts. */
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
}

/**
 * The page and page size of a screen's table, in the URL (a reload, Back or a shared link opens the same page),
 * or, for a table in a dialog (`screen` undefined), in the component. The size chosen is remembered for the
 * screen (the app's store) so that a new filter keeps it; page changes add history entries, as react-admin's
 * lists' do.
 */
export function useTablePage(screen: string | undefined, pageSize: number): TablePage {
  const [params, setParams] = useQueryParams([TABLE_PAGE, TABLE_ROWS]);
  const [remembered, remember] = useStore<number | undefined>(`${screen ?? ''}.tableRows`);
  const [local, setLocal] = useState({ page: 0, perPage: pageSize });
  if (screen === undefined)
    return {
      ...local,
      setPage: (page) => setLocal((s) => ({ ...s, page })),
      setPerPage: (perPage) => setLocal({ page: 0, perPage }),
    };
  const rows = Number(params[TABLE_ROWS]);
  const perPage = SIZES.includes(rows) ? rows : (remembered ?? pageSize);
  const page = Math.max(1, Math.floor(Number(params[TABLE_PAGE]) || 1)) - 1;
  const write = (nextPage: number, nextRows: number) =>
    setParams({ [TABLE_PAGE]: nextPage > 0 ? String(nextPage + 1) : null, [TABLE_ROWS]: String(nextRows) });
  return {
    page,
    perPage,
    setPage: (p) => write(p, perPage),
    setPerPage: (size) => {
      remember(size);
      write(0, size);
    },
  };
}
