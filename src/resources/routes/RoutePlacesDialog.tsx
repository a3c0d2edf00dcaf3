import CircularProgress from '@mui/material/CircularProgress';
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
import { useCurrentPlaceRows } from './useCurrentPlaceRows';

const t = (key: string) => `busads.routes.${key}`;
const rowLabels = { add: t('places.add'), row: t('places.row'), remove: t('places.remove') };

interface Props extends ActionDialogProps<Route> {
  mode: 'assign' | 'unassign';
  /** The rows the form opens with; undefined while they load. */
  rows: PlaceRow[] | undefined;
}

/** Assign or Unassign Route: repeatable country and state rows; the first row cannot be removed. */
function RoutePlacesDialog({ record, onClose, run, saving, mode, rows }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="route-places-title" fullWidth maxWidth="sm">
      <DialogTitle id="route-places-title">{translate(t(`dialog.${mode}`))}</DialogTitle>
      {rows ? (
        <Form defaultValues={{ places: rows }} onSubmit={run} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate(t(`dialog.${mode}Intro`), { name: record.name })}
            </Typography>
            <PickerRows name="places" pickers={placePickers} labels={rowLabels} />
          </DialogContent>
          <FormDialogActions saving={saving} onClose={onClose} />
        </Form>
      ) : (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={translate('busads.list.loading')} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const blank: PlaceRow[] = [{ countryID: null, stateID: null }];

export function AssignPlacesDialog(props: ActionDialogProps<Route>) {
  return <RoutePlacesDialog {...props} mode="assign" rows={blank} />;
}

/** Opens with the route's current places, so removing a row keeps that place. */
export function UnassignPlacesDialog(props: ActionDialogProps<Route>) {
  const rows = useCurrentPlaceRows(props.record);
  return <RoutePlacesDialog {...props} mode="unassign" rows={rows} />;
}
