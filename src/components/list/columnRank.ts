import type { AnyRecord, Column } from '../../registry/types';

/**
 * What a table shows before the admin chooses (Column.rank): the unranked columns and those ranked up to
 * TABLE_RANKS. The ranks of each declaration are set so that its table fits 1,280 px wide.
 */
export const TABLE_RANKS = 6;

/**
 * Below this width some columns start hidden: from 1,840 px every column fits beside the side menu (the widest
 * tables are about 1,520 px).
 */
export const NARROW_SCREEN = '(max-width: 1839.95px)';

type Col = Column<AnyRecord>;

/** The columns a table starts without on a narrow screen (their sources). */
export function defaultHidden(columns: Col[]): string[] {
  return columns.filter((c) => c.rank !== undefined && c.rank > TABLE_RANKS).map((c) => c.source);
}

/**
 * The columns of the body in the header's order: react-admin's column chooser may move columns
 * (`ranks`: the header's children indexes, in their new order; an index not listed keeps its place) and
 * hide some (`hidden`: their sources). Mirrors react-admin's DataTable (reorderChildren).
 */
export function shownColumns(columns: Col[], ranks: number[] | undefined, hidden: string[]): Col[] {
  const ordered: Col[] = [];
  columns.forEach((c, index) => {
    const at = ranks?.indexOf(index) ?? -1;
    ordered[at === -1 ? index : at] = c;
  });
  return ordered.filter((c) => c !== undefined && !hidden.includes(c.source));
}

/**
 * A phone's card: its title (the column ranked 1) and `lineCount` lines (ranked 2, 3...); without ranks, the
 * first columns. The row number (S/N) is left out.
 */
export function cardColumns(columns: Col[], lineCount = 2): { title: Col | undefined; lines: Col[] } {
  const byRank = columns
    .filter((c) => c.kind !== 'index')
    .map((c, order) => ({ c, key: c.rank ?? Number.MAX_SAFE_INTEGER, order }))
    .sort((a, b) => a.key - b.key || a.order - b.order)
    .map(({ c }) => c);
  return { title: byRank[0], lines: byRank.slice(1, 1 + lineCount) };
}
