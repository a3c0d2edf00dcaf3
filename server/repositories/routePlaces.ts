import type { Db } from '../db/schema';

/** Rows of a route in a country, narrowed to a state when one is given. */
function placesOf(db: Db, routeId: number, countryId: number, stateId?: number | null) {
  let q = db.selectFrom('routePlaces').select('id').where('routeId', '=', routeId).where('countryId', '=', countryId);
  if (stateId) q = q.where('stateId', '=', stateId);
  return q;
}

/** Whether the route already has a place in the country (in the state, when one is given). */
export async function routeHasPlace(
  db: Db,
  routeId: number,
  countryId: number,
  stateId?: number | null,
): Promise<boolean> {
  return (await placesOf(db, routeId, countryId, stateId).limit(1).executeTakeFirst()) !== undefined;
}

export async function addRoutePlace(
  db: Db,
  routeId: number,
  countryId: number,
  stateId?: number | null,
): Promise<void> {
  await db
    .insertInto('routePlaces')
    .values({ routeId, countryId, stateId: stateId ?? null, cityId: null })
    .execute();
}

/** Removes the route's places in the country (only those in the state, when one is given); returns how many. */
export async function removeRoutePlaces(
  db: Db,
  routeId: number,
  countryId: number,
  stateId?: number | null,
): Promise<number> {
  let q = db.deleteFrom('routePlaces').where('routeId', '=', routeId).where('countryId', '=', countryId);
  if (stateId) q = q.where('stateId', '=', stateId);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}
