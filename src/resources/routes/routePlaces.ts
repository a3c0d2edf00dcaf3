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

/** A place the route has now, named for the Unassign checklist ('Ogun, Nigeria', or a country alone). */
export interface CurrentPlace extends PlaceRow {
  label: string;
}

/**
 * The route's current places: each of its states with the country it lies in, and each country without
 * a listed state on its own (removing it removes the whole country). `statesOf` gives the ids of a
 * country's states.
 */
export function currentPlaces(route: Route, statesOf: Map<number, Set<number>>): CurrentPlace[] {
  return route.countries.flatMap((c): CurrentPlace[] => {
    const inCountry = route.states.filter((s) => statesOf.get(c.id)?.has(s.id));
    return inCountry.length
      ? inCountry.map((s) => ({ countryID: c.id, stateID: s.id, label: `${s.name}, ${c.name}` }))
      : [{ countryID: c.id, stateID: null, label: c.name }];
  });
}
