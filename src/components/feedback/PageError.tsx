import Box from '@mui/material/Box';
import { t } from '../../i18n/translate';
import { Failure } from './Failure';

/**
 * A part of the app that could not be downloaded (its lazily loaded chunk), in Chromium, Firefox and
 * Safari words, or as Vite's preload helper says it: the server is down or the network is.
 */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/**
 * What a page shows when it failed to render, instead of a blank screen: 'Cannot reach the server'
 * when its code could not be downloaded, else a short apology; Retry loads the page again (a failed
 * lazy import is never retried by React, a reload is). No react-admin here: the app's router uses it too.
 */
export function PageError({ error }: { error?: unknown }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 3 } }}>
      <Failure
        message={t(isChunkLoadError(error) ? 'busads.http.unreachable' : 'busads.app.pageFailed')}
        retryLabel={t('busads.app.retry')}
        onRetry={() => window.location.reload()}
      />
    </Box>
  );
}
