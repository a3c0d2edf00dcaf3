import type { Values } from '../../registry/types';

const positive = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);
type Row = Record<'countryID' | 'stateID' | 'routeID', unknown>;

/** The body's placeIDs from the Assign Device dialog's rows: a country each, state and route when chosen. */
export const placeIDsOf = (values: Values) =>
  ((values.places as Row[] | undefined) ?? []).map((p) => ({
    countryID: Number(p.countryID),
    stateID: positive(p.stateID),
    routeID: positive(p.routeID),
  }));
