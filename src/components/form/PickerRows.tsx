import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { required, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useAccess } from '../../auth/privileges';
import { PickerUnavailable, ReferencePicker } from './ReferencePicker';

/** One picker of a row. Names are relative to the row: `filterFrom` {listFilterKey: siblingField}. */
export interface RowPicker {
  source: string;
  label: string;
  reference: string;
  optionText?: string;
  filterFrom?: Record<string, string>;
  /** Validation message (i18n key) when empty; absent means optional. */
  required?: string;
  /** Sibling fields emptied when this one changes (e.g. a country clears the state it narrowed). */
  clears?: string[];
}

interface Props {
  /** The array field of the form (e.g. 'places'). */
  name: string;
  pickers: RowPicker[];
  /** i18n keys: the add button, a row's name and its remove button (both get %{n}, from 1). */
  labels: { add: string; row: string; remove: string };
}

/** A blank row for these pickers. */
export const emptyRow = (pickers: RowPicker[]) => Object.fromEntries(pickers.map((p) => [p.source, null]));

/**
 * Repeatable rows of reference pickers, each narrowed by its own row's other fields (e.g. a state by
 * the row's country). Rows can be added; every row but the first can be removed. Pickers of records the
 * admin may not list are left out, and a line says which and why.
 */
export function PickerRows({ name, pickers: declared, labels }: Props) {
  const translate = useTranslate();
  // A picker of records the admin may not list is left out, and a line under the rows says so.
  const access = useAccess();
  const readable = (p: RowPicker) => {
    const module = access?.moduleOf(p.reference);
    return module === undefined || access!.holds(module);
  };
  const pickers = declared.filter(readable);
  const hidden = declared.filter((p) => !readable(p));
  const { fields, append, remove } = useFieldArray({ name });
  const { setValue } = useFormContext();
  const at = (i: number, field: string) => `${name}.${i}.${field}`;
  const rowFilter = (i: number, filterFrom: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(filterFrom).map(([key, field]) => [key, at(i, field)]));
  const columns = `repeat(${pickers.length}, minmax(0, 1fr)) 40px`;
  return (
    <>
      {fields.map((row, i) => (
        <Box
          key={row.id}
          role="group"
          aria-label={translate(labels.row, { n: i + 1 })}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: columns }, alignItems: 'center', pt: 1 }}
        >
          {pickers.map((p) => (
            <ReferencePicker
              key={p.source}
              source={at(i, p.source)}
              label={p.label}
              reference={p.reference}
              optionText={p.optionText}
              filterFrom={rowFilter(i, p.filterFrom)}
              validate={p.required ? required(p.required) : undefined}
              onChange={p.clears && (() => p.clears!.forEach((field) => setValue(at(i, field), null)))}
            />
          ))}
          {i > 0 ? (
            <IconButton aria-label={translate(labels.remove, { n: i + 1 })} onClick={() => remove(i)}>
              <DeleteIcon />
            </IconButton>
          ) : (
            <span />
          )}
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append(emptyRow(pickers))} sx={{ mt: 1 }}>
        {translate(labels.add)}
      </Button>
      {hidden.map((p) => (
        <PickerUnavailable key={p.source} reference={p.reference} always />
      ))}
    </>
  );
}
