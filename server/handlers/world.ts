import { api } from '../../src/api';
import { listCities, listCountries, listStates } from '../repositories/world';
import type { Registrar } from './registrar';

/** Countries, states and cities for the place pickers; each narrowed by the other ids given. */
export function worldRoutes(r: Registrar): void {
  r.route(api.world.countries, async ({ db, params }) => ({ all: await listCountries(db, params) }));
  r.route(api.world.states, async ({ db, params }) => ({ all: await listStates(db, params) }));
  r.route(api.world.cities, async ({ db, params }) => ({ all: await listCities(db, params) }));
}
