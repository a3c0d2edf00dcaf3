import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { createContext, memo, useContext, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useDataTableStoreContext, useListContext, useStore } from 'react-admin';
import type { AnyRecord, Column, ResourceDecl } from '../../registry/types';
import { RowActions } from '../actions/RowActions';
import { Cell } from './cells';
import { shownColumns } from './columnRank';
import { AppStore } from './columnStore';

/**
 * The body of a declared resource's table, in place of react-admin's DataTableBody: plain <tr>/<td>
 * (styled once by the table, see leanBodySx) memoised per record, so a row costs a few elements instead of
 * a styled MUI cell, a store subscription and an sx object per cell. Past WINDOW_FROM rows, only the rows
 * near the viewport are in the page, spacers keeping the table's height: appending a page to a list of
 * thousands then costs what a page costs. aria-rowcount / aria-rowindex tell assistive technology the
 * whole table's size and each row's place. The cells follow the header's columns as the admin chose them
 * (react-admin's column chooser: hidden and moved columns); the actions cell stays at the right edge.
 */
export const WINDOW_FROM = 300;
const OVERSCAN = 20;
/** A small row with a row-actions button; corrected by the first rendered row's real height. */
const DEFAULT_ROW_HEIGHT = 49;

/** The row number (S/N) of the table's first row, less one: a paged table's page starts further on. */
export const RowOffsetContext = createContext(0);

const noWrapKinds = new Set(['date', 'money', 'count', 'index']);
const noWrap = (c: Column<AnyRecord>) =>
  c.noWrap === true || noWrapKinds.has(c.kind ?? 'text') || c.truncate !== undefined;

/** The body component of one declaration (built once per declaration: react-admin renders it by type). */
export function leanBody(decl: ResourceDecl): ComponentType {
  // Props are the record and its place: appending a page changes neither for the rows already shown.
  const Row = memo(function Row({ record, index, number, columns }: RowProps) {
    return (
      <tr className="busads-row" aria-rowindex={index + 2}>
        {columns.map((c) => (
          <td key={c.source} className={noWrap(c) ? 'busads-cell busads-nowrap' : 'busads-cell'}>
            {c.kind === 'index' ? number : <Cell column={c} record={record} />}
          </td>
        ))}
        {decl.actions.length > 0 && (
          <td className="busads-cell busads-actions">
            <RowActions decl={decl} record={record} />
          </td>
        )}
      </tr>
    );
  });
  return function LeanBody() {
    const rows = useListContext<AnyRecord>().data ?? [];
    const offset = useContext(RowOffsetContext);
    const [body, setBody] = useState<HTMLTableSectionElement | null>(null);
    const { start, end, rowHeight } = useWindow(body, rows.length);
    const columns = useChosenColumns(decl.list!.columns);
    return (
      <tbody ref={setBody} className="MuiTableBody-root">
        <AppStore>
          {start > 0 && <tr aria-hidden="true" style={{ height: start * rowHeight }} />}
          {rows.slice(start, end).map((record, i) => (
            <Row key={record.id} record={record} index={start + i} number={offset + start + i + 1} columns={columns} />
          ))}
          {end < rows.length && <tr aria-hidden="true" style={{ height: (rows.length - end) * rowHeight }} />}
        </AppStore>
      </tbody>
    );
  };
}

interface RowProps {
  record: AnyRecord;
  index: number;
  number: number;
  columns: Column<AnyRecord>[];
}

/** The declared columns as the table's header shows them (the DataTable's store: hidden and moved columns). */
function useChosenColumns(columns: Column<AnyRecord>[]): Column<AnyRecord>[] {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const [ranks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  return useMemo(() => shownColumns(columns, ranks, hidden), [columns, ranks, hidden]);
}

interface Window {
  start: number;
  end: number;
  rowHeight: number;
}

const onScrollOrResize = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
};

/**
 * Which rows to render: all of them up to WINDOW_FROM, else those within the viewport and OVERSCAN
 * around it, read from the body's place on screen whenever the page scrolls or resizes.
 */
function useWindow(body: HTMLTableSectionElement | null, count: number): Window {
  const key = useSyncExternalStore(onScrollOrResize, () => windowKey(body, count));
  const [start, end, rowHeight] = key.split(':').map(Number);
  return { start, end, rowHeight };
}

/** The window as a string, so that React renders again only when it changes. */
function windowKey(body: HTMLTableSectionElement | null, count: number): string {
  if (count <= WINDOW_FROM || !body) return `0:${Math.min(count, WINDOW_FROM)}:${DEFAULT_ROW_HEIGHT}`;
  const rowHeight = body.querySelector<HTMLTableRowElement>('tr.busads-row')?.offsetHeight || DEFAULT_ROW_HEIGHT;
  const top = body.getBoundingClientRect().top;
  const start = Math.min(count, Math.max(0, Math.floor(-top / rowHeight) - OVERSCAN));
  const end = Math.min(count, Math.max(start, Math.ceil((window.innerHeight - top) / rowHeight) + OVERSCAN));
  return `${start}:${end}:${rowHeight}`;
}

/** The look of MUI's small body cells and react-admin's row hover, given once to the whole table. */
export const leanBodySx: SxProps<Theme> = (theme: Theme) =>
  ({
    '& td.busads-cell': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 16px',
      color: theme.palette.text.primary,
      borderBottom: `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`,
    },
    '& td.busads-nowrap': { whiteSpace: 'nowrap' },
    '& tr.busads-row:hover': { backgroundColor: theme.palette.action.hover },
    // The row menu stays in view at the right edge when the table is wider than its box (more columns
    // chosen, a narrow window), on an opaque background in both themes; the hover tint is laid over it.
    '& td.busads-actions, & th.busads-actions': {
      position: 'sticky',
      right: 0,
      // The card's own surface: paper, plus the dark theme's elevation overlay (a variable the card sets).
      backgroundColor: theme.palette.background.paper,
      backgroundImage: 'var(--Paper-overlay, none)',
      boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
    },
    '& td.busads-actions': { zIndex: 1, padding: '0 4px', width: 48 },
    '& th.busads-actions': { zIndex: 3 },
    '& tr.busads-row:hover td.busads-actions': {
      backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover}), var(--Paper-overlay, none)`,
    },
  }) as SystemStyleObject<Theme>;
