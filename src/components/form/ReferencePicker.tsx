import { useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { textFieldSlots } from './textFieldSlots';

interface Props {
  source: string;
  label: string;
  reference: string;
  optionText?: string;
  /** Narrows the choices by other fields of the form: {listFilterKey: formField}. */
  filterFrom?: Record<string, string>;
  validate?: Validator;
  /** How long typing waits before searching (SPEC.md section 9: 1 s for vendors). */
  debounce?: number;
  /** Called when the user picks or clears a value (e.g. to empty the fields it narrows), with the picked record. */
  onChange?: (value: unknown, record?: unknown) => void;
}

/** Tells the data provider the list is read by a picker (see ListDecl.lookupPerPage). */
const pickerQuery = { meta: { picker: true } };

/** Picks a record of another resource by id, searching by name as the user types. */
export function ReferencePicker({
  source,
  label,
  reference,
  optionText = 'name',
  filterFrom = {},
  validate,
  debounce = 500,
  onChange,
}: Props) {
  const keys = Object.keys(filterFrom);
  const watched = useWatch({ name: keys.map((k) => filterFrom[k]) }) as unknown[];
  const filter = Object.fromEntries(
    keys.map((k, i) => [k, watched[i] ?? undefined]).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      perPage={50}
      debounce={debounce}
      filter={filter}
      queryOptions={pickerQuery}
    >
      <AutocompleteInput
        label={label}
        optionText={optionText}
        filterToQuery={(q: string) => ({ q })}
        validate={validate}
        debounce={debounce}
        onChange={onChange}
        fullWidth
        helperText={false}
        TextFieldProps={{ slots: textFieldSlots }}
      />
    </ReferenceInput>
  );
}
