import { memo, useMemo } from 'react';
import { useListContext } from 'react-admin';
import type { FieldDecl, Values } from '../../registry/types';
import { FilterForm } from '../form/FilterForm';

/**
 * The filter form above a list. It opens with the declared defaults (e.g. yesterday to today) and
 * applies them when the user presses Filter; the first load of the list is unfiltered.
 */
export function FilterCard({ fields, search }: { fields: FieldDecl[]; search?: string }) {
  const { filterValues, setFilters } = useListContext();
  // Built again only when the filter changes: appending a page of rows leaves the form alone.
  const props = useMemo(() => {
    const keep = (values: Values) =>
      search && filterValues[search] ? { ...values, [search]: filterValues[search] } : values;
    return {
      // The form shows the filter in force (e.g. a list's default filter), else each field's own default.
      defaults: Object.fromEntries(fields.map((f) => [f.source, filterValues[f.source] ?? f.defaultValue?.() ?? null])),
      onApply: (values: Values) => setFilters(keep(values), {}),
      onReset: () => setFilters(keep({}), {}),
    };
  }, [fields, search, filterValues, setFilters]);
  return <MemoFilterForm fields={fields} {...props} />;
}

const MemoFilterForm = memo(FilterForm);
