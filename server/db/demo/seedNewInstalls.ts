import { DAY, HOUR } from '../../domain/clock';
import { insertBatches, insertOne, type SeedContext } from './context';
import type { PersonFactory } from './people';
import { DEVICE_COUNT } from './seedDevices';

const MINUTE = 60;

/** Intercity lines: each passes places in two states. */
const INTERCITY = [
  {
    name: 'Ikorodu - Sagamu',
    places: [
      ['Lagos', 'Ikorodu'],
      ['Ogun', 'Sagamu'],
    ],
  },
  {
    name: 'Abuja - Keffi',
    places: [
      ['Federal Capital Territory', 'Abuja'],
      ['Nasarawa', 'Keffi'],
    ],
  },
] as const;

/** Screens installed in the last day (the devices screen opens on the last day): two placed on the new lines, one awaiting a route. */
const INSTALLS = [
  { busID: 'LAG-IKS-004', state: 'Lagos', route: 'Ikorodu - Sagamu', seen: true },
  { busID: 'ABJ-AUT-051', state: 'Federal Capital Territory', route: 'Abuja - Keffi', seen: true },
  { busID: 'LAG-BRT-120', state: 'Lagos', route: null, seen: false },
] as const;

/** Looks up the cities and states of Nigeria by name. */
async function placeIds(ctx: SeedContext) {
  const rows = await ctx.db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.stateId')
    .select([
      'cities.id as cityId',
      'cities.name as city',
      'states.id as stateId',
      'states.name as state',
      'states.countryId',
    ])
    .execute();
  const find = (state: string, city?: string) => {
    const row = rows.find((r) => r.state === state && (city === undefined || r.city === city));
    if (!row) throw new Error(`Unknown place ${city ?? ''} ${state}`);
    return row;
  };
  return { city: (state: string, city: string) => find(state, city), state: (state: string) => find(state) };
}

/**
 * Runs last, so the rest of the demo data does not move: two intercity routes across two states, and
 * three screens installed in the last hours, placed the way the assign dialog places them (a
 * placement and a history entry), not yet showing ads.
 */
export async function seedNewInstalls(ctx: SeedContext, people: PersonFactory): Promise<void> {
  const { rng, now } = ctx;
  const places = await placeIds(ctx);
  const routeIds = new Map<string, number>();
  for (const r of INTERCITY) {
    const id = await insertOne(ctx.db, 'routes', {
      name: r.name,
      source: r.name.split(' - ')[0],
      dateCreated: now - rng.int(3, 9) * DAY,
    });
    routeIds.set(r.name, id);
    const rows = r.places.map(([state, city]) => places.city(state, city));
    await insertBatches(
      ctx.db,
      'routePlaces',
      rows.map((p) => ({ routeId: id, countryId: p.countryId, stateId: p.stateId, cityId: p.cityId })),
    );
  }
  for (const [i, install] of INSTALLS.entries()) {
    const dateCreated = now - rng.int(2 * HOUR, 20 * HOUR);
    const placedAt = dateCreated + rng.int(10, 40) * MINUTE;
    const id = await insertOne(ctx.db, 'devices', {
      name: `BusAds Screen ${String(DEVICE_COUNT + i + 1).padStart(3, '0')}`,
      serial: `BAS-${rng.code(4)}-${String(1000 + DEVICE_COUNT + i + 1)}`,
      busID: install.busID,
      phone: people.phone(),
      activeStatus: 1,
      lastseen: install.seen ? now - rng.int(60, 30 * MINUTE) : null,
      dateCreated,
    });
    const { stateId, countryId } = places.state(install.state);
    const routeId = install.route === null ? null : (routeIds.get(install.route) ?? null);
    await insertOne(ctx.db, 'devicePlaces', { deviceId: id, countryId, stateId, routeId, dateCreated: placedAt });
    await insertOne(ctx.db, 'deviceHistory', {
      deviceId: id,
      busID: install.busID,
      routeId,
      countryId,
      stateId,
      views: 0,
      dateCreated: placedAt,
      dateUpdated: placedAt,
    });
  }
}
