import { SelectInput, useGetOne, type Validator } from 'react-admin';
import type { FieldDecl } from '../../registry/types';
import { valueAt } from '../../format/format';
import { useLabelOnlyName } from './useLabelOnlyName';

interface Props {
  source: string;
  label: string;
  validate?: Validator;
  from: NonNullable<FieldDecl['choicesFrom']>;
}

/** A select whose choices come from a singleton of the data provider (read once, cached like any record). */
export function SourcedSelect({ source, label, validate, from }: Props) {
  const { data, isPending } = useGetOne(from.singleton, { id: from.singleton });
  const named = useLabelOnlyName();
  const entries = valueAt(data, from.path);
  const choices = (Array.isArray(entries) ? entries : []).map((e) => ({
    id: valueAt(e, from.value) as string | number,
    name: String(valueAt(e, from.text)),
  }));
  return (
    <SelectInput
      {...named}
      source={source}
      label={label}
      validate={validate}
      choices={choices}
      isPending={isPending}
      translateChoice={false}
      emptyText="busads.filter.any"
      fullWidth
      helperText={false}
    />
  );
}
