import { useFormContext } from 'react-hook-form';
import {
  CanAccess,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { FieldDecl } from '../../registry/types';
import { valueAt } from '../../format/format';
import { CheckboxesInput } from './CheckboxesInput';
import { MoneyInput, moneyRules } from './MoneyInput';
import { PickerUnavailable, ReferencePicker } from './ReferencePicker';
import { newPasswordLength, ruleHelp } from './serverRules';
import { SourcedSelect } from './SourcedSelect';
import { useLabelOnlyName } from './useLabelOnlyName';

/**
 * The react-admin input for one declared field, with its SPEC.md validation message, and under it the
 * rule the server will apply to it (serverRules.ts).
 */
export function FormField({ field }: { field: FieldDecl }) {
  const { setValue } = useFormContext();
  const translate = useTranslate();
  const selectNamed = useLabelOnlyName();
  // `textInto`: the picked record's shown text goes into another form value (e.g. a body's label).
  const pickText = (optionText: string) =>
    field.textInto
      ? (_: unknown, record?: unknown) => setValue(field.textInto!, record ? String(valueAt(record, optionText)) : null)
      : undefined;
  const common = {
    source: field.source,
    label: field.label,
    validate: field.required ? required(field.required) : undefined,
    fullWidth: true,
    helperText: ruleHelp(field, translate) ?? (false as const),
  };
  switch (field.kind) {
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'money':
      return <MoneyInput {...common} validate={withRule(common.validate, moneyRules(field.label, translate))} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'password':
      return field.newPassword ? (
        <PasswordInput {...common} validate={withRule(common.validate, newPasswordLength(field, translate))} />
      ) : (
        <PasswordInput {...common} />
      );
    case 'select':
      if (field.choicesFrom) return <SourcedSelect {...common} from={field.choicesFrom} />;
      return <SelectInput {...common} {...selectNamed} choices={field.choices ?? []} emptyText="busads.filter.any" />;
    case 'checkboxes':
      return (
        <CheckboxesInput
          source={common.source}
          label={common.label}
          validate={common.validate}
          choices={field.choices ?? []}
          sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } }}
        />
      );
    // A picker of records the admin may not read (e.g. routes without ADMIN_ROUTE) is left out; a dialog says so.
    case 'vendor':
      return (
        <CanAccess resource="vendors" action="list" accessDenied={<PickerUnavailable reference="vendors" />}>
          <ReferencePicker
            {...common}
            reference="vendors"
            optionText="fullname"
            debounce={field.debounce ?? 1000}
            onChange={pickText('fullname')}
          />
        </CanAccess>
      );
    case 'reference':
      return (
        <CanAccess
          resource={field.reference!}
          action="list"
          accessDenied={<PickerUnavailable reference={field.reference!} />}
        >
          <ReferencePicker
            {...common}
            reference={field.reference!}
            optionText={field.optionText}
            filterFrom={field.filterFrom}
            debounce={field.debounce}
            onChange={pickText(field.optionText ?? 'name')}
          />
        </CanAccess>
      );
    default:
      return <TextInput {...common} />;
  }
}

/** An array, not a composed function: react-admin marks a field required (its label's *) by its validators. */
const withRule = (required: Validator | undefined, rule: Validator): Validator[] =>
  required ? [required, rule] : [rule];
