import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useGetManyAggregate, useListContext, useTranslate } from 'react-admin';
import type { FieldDecl, ResourceDecl, Values } from '../../registry/types';
import { dayText, valueAt } from '../../format/format';
import { filtersInForce, LOCAL_SEARCH_PREFIX, searchKeyOf } from './filtersInForce';

/**
 * What an empty list says (issue 29, "Find"). Unfiltered: 'Empty List...'. Filtered: its empty text (SPEC.md's
 * 'No results found', or the declaration's), then the filters in force by name and value, so a default date
 * window that hides a search's match is seen, and one button that clears every filter but the search.
 */
export function ListEmpty({ decl }: { decl: ResourceDecl }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const list = decl.list!;
  const searchKey = searchKeyOf(list.search);
  const inForce = filtersInForce(filterValues, list.filters ?? [], searchKey);
  const text = list.emptyText ?? (inForce.length > 0 ? 'busads.list.noResults' : 'busads.list.empty');
  if (inForce.length === 0) return <Typography sx={{ p: 3, textAlign: 'center' }}>{translate(text)}</Typography>;
  const others = inForce.filter((f) => f.field !== undefined);
  const searchLabel = translate(list.searchLabel ?? 'busads.list.search');
  return (
    <Box sx={{ p: 3, textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}>
      <Typography>{translate(text)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('busads.find.filtersOn')}{' '}
        {inForce.map((f, i) => (
          <span key={f.key}>
            {i > 0 && ', '}
            {f.field ? <FilterText field={f.field} value={f.value} /> : `${searchLabel} “${String(f.value)}”`}
          </span>
        ))}
      </Typography>
      {others.length > 0 && (
        <Button variant="outlined" size="small" onClick={() => setFilters(keepSearch(filterValues, searchKey))}>
          {translate('busads.find.clear')}
        </Button>
      )}
    </Box>
  );
}

/** The filter with only its search left (a server search's key; a local search is not in the filter). */
const keepSearch = (filter: Values, searchKey: string | undefined): Values =>
  searchKey && !searchKey.startsWith(LOCAL_SEARCH_PREFIX) && filter[searchKey]
    ? { [searchKey]: filter[searchKey] }
    : {};

/** One filter as 'Date From 2026-11-27', 'Status Active', 'Vendor Ada Obi' or 'Bus ID “B12”'. */
function FilterText({ field, value }: { field: FieldDecl; value: unknown }) {
  const translate = useTranslate();
  const label = translate(field.label);
  switch (field.kind) {
    case 'vendor':
    case 'reference':
      return (
        <>
          {label}{' '}
          <RecordName reference={field.kind === 'vendor' ? 'vendors' : field.reference!} field={field} id={value} />
        </>
      );
    case 'select': {
      const choice = field.choices?.find((c) => String(c.id) === String(value));
      return <>{`${label} ${choice ? translate(choice.name, { _: choice.name }) : String(value)}`}</>;
    }
    case 'date':
      return <>{`${label} ${String(value)}`}</>;
    case 'datetime':
      return <>{`${label} ${momentText(value)}`}</>;
    default:
      return <>{`${label} “${String(value)}”`}</>;
  }
}

/** A date-time filter (a Date, or its ISO text read back from the URL) as 'yyyy-MM-dd HH:mm'. */
function momentText(value: unknown): string {
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  return `${dayText(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** A picked record's name (the picker's own lookup, shared through react-admin's cache), its id until it comes. */
function RecordName({ reference, field, id }: { reference: string; field: FieldDecl; id: unknown }) {
  const { data } = useGetManyAggregate(reference, { ids: [id as string | number] });
  const name = data?.[0]
    ? valueAt(data[0], field.kind === 'vendor' ? 'fullname' : (field.optionText ?? 'name'))
    : undefined;
  return <>{String(name ?? id)}</>;
}
