import { DateInput, NumberInput, PasswordInput, required, SelectInput, TextInput } from 'react-admin';
import type { FieldDecl } from '../../resources/types';
import { VendorInput } from './VendorInput';

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
    case 'money':
      return <NumberInput {...common} min={0} step={0.01} />;
    case 'password':
      return <PasswordInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={field.choices ?? []} />;
    case 'vendor':
      return <VendorInput {...common} />;
    default:
      return <TextInput {...common} />;
  }
}
