import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface FailureProps {
  /** What failed, and why (already translated). */
  message: ReactNode;
  /** The Retry button's text (already translated). */
  retryLabel: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/**
 * The app's one 'failed, Retry' box: what could not be loaded and a Retry button. Plain MUI, given its
 * texts translated, so a page outside react-admin (a chunk that failed to download) uses it too.
 */
export function Failure({ message, retryLabel, onRetry, sx }: FailureProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

type Translate = (key: string, options?: { _?: string }) => string;

/** A screen's own failure text (an i18n key) followed by the error's message, itself translated when it is a key. */
export function failureText(translate: Translate, text: string, error: unknown): string {
  const detail = error instanceof Error ? error.message : '';
  return detail ? `${translate(text)} ${translate(detail, { _: detail })}` : translate(text);
}
