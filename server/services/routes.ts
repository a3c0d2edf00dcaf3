import type { z } from 'zod';
import type { PlacesBody } from '../../src/api/bodies';
import type { Route } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { addRoutePlace, removeRoutePlaces, routeHasPlace } from '../repositories/routePlaces';
import { findRouteRow, routeDetails, type RouteRow } from '../repositories/routes';
import { writeActivityLog } from './activityLog';
import { notFound } from '../domain/errors';
import { checkPlaces, distinctPlaces } from './placeChecks';

type Body = z.infer<typeof PlacesBody>;

async function requireRoute(db: Db, id: number): Promise<RouteRow> {
  const route = await findRouteRow(db, id);
  if (!route) throw notFound('Route');
  return route;
}

async function answer(db: Db, route: RouteRow): Promise<Route> {
  const [out] = await routeDetails(db, [route]);
  return out;
}

/**
 * Adds each country (or state of a country) the route does not have yet: a place the route already
 * covers is left as is, so assigning twice changes nothing. One transaction with the log row.
 */
export async function assignRoutePlaces(db: Db, admin: AdminRow, body: Body): Promise<Route> {
  return db.transaction().execute(async (trx) => {
    const route = await requireRoute(trx, body.routeID);
    const names = await checkPlaces(trx, body.places);
    for (const p of distinctPlaces(body.places)) {
      if (!(await routeHasPlace(trx, route.id, p.countryID, p.stateID)))
        await addRoutePlace(trx, route.id, p.countryID, p.stateID);
    }
    const what = distinctPlaces(body.places).map(names.describe).join('; ');
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Assigned ${what} to route ${route.name} (#${route.id})`,
    );
    return answer(trx, route);
  });
}

/**
 * Removes the route's places in each state given, or every place in a country given without a state.
 * Places the route does not have are ignored. One transaction with the log row.
 */
export async function unassignRoutePlaces(db: Db, admin: AdminRow, body: Body): Promise<Route> {
  return db.transaction().execute(async (trx) => {
    const route = await requireRoute(trx, body.routeID);
    const names = await checkPlaces(trx, body.places);
    for (const p of distinctPlaces(body.places)) await removeRoutePlaces(trx, route.id, p.countryID, p.stateID);
    const what = distinctPlaces(body.places).map(names.describe).join('; ');
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Unassigned ${what} from route ${route.name} (#${route.id})`,
    );
    return answer(trx, route);
  });
}
