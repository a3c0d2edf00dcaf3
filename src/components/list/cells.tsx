import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import type { AnyRecord, Column } from '../../registry/types';
import { valueAt } from '../../format/format';
import { isWebUrl } from '../../format/urls';
import { cellText } from './cellText';

/** Renders one cell of a declared column (the row number, kind 'index', is the table body's: LeanBody.tsx). */
export function Cell({ column, record }: { column: Column<AnyRecord>; record: AnyRecord }): ReactNode {
  const translate = useTranslate();
  if (column.textKey) return translate(column.textKey(record));
  const v = column.value ? column.value(record) : valueAt(record, column.source);
  if (column.value && v !== null && v !== undefined && v !== '') return v as ReactNode;
  if (v === null || v === undefined || v === '') return column.fallback ? translate(column.fallback) : '';
  switch (column.kind) {
    case 'activeStatus':
      return <Chip size="small" color={v === 1 ? 'success' : 'default'} label={cellText(column.kind, v, translate)} />;
    case 'link':
      return <SafeLink href={String(v)} text={cut(String(v), column.truncate)} />;
    case 'text':
    case undefined:
      return column.truncate && String(v).length > column.truncate ? (
        <span title={String(v)}>{cut(String(v), column.truncate)}</span>
      ) : (
        String(v)
      );
    default:
      return cellText(column.kind, v, translate);
  }
}

/** Cuts text to `max` characters with an ellipsis. */
export const cut = (text: string, max?: number): string => (max && text.length > max ? `${text.slice(0, max)}…` : text);

/** A link from data is rendered only for http(s) URLs; anything else stays plain text. */
export function SafeLink({ href, text }: { href: string; text: string }) {
  if (!isWebUrl(href)) return <span title={href}>{text}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" title={href}>
      {text}
    </Link>
  );
}
