import type { FieldDecl, Values } from '../../registry/types';

/** The filter key under which a local search's term joins the filter values its table sees (LocalSearch.tsx). */
export const LOCAL_SEARCH_PREFIX = 'local:';

/** The filter key of a list's name search: the server's key, or the local search's. */
export const searchKeyOf = (search: string | { local: string } | undefined): string | undefined =>
  typeof search === 'object' ? `${LOCAL_SEARCH_PREFIX}${search.local}` : search;

export interface FilterInForce {
  key: string;
  value: unknown;
  /** The filter form's field; none for the search. */
  field?: FieldDecl;
}

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The filters a list applies, search first, then in the form's order; keys the form does not show are left out. */
export function filtersInForce(filter: Values, fields: FieldDecl[], searchKey: string | undefined): FilterInForce[] {
  const search: FilterInForce[] =
    searchKey && typeof filter[searchKey] === 'string' && filter[searchKey].trim() !== ''
      ? [{ key: searchKey, value: filter[searchKey].trim() }]
      : [];
  return [
    ...search,
    ...fields.filter((f) => isSet(filter[f.source])).map((f) => ({ key: f.source, value: filter[f.source], field: f })),
  ];
}
