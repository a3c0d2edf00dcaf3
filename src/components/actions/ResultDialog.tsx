import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A dialog that shows something (a result, an explanation) and closes. */
export function InfoDialog({
  title,
  children,
  onClose,
  maxWidth = 'xs',
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="info-dialog-title" fullWidth maxWidth={maxWidth}>
      <DialogTitle id="info-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('busads.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
