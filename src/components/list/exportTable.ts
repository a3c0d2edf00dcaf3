import type { AnyRecord, Column, ExportLookup } from '../../registry/types';
import { valueAt } from '../../format/format';
import { cellText } from './cellText';

/**
 * The text of one cell in an export: what the screen's cell shows (cells.tsx), as plain text. Text the
 * screen cuts to a width is exported whole; the row number (S/N) is the row's place in the export.
 */
export function exportCell(column: Column<AnyRecord>, record: AnyRecord, place: number, lookup: ExportLookup): string {
  if (column.kind === 'index') return String(place);
  if (column.exportText) return column.exportText(record, lookup);
  if (column.textKey) return lookup.translate(column.textKey(record));
  const v = column.value ? column.value(record) : valueAt(record, column.source);
  if (v === null || v === undefined || v === '') return column.fallback ? lookup.translate(column.fallback) : '';
  // A computed value is shown as it is; an element needs `exportText` (typed columns never reach here with one).
  if (column.value) return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  return cellText(column.kind, v, lookup.translate);
}

/** The header (the screen's translated column names, in its order) and one row of cell texts per record. */
export function exportTable(columns: Column<AnyRecord>[], records: AnyRecord[], lookup: ExportLookup): string[][] {
  return [
    columns.map((c) => lookup.translate(c.label)),
    ...records.map((r, i) => columns.map((c) => exportCell(c, r, i + 1, lookup))),
  ];
}
