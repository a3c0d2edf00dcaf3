import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';

/** Picks a vendor by name; the search waits 1 second after typing (SPEC.md section 9). */
export function VendorInput({ source, label, validate }: { source: string; label: string; validate?: Validator }) {
  return (
    <ReferenceInput source={source} reference="vendors" perPage={50} debounce={1000}>
      <AutocompleteInput
        label={label}
        optionText="fullname"
        filterToQuery={(q: string) => ({ q })}
        validate={validate}
        debounce={1000}
        fullWidth
        helperText={false}
      />
    </ReferenceInput>
  );
}
