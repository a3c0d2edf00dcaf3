import { format } from 'date-fns';
import { downloadCSV, type DataProvider, type SortPayload } from 'react-admin';
import type { AnyRecord, ExportLookup, ResourceDecl, Values } from '../../registry/types';
import { valueAt } from '../../format/format';
import { toCsv } from './csv';
import { exportTable } from './exportTable';
import { uniqueById } from './UniqueRows';

/**
 * The most rows one export holds; the API's largest page (limit 1..1000), so a list without a limit
 * filter is read in one call. A list whose filter sets the page size is read page by page up to it.
 */
export const MAX_EXPORT_ROWS = 1000;

export interface ExportRequest {
  dataProvider: DataProvider;
  decl: ResourceDecl;
  /** The list's current filter values and sort: the same the screen sends. */
  filter: Values;
  sort: SortPayload;
  /** The name typed in a local search box (search: {local}), which narrows the loaded rows on screen. */
  localTerm?: string;
  lookup: ExportLookup;
}

/** The rows matching the screen's filter, at most MAX_EXPORT_ROWS; `capped` when there may be more. */
export async function fetchRows({
  dataProvider,
  decl,
  filter,
  sort,
}: ExportRequest): Promise<{ rows: AnyRecord[]; capped: boolean }> {
  const rows: AnyRecord[] = [];
  let more = true;
  for (let page = 1; more && rows.length < MAX_EXPORT_ROWS; page++) {
    const { data, total, pageInfo } = await dataProvider.getList<AnyRecord>(decl.name, {
      pagination: { page, perPage: MAX_EXPORT_ROWS },
      filter,
      sort,
    });
    rows.push(...data);
    // A list read whole has a total; a server-paged one says whether a next page may exist.
    more = data.length > 0 && (total !== undefined ? rows.length < total : Boolean(pageInfo?.hasNextPage));
  }
  const unique = uniqueById(rows);
  return { rows: unique.slice(0, MAX_EXPORT_ROWS), capped: more || unique.length > MAX_EXPORT_ROWS };
}

/** Downloads the list as `<resource>-<yyyy-MM-dd>.csv`; tells whether the rows were capped. */
export async function exportList(request: ExportRequest): Promise<{ capped: boolean; max: number }> {
  const { decl, localTerm, lookup } = request;
  const { rows, capped } = await fetchRows(request);
  const list = decl.list!;
  const q = localTerm?.trim().toLowerCase();
  const local = typeof list.search === 'object' ? list.search.local : undefined;
  const shown =
    q && local
      ? rows.filter((r) =>
          String(valueAt(r, local) ?? '')
            .toLowerCase()
            .includes(q),
        )
      : rows;
  downloadCSV(toCsv(exportTable(list.columns, shown, lookup)), `${decl.name}-${format(new Date(), 'yyyy-MM-dd')}`);
  return { capped, max: MAX_EXPORT_ROWS };
}
