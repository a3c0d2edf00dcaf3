import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Toast {
  message: string;
  type: 'success' | 'info' | 'warning' | 'error';
}

/** The toast of the public pages (react-admin's notifications are not loaded there). Closes after 5 s. */
export function PublicToast({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  return (
    <Snackbar
      open={toast !== null}
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {toast ? (
        <Alert severity={toast.type} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
