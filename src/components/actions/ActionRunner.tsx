import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { ActionDecl, AnyRecord } from '../../registry/types';
import { actionLabel } from './actionLabel';
import { FactsDialog } from './FactList';
import { PickerNotes } from '../form/ReferencePicker';
import { FormDialog } from './FormDialog';
import { InfoDialog } from './ResultDialog';
import { useResourceAction } from './useResourceAction';

interface Props {
  resource: string;
  /** The record's name (its representation), named by a confirmation's title. */
  name?: string;
  action: ActionDecl<AnyRecord>;
  record: { id: number };
  onClose: () => void;
}

/**
 * Opens one row action the way its declaration says: explanation, facts, own dialog, confirmation, form, or
 * at once. A confirmation's title names the record (`name`), so the admin sees which one will change.
 */
export function ActionRunner({ resource, name, action, record, onClose }: Props) {
  const translate = useTranslate();
  const [result, setResult] = useState<{ value: unknown } | null>(null);
  const mutation = useResourceAction(resource, action, record, (value) =>
    action.result ? setResult({ value }) : onClose(),
  );
  const immediate = !action.unavailable && !action.facts && !action.dialog && !action.confirm && !action.form;
  const started = useRef(false);
  useEffect(() => {
    if (immediate && !started.current) {
      started.current = true;
      mutation.mutate(undefined, { onError: onClose });
    }
  }, [immediate, mutation, onClose]);

  if (action.unavailable)
    return (
      <InfoDialog title="busads.action.unavailableTitle" onClose={onClose}>
        <Typography>{translate(action.unavailable)}</Typography>
      </InfoDialog>
    );
  if (action.facts) return <FactsDialog facts={action.facts} record={record} onClose={onClose} />;
  // A declaration's own dialogs load on demand (registry/lazyDialog.ts): nothing shows until their code is here.
  if (action.dialog)
    return (
      <Suspense fallback={null}>
        <action.dialog
          record={record}
          onClose={onClose}
          run={(values) => mutation.mutate(values)}
          saving={mutation.isPending}
        />
      </Suspense>
    );
  if (result && action.result)
    return (
      <Suspense fallback={null}>
        <action.result record={record} result={result.value} onClose={onClose} />
      </Suspense>
    );
  const review = action.form?.review;
  if (action.form)
    return (
      <PickerNotes>
        <FormDialog
          title={action.form.title}
          fields={action.form.fields}
          initialValues={action.form.initialValues?.(record)}
          review={review && { amount: review.amount, recipient: (values) => review.recipient(record, values) }}
          saving={mutation.isPending}
          // What mutate does, with the promise kept: it settles once the call has answered.
          onSubmit={(values) => mutation.mutateAsync(values).catch(() => undefined)}
          onClose={onClose}
        />
      </PickerNotes>
    );
  const title = action.confirmTitle ?? actionLabel(action, record);
  if (action.confirm)
    return (
      <Confirm
        isOpen
        loading={mutation.isPending}
        title={name === undefined ? title : 'busads.action.confirmTitle'}
        titleTranslateOptions={{ action: translate(title), name }}
        content={action.confirm}
        confirm="busads.action.confirm"
        cancel="busads.action.cancel"
        onConfirm={() => mutation.mutate(undefined)}
        onClose={onClose}
      />
    );
  return null;
}
