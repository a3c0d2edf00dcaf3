import type { FieldDecl } from './types';

/**
 * Filter fields that several declarations share, typed by their keys so that a list's filters still
 * check against its endpoint's parameters.
 */

type PlaceKey = 'countryID' | 'stateID' | 'cityID';
const places: Record<PlaceKey, { reference: string; label: string }> = {
  countryID: { reference: 'countries', label: 'busads.filter.country' },
  stateID: { reference: 'states', label: 'busads.filter.state' },
  cityID: { reference: 'cities', label: 'busads.filter.city' },
};

/** World pickers that narrow each other: a chosen state narrows the countries and cities, and so on. */
export const placeFilters = <K extends PlaceKey>(keys: K[]): FieldDecl<K>[] =>
  keys.map((key) => ({
    source: key,
    label: places[key].label,
    kind: 'reference',
    reference: places[key].reference,
    filterFrom: Object.fromEntries(keys.filter((k) => k !== key).map((k) => [k, k])),
  }));

/** A date-time window (from, to): the device screens' filter. */
export const dateWindowFilters: FieldDecl<'from' | 'to'>[] = [
  { source: 'from', label: 'busads.filter.dateFrom', kind: 'datetime' },
  { source: 'to', label: 'busads.filter.dateTo', kind: 'datetime' },
];

/** Active or inactive, as a 1/0 parameter. */
export const activeFilter = <S extends string>(source: S, label: string): FieldDecl<S> => ({
  source,
  label,
  kind: 'select',
  choices: [
    { id: 1, name: 'busads.values.active' },
    { id: 0, name: 'busads.values.inactive' },
  ],
});
