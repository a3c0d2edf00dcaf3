import { sql } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { Ad } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { JsonText } from '../domain/jsonText';
import { counted, jsonRows, naira, nestedList, objectOrNull, type JsonShape } from './jsonRows';
import { equalsText, pageWindow } from './sql';

export type AdFilters = ParamsOf<typeof api.ads.list>;

/** The filters of adListQuery: those of the ad itself, and the route filters resolved by adRouteSets. */
export type AdListFilters = Pick<
  AdFilters,
  'page' | 'limit' | 'vendorID' | 'adType' | 'accessStatus' | 'dateFrom' | 'dateTo'
> & {
  /** An ad is listed when it is assigned to a route of each set. */
  routeSets?: number[][];
};

/**
 * The route filters of a call as sets of route ids: the route; the routes through the place (country,
 * state and city of one route place); the routes the device (and bus ID) was ever placed on. Routes,
 * their places and the placements are small tables, the ads are not: read first, a set that is empty
 * answers the call without walking the ads in search of a match that cannot exist.
 */
export async function adRouteSets(db: Db, f: AdFilters): Promise<number[][]> {
  const sets: number[][] = [];
  if (f.routeID !== undefined) sets.push([f.routeID]);
  if (f.countryID !== undefined || f.stateID !== undefined || f.cityID !== undefined) {
    let places = db.selectFrom('routePlaces').select('routePlaces.routeId').distinct();
    if (f.countryID !== undefined) places = places.where('routePlaces.countryId', '=', f.countryID);
    if (f.stateID !== undefined) places = places.where('routePlaces.stateId', '=', f.stateID);
    if (f.cityID !== undefined) places = places.where('routePlaces.cityId', '=', f.cityID);
    sets.push((await places.execute()).map((r) => r.routeId));
  }
  if (f.busID !== undefined || f.deviceID !== undefined) {
    let devices = db
      .selectFrom('devicePlaces')
      .innerJoin('devices', 'devices.id', 'devicePlaces.deviceId')
      .select('devicePlaces.routeId')
      .distinct()
      .where('devicePlaces.routeId', 'is not', null);
    if (f.deviceID !== undefined) devices = devices.where('devices.id', '=', f.deviceID);
    if (f.busID !== undefined) devices = devices.where(equalsText('devices.busID', f.busID));
    sets.push((await devices.execute()).flatMap((r) => (r.routeId === null ? [] : [r.routeId])));
  }
  return sets;
}

/**
 * Ads newest first. Place filters (route, country, state, city) match the places of the routes an ad
 * is assigned to; device filters (bus ID, device) match the devices placed on those routes: both come
 * in as the route sets of adRouteSets. Exported so tests can check its query plan.
 */
export function adListQuery(db: Db, f: AdListFilters) {
  let q = db
    .selectFrom('ads')
    .innerJoin('vendors', 'vendors.id', 'ads.vendorId')
    .select([
      'ads.id',
      'ads.vendorId',
      'ads.name',
      'ads.actionLink',
      'ads.caption',
      'ads.adType',
      'ads.conversionUrl',
      'ads.activeStatus',
      'ads.blocked',
      'ads.maxDailyLimitKobo',
      'ads.currDailyCostKobo',
      'ads.dateCreated',
      'vendors.fullname as vendorFullname',
      'vendors.username as vendorUsername',
      'vendors.email as vendorEmail',
      'vendors.phone as vendorPhone',
      'vendors.accessStatus as vendorAccessStatus',
    ]);
  if (f.vendorID !== undefined) q = q.where('ads.vendorId', '=', f.vendorID);
  if (f.adType !== undefined) q = q.where('ads.adType', '=', f.adType);
  if (f.accessStatus !== undefined) q = q.where('ads.activeStatus', '=', f.accessStatus);
  if (f.dateFrom !== undefined) q = q.where('ads.dateCreated', '>=', f.dateFrom);
  if (f.dateTo !== undefined) q = q.where('ads.dateCreated', '<=', f.dateTo);
  for (const routeIds of f.routeSets ?? []) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('adRoutes')
          .select('adRoutes.id')
          .whereRef('adRoutes.adId', '=', 'ads.id')
          .where('adRoutes.routeId', 'in', routeIds),
      ),
    );
  }
  const { limit, offset } = pageWindow(f.page, f.limit);
  return q.orderBy('ads.dateCreated', 'desc').orderBy('ads.id', 'desc').limit(limit).offset(offset);
}

