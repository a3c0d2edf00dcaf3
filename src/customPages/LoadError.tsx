import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** An error state with a Retry button; shows the server's message under the page's own text. */
export function LoadError({ text, error, retryLabel, onRetry }: { text: string; error: unknown; retryLabel: string; onRetry: () => void }) {
  const translate = useTranslate();
  const detail = error instanceof Error ? error.message : '';
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate(retryLabel)}
        </Button>
      }
    >
      {translate(text)}
      {detail ? ` ${translate(detail, { _: detail })}` : ''}
    </Alert>
  );
}
