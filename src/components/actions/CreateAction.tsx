import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { createNeeds, useAccess } from '../../auth/privileges';
import type { CreateDecl, Values } from '../../registry/types';
import { showFailure } from './FieldErrorsTarget';
import { FormDialog } from './FormDialog';
import { PickerNotes } from '../form/ReferencePicker';

/**
 * The 'New ...' button of a list and its form dialog; the dialog stays open until the call succeeds. Shown
 * only to an admin holding the create call's module and those of its required pickers (createNeeds).
 */
export function CreateAction({ resource, create }: { resource: string; create: CreateDecl }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [createOne, { isPending }] = useCreate();
  const access = useAccess();
  // Settles once the call has answered (the dialog sends once until then).
  const submit = (values: Values) =>
    createOne(
      resource,
      { data: values },
      {
        returnPromise: true,
        onSuccess: () => {
          notify(create.success, { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: [resource] });
          setOpen(false);
        },
        onError: (error) => showFailure(error, notify),
      },
    ).catch(() => undefined);
  if (!access?.allows(createNeeds(create))) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate(create.label)}
      </Button>
      {open && (
        <PickerNotes>
          <FormDialog
            title={create.title}
            fields={create.fields}
            initialValues={initialValues(create)}
            review={create.review}
            saving={isPending}
            onSubmit={submit}
            onClose={() => setOpen(false)}
          />
        </PickerNotes>
      )}
    </>
  );
}

/** The form opens with each field's declared default (e.g. a role preselected). */
const initialValues = (create: CreateDecl): Values =>
  Object.fromEntries(create.fields.filter((f) => f.defaultValue).map((f) => [f.source, f.defaultValue!()]));
