import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  ChoicesContextProvider,
  ReferenceInput,
  useChoicesContext,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { PRIVILEGES } from '../../api';
import { useAccess } from '../../auth/privileges';
import { valueAt } from '../../format/format';

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

const sortBy = (field: string) => ({ field, order: 'ASC' as const });

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
      // A to Z by the shown text (react-admin sorts by id, newest first: states came Z to A, issue 29).
      sort={sortBy(optionText)}
      queryOptions={pickerQuery}
    >
      <PickerInput label={label} optionText={optionText} validate={validate} debounce={debounce} onChange={onChange} />
    </ReferenceInput>
  );
}

type InputProps = Required<Pick<Props, 'label' | 'optionText' | 'debounce'>> & Pick<Props, 'validate' | 'onChange'>;

const toQuery = (q: string) => ({ q });

/**
 * The autocomplete of a picker. Its optionText and inputText keep their identity while choices arrive:
 * AutocompleteInput puts the selected choice's label back in the box whenever they change, which erased what
 * the operator was typing a moment after each search answered (react-admin issue 5807).
 */
function PickerInput({ label, optionText, validate, debounce, onChange }: InputProps) {
  const inputText = useCallback((record: unknown) => textAt(record, optionText), [optionText]);
  const option = useMemo(() => <PickerOption optionText={optionText} />, [optionText]);
  return (
    <QuietInFilters>
      <AutocompleteInput
        label={label}
        optionText={option}
        inputText={inputText}
        filterToQuery={toQuery}
        validate={validate}
        debounce={debounce}
        onChange={onChange}
        // react-admin opens the list on focus: a field focused for the admin (a new row, a dialog's first field)
        // opened unseen, and the first click closed it again (issue 29). A click or the Down arrow opens it.
        openOnFocus={false}
        fullWidth
        helperText={false}
      />
    </QuietInFilters>
  );
}

/**
 * In a filter form, a picker whose choices failed to load says nothing: the screen's list, which failed the same
 * way, says it once with its Retry (Rows.tsx), where react-admin's AutocompleteInput would print the error under
 * each picker (six on Ads, issue 29). The choices load again by themselves with the list (queryClient.ts). In a
 * dialog, where the picker may be the only thing that failed, it keeps its error.
 */
function QuietInFilters({ children }: { children: ReactNode }) {
  const inDialog = useContext(NotesContext);
  const choices = useChoicesContext();
  // Its choices as they are (none), with no error to print: a state react-admin's types do not list.
  const quiet = useMemo(
    () => (choices.error && !inDialog ? ({ ...choices, error: null } as unknown as typeof choices) : choices),
    [choices, inDialog],
  );
  return <ChoicesContextProvider value={quiet}>{children}</ChoicesContextProvider>;
}

const textAt = (record: unknown, path: string) => String(valueAt(record, path) ?? '');

/**
 * One option. Options that share their shown text (two ads named 'Ride Booking App') get a second line telling
 * them apart: the record's vendor, if it has one, and its id.
 */
function PickerOption({ optionText }: { optionText: string }) {
  const record = useRecordContext<{ id: unknown }>();
  const { allChoices } = useChoicesContext();
  if (!record) return null;
  const text = textAt(record, optionText);
  const twins = (allChoices ?? []).filter((choice) => textAt(choice, optionText) === text).length;
  if (twins < 2) return <>{text}</>;
  const detail = [valueAt(record, 'vendor.fullname'), `#${String(record.id)}`].filter(Boolean).join(' · ');
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <span>{text} </span>
      <Typography component="span" variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Box>
  );
}

/** Inside a dialog's form, a picker the admin may not use leaves a line saying so (a filter form stays silent). */
const NotesContext = createContext(false);

export function PickerNotes({ children }: { children: ReactNode }) {
  return <NotesContext.Provider value>{children}</NotesContext.Provider>;
}

/**
 * In place of a picker whose records the admin may not list (its resource's module is not held): one line
 * naming the records and the missing privilege, in a dialog; nothing in a filter form.
 */
export function PickerUnavailable({ reference, always }: { reference: string; always?: boolean }) {
  const translate = useTranslate();
  const inDialog = useContext(NotesContext);
  const module = useAccess()?.moduleOf(reference);
  if (!(inDialog || always) || !module) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate('busads.action.pickerHidden', {
        what: translate(`resources.${reference}.name`, { smart_count: 2, _: reference }),
        privilege: PRIVILEGES[module],
      })}
    </Typography>
  );
}
