import { CanAccess, DateInput, DateTimeInput, NumberInput, PasswordInput, required, SelectInput, TextInput } from 'react-admin';
import type { FieldDecl } from '../../resources/types';
import { ReferencePicker } from './ReferencePicker';

/** The react-admin input for one declared field, with its SPEC.md validation message. */
export function FormField({ field }: { field: FieldDecl }) {
  const common = {
    source: field.source,
    label: field.label,
    validate: field.required ? required(field.required) : undefined,
    fullWidth: true,
    helperText: false as const,
  };
  switch (field.kind) {
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'money':
      return <NumberInput {...common} min={0} step={0.01} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'password':
      return <PasswordInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={field.choices ?? []} emptyText="busads.filter.any" />;
    // A picker of records the admin may not read (e.g. routes without ADMIN_ROUTE) is left out.
    case 'vendor':
      return (
        <CanAccess resource="vendors" action="list">
          <ReferencePicker {...common} reference="vendors" optionText="fullname" debounce={1000} />
        </CanAccess>
      );
    case 'reference':
      return (
        <CanAccess resource={field.reference!} action="list">
          <ReferencePicker {...common} reference={field.reference!} optionText={field.optionText} filterFrom={field.filterFrom} />
        </CanAccess>
      );
    default:
      return <TextInput {...common} />;
  }
}