/** How many events of one type the list's ad `x` has (the index adEvents (adId, eventType, createdAt) counts them). */
const eventCount = (eventType: 'view' | 'click' | 'conversion') =>
  counted(
    sql`select count(*) from ${sql.table('adEvents')} where ${sql.ref('adEvents.adId')} = ${sql.ref('x.id')} and ${sql.ref('adEvents.eventType')} = ${eventType}`,
  );

/**
 * An Ad as the contract names it, from a row of adListQuery and its vendor's wallet (listAds): the event
 * counts, routes and media come from subqueries on the page's rows only (repositories/jsonRows.ts).
 */
const AD: JsonShape = {
  id: 'id',
  name: 'name',
  actionLink: 'actionLink',
  caption: 'caption',
  views: eventCount('view'),
  clicks: eventCount('click'),
  conversions: eventCount('conversion'),
  currDailyCost: naira('currDailyCostKobo'),
  maxDailyLimit: naira('maxDailyLimitKobo'),
  adType: 'adType',
  conversionUrl: 'conversionUrl',
  activeStatus: 'activeStatus',
  blocked: 'blocked',
  dateCreated: 'dateCreated',
  vendor: objectOrNull({
    id: 'vendorId',
    fullname: 'vendorFullname',
    username: 'vendorUsername',
    email: 'vendorEmail',
    phone: 'vendorPhone',
    accessStatus: 'vendorAccessStatus',
  }),
  wallet: objectOrNull({ id: 'walletId', amount: naira('walletAmountKobo') }, 'walletId'),
  routes: nestedList(
    sql`${sql.table('adRoutes')} join ${sql.table('routes')} on ${sql.ref('routes.id')} = ${sql.ref('adRoutes.routeId')} where ${sql.ref('adRoutes.adId')} = ${sql.ref('x.id')}`,
    { id: 'routes.id', name: 'routes.name' },
    ['routes.name', 'routes.id'],
  ),
  ad_medias: nestedList(
    sql`${sql.table('adMedias')} where ${sql.ref('adMedias.adId')} = ${sql.ref('x.id')}`,
    { id: 'adMedias.id', media: 'adMedias.media', mediaType: 'adMedias.mediaType' },
    ['adMedias.id'],
  ),
};

/** A page of ads as the database writes it (JSON text): the page is chosen first, its details read for its rows only. */
export async function listAds(db: Db, f: AdFilters): Promise<JsonText<Ad[]>> {
  const routeSets = await adRouteSets(db, f);
  if (routeSets.some((routeIds) => routeIds.length === 0)) return new JsonText('[]');
  const page = db
    .selectFrom(adListQuery(db, { ...f, routeSets }).as('page'))
    .leftJoin('wallets', 'wallets.vendorId', 'page.vendorId')
    .selectAll('page')
    .select(['wallets.id as walletId', 'wallets.amountKobo as walletAmountKobo']);
  return jsonRows<Ad>(db, page, AD, ['dateCreated', 'id']);
}

/** An ad's id and name, for answers and log lines. */
export const findAdName = (db: Db, id: number): Promise<{ id: number; name: string } | undefined> =>
  db.selectFrom('ads').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

export async function setAdActiveStatus(db: Db, id: number, activeStatus: number): Promise<void> {
  await db.updateTable('ads').set({ activeStatus }).where('id', '=', id).execute();
}
