import type { api, ParamsOf } from '../../src/api';
import type { Named } from '../../src/api/entities';
import type { Db } from '../db/schema';

/** Countries, narrowed to the one holding a state or a city. */
export async function listCountries(db: Db, f: ParamsOf<typeof api.world.countries>): Promise<Named[]> {
  let q = db.selectFrom('countries').select(['countries.id', 'countries.name']);
  if (f.stateID !== undefined) {
    q = q.where(
      'countries.id',
      'in',
      db.selectFrom('states').select('states.countryId').where('states.id', '=', f.stateID),
    );
  }
  if (f.cityID !== undefined) {
    q = q.where(
      'countries.id',
      'in',
      db
        .selectFrom('cities')
        .innerJoin('states', 'states.id', 'cities.stateId')
        .select('states.countryId')
        .where('cities.id', '=', f.cityID),
    );
  }
  return q.orderBy('countries.name').orderBy('countries.id').execute();
}

/** States, narrowed to a country's or to the one holding a city. */
export async function listStates(db: Db, f: ParamsOf<typeof api.world.states>): Promise<Named[]> {
  let q = db.selectFrom('states').select(['states.id', 'states.name']);
  if (f.countryID !== undefined) q = q.where('states.countryId', '=', f.countryID);
  if (f.cityID !== undefined) {
    q = q.where('states.id', 'in', db.selectFrom('cities').select('cities.stateId').where('cities.id', '=', f.cityID));
  }
  return q.orderBy('states.name').orderBy('states.id').execute();
}

/** Cities, narrowed to a country's or a state's. */
export async function listCities(db: Db, f: ParamsOf<typeof api.world.cities>): Promise<Named[]> {
  let q = db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.stateId')
    .select(['cities.id', 'cities.name']);
  if (f.countryID !== undefined) q = q.where('states.countryId', '=', f.countryID);
  if (f.stateID !== undefined) q = q.where('cities.stateId', '=', f.stateID);
  return q.orderBy('cities.name').orderBy('cities.id').execute();
}

/** The countries of these ids that exist (any order). */
export const countriesByIds = (db: Db, ids: readonly number[]): Promise<Named[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('countries').select(['id', 'name']).where('id', 'in', ids).execute();

/** The states of these ids that exist, with their country (any order). */
export const statesByIds = (
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; name: string; countryId: number }[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('states').select(['id', 'name', 'countryId']).where('id', 'in', ids).execute();
