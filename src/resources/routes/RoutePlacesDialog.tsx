import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FormDialogActions } from '../../components/actions/FormDialog';
import { Form, useTranslate } from 'react-admin';
import type { Route } from '../../api/entities';
import { PickerRows } from '../../components/form/PickerRows';
import type { ActionDialogProps } from '../../registry/types';
import { placePickers, type PlaceRow } from './routePlaces';

const t = (key: string) => `busads.routes.${key}`;
const rowLabels = { add: t('places.add'), row: t('places.row'), remove: t('places.remove') };
const blank: PlaceRow[] = [{ countryID: null, stateID: null }];

/** Assign Route: repeatable country and state rows; the first row cannot be removed (SPEC.md section 2). */
export function AssignPlacesDialog({ record, onClose, run, saving }: ActionDialogProps<Route>) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="route-places-title" fullWidth maxWidth="sm">
      <DialogTitle id="route-places-title">{translate(t('dialog.assign'))}</DialogTitle>
      <Form defaultValues={{ places: blank }} onSubmit={run} noValidate disableInvalidFormNotification>
        <DialogContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate(t('dialog.assignIntro'), { name: record.name })}
          </Typography>
          <PickerRows name="places" pickers={placePickers} labels={rowLabels} />
        </DialogContent>
        <FormDialogActions saving={saving} onClose={onClose} />
      </Form>
    </Dialog>
  );
}
