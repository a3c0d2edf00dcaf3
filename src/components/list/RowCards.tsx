import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { AnyRecord, Column, ResourceDecl } from '../../registry/types';
import { RowActions } from '../actions/RowActions';
import { Deferred } from '../Deferred';
import { Cell } from './cells';
import { cardColumns } from './columnRank';

/**
 * The list context's rows as cards, for phones (react-admin's SimpleList idea, built from the declaration):
 * the main field as the title, two more fields as labelled lines (Column.rank, columnRank.ts), and the row
 * menu. Plain elements styled once by the list (like LeanBody.tsx), memoised per record.
 * The first FIRST_CARDS cards (a phone's screen and more) render in a deferred render after the rows arrive
 * (Deferred), the others in a transition after them: React renders both in slices, so the answer of a page
 * of 50 is not one long task on a phone's CPU. Nothing shows meanwhile, as while the rows load (never the
 * empty list's message).
 */
export function RowCards({ decl, empty }: { decl: ResourceDecl; empty: ReactNode }) {
  const { data, isPending } = useListContext<AnyRecord>();
  if (isPending) return null;
  if (!data?.length) return empty;
  // The cards render after the answer's own render (a store update, never time-sliced), in slices.
  return (
    <Deferred>
      <Cards decl={decl} data={data} />
    </Deferred>
  );
}

/**
 * What follows a list's rows (its pager), on a phone: rendered in the same deferred render as the first cards,
 * not in the answer's render before them, which would push it down (a layout shift). Mount it with the rows.
 */
export function WithCards({ phone, children }: { phone: boolean; children: ReactNode }) {
  return phone ? <Deferred>{children}</Deferred> : children;
}

function Cards({ decl, data }: { decl: ResourceDecl; data: AnyRecord[] }) {
  const { title, lines } = useMemo(() => cardColumns(decl.list!.columns, decl.list!.cardLines), [decl]);
  const shown = useShownCount(data.length);
  return (
    <Box component="ul" sx={cardsSx}>
      {data.slice(0, shown).map((record) => (
        <RowCard key={record.id} decl={decl} record={record} title={title} lines={lines} />
      ))}
    </Box>
  );
}

export const FIRST_CARDS = 10;

/**
 * How many of `count` cards to render: at most FIRST_CARDS at first, then all of them in a transition
 * (and again when a page is appended: the new cards follow in a transition too).
 */
export function useShownCount(count: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(count));
  }, [shown, count]);
  return Math.min(shown, count);
}

interface CardProps {
  decl: ResourceDecl;
  record: AnyRecord;
  title: Column<AnyRecord> | undefined;
  lines: Column<AnyRecord>[];
}

const RowCard = memo(function RowCard({ decl, record, title, lines }: CardProps) {
  const translate = useTranslate();
  return (
    <li className="busads-card">
      <div className="busads-card-text">
        {title && (
          <div className="busads-card-title">
            <Cell column={title} record={record} />
          </div>
        )}
        {lines.map((c) => (
          <div key={c.source} className="busads-card-line">
            <span className="busads-card-label">{translate(c.label)}: </span>
            <Cell column={c} record={record} />
          </div>
        ))}
      </div>
      {decl.actions.length > 0 && <RowActions decl={decl} record={record} />}
    </li>
  );
});

const cardsSx = (theme: Theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  '& li.busads-card': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 1,
    py: 1,
    pl: 2,
    pr: 0.5,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .busads-card-text': { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  '& .busads-card-title': { ...theme.typography.subtitle1, fontWeight: 500 },
  '& .busads-card-line': { ...theme.typography.body2, color: theme.palette.text.secondary },
});
