import { DAY } from '../../domain/clock';
import { insertBatches, insertOne, type SeedContext } from './context';
import { GHANA, NIGERIA, ROUTES } from './nigeria';

export interface SeededRoute {
  id: number;
  name: string;
  stateId: number;
  cityIds: number[];
}

export interface SeededPlaces {
  nigeriaId: number;
  stateIds: Map<string, number>;
  routes: SeededRoute[];
}

async function seedCountry(
  ctx: SeedContext,
  name: string,
  states: Record<string, string[]>,
  stateIds: Map<string, number>,
  cityIds: Map<string, number>,
) {
  const countryId = await insertOne(ctx.db, 'countries', { name });
  for (const [state, cities] of Object.entries(states)) {
    const stateId = await insertOne(ctx.db, 'states', { countryId, name: state });
    stateIds.set(state, stateId);
    for (const city of cities)
      cityIds.set(`${state}/${city}`, await insertOne(ctx.db, 'cities', { stateId, name: city }));
  }
  return countryId;
}

/** Nigeria (36 states and the FCT) and Ghana, their cities, and the bus routes with their places. */
export async function seedPlaces(ctx: SeedContext): Promise<SeededPlaces> {
  const stateIds = new Map<string, number>();
  const cityIds = new Map<string, number>();
  const nigeriaId = await seedCountry(ctx, 'Nigeria', NIGERIA, stateIds, cityIds);
  await seedCountry(ctx, 'Ghana', GHANA, stateIds, cityIds);

  const routes: SeededRoute[] = [];
  for (const [i, r] of ROUTES.entries()) {
    const stateId = stateIds.get(r.state);
    if (stateId === undefined) throw new Error(`Unknown state ${r.state} for route ${r.name}`);
    const source = r.name.split(' - ')[0];
    const id = await insertOne(ctx.db, 'routes', { name: r.name, source, dateCreated: ctx.now - (400 - i * 7) * DAY });
    const ids = r.cities.map((c) => {
      const cityId = cityIds.get(`${r.state}/${c}`);
      if (cityId === undefined) throw new Error(`Unknown city ${c} for route ${r.name}`);
      return cityId;
    });
    routes.push({ id, name: r.name, stateId, cityIds: ids });
  }
  await insertBatches(
    ctx.db,
    'routePlaces',
    routes.flatMap((r) =>
      r.cityIds.map((cityId) => ({ routeId: r.id, countryId: nigeriaId, stateId: r.stateId, cityId })),
    ),
  );
  return { nigeriaId, stateIds, routes };
}
