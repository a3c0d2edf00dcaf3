import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FormDialogActions } from '../../components/actions/FormDialog';
import { Form, useTranslate } from 'react-admin';
import type { Device } from '../../api/entities';
import { emptyRow, PickerRows, type RowPicker } from '../../components/form/PickerRows';
import type { ActionDialogProps } from '../../registry/types';

const a = (key: string) => `busads.devices.assign.${key}`;

/** A row: a country (required), one of its states, a route through them. */
const pickers: RowPicker[] = [
  {
    source: 'countryID',
    label: a('country'),
    reference: 'countries',
    filterFrom: { stateID: 'stateID' },
    required: 'busads.devices.validation.required',
    clears: ['stateID', 'routeID'],
  },
  {
    source: 'stateID',
    label: a('state'),
    reference: 'states',
    filterFrom: { countryID: 'countryID' },
    clears: ['routeID'],
  },
  {
    source: 'routeID',
    label: a('route'),
    reference: 'routes',
    filterFrom: { countryID: 'countryID', stateID: 'stateID' },
  },
];

/** Assign Device to Location: repeatable rows of country, state and route; the first row stays. */
export function AssignDeviceDialog({ record, onClose, run, saving }: ActionDialogProps<Device>) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="assign-device-title" fullWidth maxWidth="md">
      <Form defaultValues={{ places: [emptyRow(pickers)] }} onSubmit={run} noValidate disableInvalidFormNotification>
        <DialogTitle id="assign-device-title">{translate('busads.devices.dialog.assign')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate(a('intro'), { name: record.name, busID: record.busID })}
          </Typography>
          {/* Without ADMIN_ROUTE the routes cannot be read: PickerRows leaves the route out and says so. */}
          <PickerRows name="places" pickers={pickers} labels={{ add: a('add'), row: a('row'), remove: a('remove') }} />
        </DialogContent>
        <FormDialogActions saving={saving} onClose={onClose} />
      </Form>
    </Dialog>
  );
}
