import { memo, useMemo } from 'react';
import { useListContext } from 'react-admin';
import type { FieldDecl, Values } from '../../registry/types';
import { FilterForm } from '../form/FilterForm';

interface Props {
  fields: FieldDecl[];
  /** The search box's filter key: the form leaves it as it is. */
  search?: string;
  /** The filter the list opens with (ListDecl.defaultFilter): Reset returns to it. */
  initial: Values;
}

/**
 * The filter form above a list. It shows the filter in force, nothing else: the list's first load
 * applies the declared defaults (which the form then shows), and Reset goes back to them.
 */
export function FilterCard({ fields, search, initial }: Props) {
  const { filterValues, setFilters, refetch } = useListContext();
  const shown = useMemo(
    () => Object.fromEntries(fields.map((f) => [f.source, filterValues[f.source] ?? null])),
    [fields, filterValues],
  );
  // Built again only when the filter changes: appending a page of rows leaves the form alone.
  const props = useMemo(() => {
    const keep = (values: Values) =>
      search && filterValues[search] ? { ...values, [search]: filterValues[search] } : values;
    return {
      defaults: shown,
      resetTo: Object.fromEntries(fields.map((f) => [f.source, initial[f.source] ?? null])),
      // The same filter again loads it again (e.g. after a failed load) rather than doing nothing.
      onApply: (values: Values) => (sameFilter(keep(values), filterValues) ? void refetch() : setFilters(keep(values))),
      onReset: () => setFilters(keep(initial)),
    };
  }, [shown, fields, search, filterValues, setFilters, refetch, initial]);
  return <MemoFilterForm fields={fields} {...props} />;
}

const MemoFilterForm = memo(FilterForm);

/** Two filters alike, whatever their keys' order (a date read back from the URL is its ISO text). */
const sameFilter = (a: Values, b: Values) => text(a) === text(b);
const text = (v: Values) => JSON.stringify(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)));
