import type { Route } from '../../api/entities';
import type { RowPicker } from '../../components/form/PickerRows';
import type { Values } from '../../registry/types';

/** A row of the assign/unassign dialogs: a country, narrowed to one of its states when chosen. */
export interface PlaceRow {
  countryID: number | null;
  stateID: number | null;
}

export const placePickers: RowPicker[] = [
  {
    source: 'countryID',
    label: 'busads.routes.places.country',
    reference: 'countries',
    filterFrom: { stateID: 'stateID' },
    required: 'busads.routes.validation.country',
    clears: ['stateID'],
  },
  {
    source: 'stateID',
    label: 'busads.routes.places.state',
    reference: 'states',
    filterFrom: { countryID: 'countryID' },
  },
];

const positive = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);

/** The body of both calls (SPEC.md shows none): {routeID, places: [{countryID, stateID or null}]}. */
export const placesBody = (route: Route, values: Values) => ({
  routeID: route.id,
  places: ((values.places as PlaceRow[] | undefined) ?? []).map((p) => ({
    countryID: Number(p.countryID),
    stateID: positive(p.stateID),
  })),
});

/**
 * The route's current places as rows: each of its states with the country it lies in, and each country
 * without a listed state on its own. `statesOf` gives the ids of a country's states.
 */
export function currentPlaceRows(route: Route, statesOf: Map<number, Set<number>>): PlaceRow[] {
  const rows = route.countries.flatMap((c): PlaceRow[] => {
    const inCountry = route.states.filter((s) => statesOf.get(c.id)?.has(s.id));
    return inCountry.length
      ? inCountry.map((s) => ({ countryID: c.id, stateID: s.id }))
      : [{ countryID: c.id, stateID: null }];
  });
  return rows.length ? rows : [{ countryID: null, stateID: null }];
}
