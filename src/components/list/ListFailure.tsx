import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/**
 * A list that could not be loaded: the reason and a Retry button, in place of the table (or above the
 * rows already loaded, when a later page or a refresh failed). The filter form above stays usable.
 */
export function ListFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('busads.list.retry')}
        </Button>
      }
    >
      {translate('busads.list.error', { message: error.message })}
    </Alert>
  );
}
