import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { t } from '../../i18n/translate';

/** A centred spinner with an accessible name (default: 'Loading'). */
export function PageSpinner({ label = t('busads.app.loading') }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, flexGrow: 1 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
