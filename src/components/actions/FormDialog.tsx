import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { FieldDecl, MoneyReview, Values } from '../../registry/types';
import { FormField } from '../form/FormField';
import { FieldErrorsTarget } from './FieldErrorsTarget';
import { MoneyReviewStatement, RecipientLine, useRecipientBalance } from './MoneyReview';

/**
 * A dialog holding a form of declared fields; it stays open (nothing lost) until the call succeeds. Every
 * problem shows under its field: no 'The form is not valid' toast, and a refused body's messages go
 * under the fields they name (FieldErrorsTarget). A money form (`review`, issue 29) names the vendor and
 * their balance, and its Submit opens a confirmation: Confirm calls, Back returns with the values kept.
 * The call goes once: a second click (a double click, a click while it is in flight) sends nothing.
 */
export function FormDialog(props: {
  title: string;
  fields: FieldDecl[];
  initialValues?: Values;
  saving: boolean;
  /** Makes the call; settles when it has answered (a failed call rejects nothing: it resolves). */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  review?: MoneyReview;
}) {
  const translate = useTranslate();
  const [reviewing, setReviewing] = useState<Values | null>(null);
  const send = useSendOnce(props.onSubmit);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="form-dialog-title" fullWidth maxWidth="sm">
      <Form
        defaultValues={props.initialValues}
        onSubmit={(values: Values) => (props.review ? setReviewing(values) : send(values))}
        noValidate
        disableInvalidFormNotification
      >
        <FieldErrorsTarget sources={props.fields.map((f) => f.source)} />
        <DialogTitle id="form-dialog-title">{translate(props.title)}</DialogTitle>
        {props.review && reviewing ? (
          <ReviewStep
            review={props.review}
            values={reviewing}
            saving={props.saving}
            onBack={() => setReviewing(null)}
            onConfirm={() => send(reviewing)}
          />
        ) : null}
        {/* The fields stay mounted (hidden) while the confirmation shows, so Back finds them as typed. */}
        <DialogContent hidden={reviewing !== null}>
          {props.review && <RecipientLine review={props.review} />}
          <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
            {props.fields.map((f) => (
              <FormField key={f.source} field={{ ...f, defaultValue: undefined }} />
            ))}
          </Box>
        </DialogContent>
        {reviewing === null && <FormDialogActions saving={props.saving} onClose={props.onClose} />}
      </Form>
    </Dialog>
  );
}

/**
 * `submit(values)` at most once per call: further calls are ignored until the call has answered without the
 * dialog closing (it failed, so the admin may try again). Not until `saving` has been true and turned false
 * again: a call that fails before React draws it in flight (the network down) never shows `saving`, and Submit
 * would then send nothing until the dialog was closed.
 */
function useSendOnce(submit: (values: Values) => Promise<unknown>) {
  const sent = useRef(false);
  return (values: Values) => {
    if (sent.current) return;
    sent.current = true;
    void submit(values).finally(() => {
      sent.current = false;
    });
  };
}

/** The confirmation of a money form: who gets how much and the balance after it; Back and Confirm. */
function ReviewStep(props: {
  review: MoneyReview;
  values: Values;
  saving: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  const recipient = props.review.recipient(props.values);
  const balance = useRecipientBalance(recipient?.id);
  const statement = useRef<HTMLParagraphElement>(null);
  // The statement is what the admin must read: focus goes to it, not to Confirm (a second Enter sends nothing).
  useEffect(() => statement.current?.focus(), []);
  // The second click of a double click on Submit lands here: only a click of its own confirms (detail 1, or 0 from the keyboard).
  const confirm = (event: MouseEvent) => {
    if (event.detail > 1) return;
    props.onConfirm();
  };
  return (
    <>
      <DialogContent>
        <MoneyReviewStatement
          ref={statement}
          amount={props.values[props.review.amount]}
          recipient={recipient}
          balance={balance}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onBack} disabled={props.saving}>
          {translate('busads.money.back')}
        </Button>
        <Button variant="contained" onClick={confirm} loading={props.saving} disabled={props.saving}>
          {translate('busads.money.confirm')}
        </Button>
      </DialogActions>
    </>
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
