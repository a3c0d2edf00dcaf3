import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, useTranslate } from 'react-admin';
import type { FieldDecl, Values } from '../../registry/types';
import { FormField } from '../form/FormField';
import { FieldErrorsTarget } from './FieldErrorsTarget';

/**
 * A dialog holding a form of declared fields; it stays open (nothing lost) until the call succeeds. Every
 * problem shows under its field: no 'The form is not valid' toast, and a refused body's messages go
 * under the fields they name (FieldErrorsTarget).
 */
export function FormDialog(props: {
  title: string;
  fields: FieldDecl[];
  initialValues?: Values;
  saving: boolean;
  onSubmit: (values: Values) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="form-dialog-title" fullWidth maxWidth="sm">
      <Form defaultValues={props.initialValues} onSubmit={props.onSubmit} noValidate disableInvalidFormNotification>
        <FieldErrorsTarget sources={props.fields.map((f) => f.source)} />
        <DialogTitle id="form-dialog-title">{translate(props.title)}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
            {props.fields.map((f) => (
              <FormField key={f.source} field={{ ...f, defaultValue: undefined }} />
            ))}
          </Box>
        </DialogContent>
        <FormDialogActions saving={props.saving} onClose={props.onClose} />
      </Form>
    </Dialog>
  );
}

/** Cancel and Submit at the foot of a form dialog; Submit waits, with a spinner, while the call is in flight. */
export function FormDialogActions({ saving, onClose }: { saving: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose}>{translate('busads.action.cancel')}</Button>
      <Button type="submit" variant="contained" loading={saving} disabled={saving}>
        {translate('busads.action.submit')}
      </Button>
    </DialogActions>
  );
}
