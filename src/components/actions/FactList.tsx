import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ActionDecl, AnyRecord } from '../../registry/types';
import { InfoDialog } from './ResultDialog';

/** Label/value pairs of an info dialog (labels are i18n keys), as a description list. */
export function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A declared `facts` action: the record's name, then its facts, in an info dialog. */
export function FactsDialog({
  facts,
  record,
  onClose,
}: {
  facts: NonNullable<ActionDecl<AnyRecord>['facts']>;
  record: AnyRecord;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const heading = facts.heading?.(record);
  return (
    <InfoDialog title={facts.title} onClose={onClose} maxWidth={facts.maxWidth}>
      {heading !== undefined && (
        <Typography variant="subtitle1" gutterBottom>
          {heading}
        </Typography>
      )}
      <FactList facts={facts.rows(record, translate)} />
    </InfoDialog>
  );
}
