import type { ComponentType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  /** The card's name (already translated); also its accessible name. */
  label: string;
  /** The formatted figure. */
  value: string;
  /** A second, smaller figure under the name (e.g. a topup count). */
  detail?: string;
  icon: ComponentType<{ fontSize?: 'large' }>;
}

/** One figure of the dashboard or the reports: an icon, the value, its name. */
export function StatCard({ label, value, detail, icon: Icon }: Props) {
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            <Icon fontSize="large" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            {detail && (
              <Typography variant="caption" color="text.secondary" component="p">
                {detail}
              </Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The grid of a page's stat cards: one column on phones, two from sm, then `columns` (a breakpoint-keyed
 * `gridTemplateColumns` from md or lg up: the dashboard's ten cards and the report's six lay out differently).
 */
export function StatCards({ columns, children }: { columns: Record<string, string>; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', ...columns },
      }}
    >
      {children}
    </Box>
  );
}
