import type { api, ParamsOf } from '../../src/api';
import type { Named, Route } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { equalsText, pageWindow } from './sql';

export type RouteFilters = ParamsOf<typeof api.routes.list>;

export type RouteRow = { id: number; name: string; source: string; dateCreated: number };

/**
 * Routes newest first. Place filters match the route's places; bus ID (exact, any case) and device
 * match the devices ever placed on the route. Exported so tests can check its query plan.
 */
export function routeListQuery(db: Db, f: RouteFilters) {
  let q = db.selectFrom('routes').select(['routes.id', 'routes.name', 'routes.source', 'routes.dateCreated']);
  if (f.countryID !== undefined || f.stateID !== undefined || f.cityID !== undefined) {
    let places = db.selectFrom('routePlaces').select('routePlaces.routeId');
    if (f.countryID !== undefined) places = places.where('routePlaces.countryId', '=', f.countryID);
    if (f.stateID !== undefined) places = places.where('routePlaces.stateId', '=', f.stateID);
    if (f.cityID !== undefined) places = places.where('routePlaces.cityId', '=', f.cityID);
    q = q.where('routes.id', 'in', places);
  }
  if (f.busID !== undefined || f.deviceID !== undefined) {
    let devices = db
      .selectFrom('devicePlaces')
      .innerJoin('devices', 'devices.id', 'devicePlaces.deviceId')
      .select('devicePlaces.routeId')
      .where('devicePlaces.routeId', 'is not', null);
    if (f.deviceID !== undefined) devices = devices.where('devicePlaces.deviceId', '=', f.deviceID);
    if (f.busID !== undefined) devices = devices.where(equalsText('devices.busID', f.busID));
    q = q.where('routes.id', 'in', devices.$narrowType<{ routeId: number }>());
  }
  const { limit, offset } = pageWindow(f.page, f.limit);
  return q.orderBy('routes.dateCreated', 'desc').orderBy('routes.id', 'desc').limit(limit).offset(offset);
}

export async function listRoutes(db: Db, f: RouteFilters): Promise<Route[]> {
  return routeDetails(db, await routeListQuery(db, f).execute());
}

export const findRouteRow = (db: Db, id: number): Promise<RouteRow | undefined> =>
  db.selectFrom('routes').select(['id', 'name', 'source', 'dateCreated']).where('id', '=', id).executeTakeFirst();

const byName = (a: Named, b: Named) => a.name.localeCompare(b.name) || a.id - b.id;

/** The distinct countries and states of each route, by name (one query for the page). */
export async function placeNamesOfRoutes(
  db: Db,
  routeIds: number[],
): Promise<Map<number, { countries: Named[]; states: Named[] }>> {
  const out = new Map<number, { countries: Named[]; states: Named[] }>();
  if (routeIds.length === 0) return out;
  const rows = await db
    .selectFrom('routePlaces')
    .innerJoin('countries', 'countries.id', 'routePlaces.countryId')
    .leftJoin('states', 'states.id', 'routePlaces.stateId')
    .select([
      'routePlaces.routeId',
      'countries.id as countryId',
      'countries.name as countryName',
      'states.id as stateId',
      'states.name as stateName',
    ])
    .distinct()
    .where('routePlaces.routeId', 'in', routeIds)
    .execute();
  const seen = new Map<number, { countries: Map<number, Named>; states: Map<number, Named> }>();
  for (const r of rows) {
    const entry = seen.get(r.routeId) ?? { countries: new Map(), states: new Map() };
    entry.countries.set(r.countryId, { id: r.countryId, name: r.countryName });
    if (r.stateId !== null && r.stateName !== null) entry.states.set(r.stateId, { id: r.stateId, name: r.stateName });
    seen.set(r.routeId, entry);
  }
  for (const [id, e] of seen)
    out.set(id, { countries: [...e.countries.values()].sort(byName), states: [...e.states.values()].sort(byName) });
  return out;
}

/** The wire shape of a page of routes. */
export async function routeDetails(db: Db, rows: RouteRow[]): Promise<Route[]> {
  const places = await placeNamesOfRoutes(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    source: r.source,
    countries: places.get(r.id)?.countries ?? [],
    states: places.get(r.id)?.states ?? [],
    dateCreated: Number(r.dateCreated),
  }));
}
