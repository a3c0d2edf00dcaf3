import type { Db } from '../db/schema';
import { AppError } from '../domain/errors';
import { countriesByIds, statesByIds } from '../repositories/world';

/** A country, optionally narrowed to one of its states, as the assign dialogs send it. */
export interface PlaceRef {
  countryID: number;
  stateID?: number | null;
}

/** Names of checked places, for answers and log lines. */
export interface PlaceNames {
  /** 'Lagos, Nigeria' or 'Nigeria'. */
  describe(place: PlaceRef): string;
}

const unique = (ids: number[]): number[] => [...new Set(ids)];

/**
 * Checks that every country and state exists and each state belongs to its country; otherwise a 400
 * (code 1) naming the first offending place, so the dialog can show what to fix.
 */
export async function checkPlaces(db: Db, places: readonly PlaceRef[]): Promise<PlaceNames> {
  const countryIds = unique(places.map((p) => p.countryID));
  const stateIds = unique(places.flatMap((p) => (p.stateID ? [p.stateID] : [])));
  const countries = new Map((await countriesByIds(db, countryIds)).map((c) => [c.id, c.name]));
  const states = new Map((await statesByIds(db, stateIds)).map((s) => [s.id, s]));
  for (const place of places) {
    const country = countries.get(place.countryID);
    if (country === undefined) throw new AppError(`Country #${place.countryID} does not exist`);
    if (!place.stateID) continue;
    const state = states.get(place.stateID);
    if (!state) throw new AppError(`State #${place.stateID} does not exist`);
    if (state.countryId !== place.countryID)
      throw new AppError(`State ${state.name} (#${state.id}) is not in ${country}`);
  }
  return {
    describe: (p) => {
      const country = countries.get(p.countryID) ?? `#${p.countryID}`;
      return p.stateID ? `${states.get(p.stateID)?.name ?? `#${p.stateID}`}, ${country}` : country;
    },
  };
}

/** The same places without repeats (a dialog may send one row twice). */
export function distinctPlaces<T extends PlaceRef & { routeID?: number | null }>(places: readonly T[]): T[] {
  const seen = new Set<string>();
  return places.filter((p) => {
    const key = `${p.countryID}|${p.stateID ?? ''}|${p.routeID ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
