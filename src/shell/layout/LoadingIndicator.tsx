import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RefreshIconButton, useLoading, useTranslate } from 'react-admin';

/**
 * The app bar's progress: a named spinner while any call is on its way (react-admin's own spinner has
 * no accessible name), otherwise react-admin's refresh button.
 */
export function LoadingIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return (
    <Box sx={{ width: 40, height: 40, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {loading ? (
        <CircularProgress color="inherit" size={18} thickness={6} aria-label={translate('ra.page.loading')} />
      ) : (
        <RefreshIconButton />
      )}
    </Box>
  );
}
