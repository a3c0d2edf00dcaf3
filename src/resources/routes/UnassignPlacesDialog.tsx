import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { Route } from '../../api/entities';
import type { ActionDialogProps } from '../../registry/types';
import type { CurrentPlace } from './routePlaces';
import { useCurrentPlaces } from './useCurrentPlaces';

const t = (key: string) => `busads.routes.${key}`;
const keyOf = (p: CurrentPlace) => `${p.countryID}-${p.stateID ?? ''}`;

/**
 * Unassign Route: the route's current places as a checklist with nothing ticked, so an unchanged Submit
 * cannot remove anything (it stays disabled); a confirmation names the ticked places, and only they are sent.
 */
export function UnassignPlacesDialog({ record, onClose, run, saving }: ActionDialogProps<Route>) {
  const translate = useTranslate();
  const places = useCurrentPlaces(record);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const chosen = (places ?? []).filter((p) => ticked.has(keyOf(p)));
  const toggle = (key: string, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const remove = () => {
    setConfirming(false);
    run({ places: chosen.map(({ countryID, stateID }) => ({ countryID, stateID })) });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="route-places-title" fullWidth maxWidth="sm">
      <DialogTitle id="route-places-title">{translate(t('dialog.unassign'))}</DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        {!places ? (
          <CircularProgress
            aria-label={translate('busads.list.loading')}
            sx={{ display: 'block', mx: 'auto', my: 3 }}
          />
        ) : places.length === 0 ? (
          <Typography>{translate(t('dialog.noPlaces'), { name: record.name })}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate(t('dialog.unassignIntro'), { name: record.name })}
            </Typography>
            <FormGroup aria-label={translate(t('dialog.currentPlaces'))} role="group">
              {places.map((p) => (
                <FormControlLabel
                  key={keyOf(p)}
                  label={p.label}
                  control={<Checkbox checked={ticked.has(keyOf(p))} onChange={(_, on) => toggle(keyOf(p), on)} />}
                />
              ))}
            </FormGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('busads.action.cancel')}</Button>
        <Button
          variant="contained"
          loading={saving}
          disabled={saving || chosen.length === 0}
          onClick={() => setConfirming(true)}
        >
          {translate('busads.action.submit')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title={t('dialog.confirmUnassign')}
        content={t('dialog.confirmUnassignText')}
        contentTranslateOptions={{
          smart_count: chosen.length,
          places: chosen.map((p) => p.label).join('; '),
          name: record.name,
        }}
        confirm="busads.routes.dialog.confirmRemove"
        cancel="busads.action.cancel"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
