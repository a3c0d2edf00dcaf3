import type { Db } from '../../../server/db/schema';

/** Counts of one device's events of a type between two times (both included), straight from adEvents. */
export async function countDeviceEvents(
  db: Db,
  deviceId: number,
  eventType: 'view' | 'click',
  from = 0,
  to = Number.MAX_SAFE_INTEGER,
): Promise<number> {
  const row = await db
    .selectFrom('adEvents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('deviceId', '=', deviceId)
    .where('eventType', '=', eventType)
    .where('createdAt', '>=', from)
    .where('createdAt', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Each device's current route, computed directly: the route of its latest placement naming one. */
export async function currentRoutes(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('devicePlaces')
    .select(['deviceId', 'routeId'])
    .where('routeId', 'is not', null)
    .orderBy('dateCreated')
    .orderBy('id')
    .execute();
  const out = new Map<number, number>();
  for (const r of rows) if (r.routeId !== null) out.set(r.deviceId, r.routeId);
  return out;
}

export const nowUnix = (): number => Math.floor(Date.now() / 1000);
export const DAY = 86_400;
