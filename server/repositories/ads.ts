import type { Ad } from '../../src/api/entities';
import type { AdType, Db } from '../db/schema';
import { adDetails } from './adDetails';
import { equalsText, pageWindow } from './sql';

export interface AdFilters {
  page: number;
  limit: number;
  routeID?: number;
  vendorID?: number;
  countryID?: number;
  stateID?: number;
  cityID?: number;
  busID?: string;
  deviceID?: number;
  adType?: AdType;
  accessStatus?: number;
  dateFrom?: number;
  dateTo?: number;
}

/**
 * Ads newest first. Place filters (route, country, state, city) match the places of the routes an ad
 * is assigned to; device filters (bus ID, device) match the devices placed on those routes. Exported so
 * tests can check its query plan.
 */
export function adListQuery(db: Db, f: AdFilters) {
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
  if (f.routeID !== undefined) {
    const routeID = f.routeID;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('adRoutes')
          .select('adRoutes.id')
          .whereRef('adRoutes.adId', '=', 'ads.id')
          .where('adRoutes.routeId', '=', routeID),
      ),
    );
  }
  if (f.countryID !== undefined || f.stateID !== undefined || f.cityID !== undefined) {
    q = q.where(({ exists, selectFrom }) => {
      let places = selectFrom('adRoutes')
        .innerJoin('routePlaces', 'routePlaces.routeId', 'adRoutes.routeId')
        .select('adRoutes.id')
        .whereRef('adRoutes.adId', '=', 'ads.id');
      if (f.countryID !== undefined) places = places.where('routePlaces.countryId', '=', f.countryID);
      if (f.stateID !== undefined) places = places.where('routePlaces.stateId', '=', f.stateID);
      if (f.cityID !== undefined) places = places.where('routePlaces.cityId', '=', f.cityID);
      return exists(places);
    });
  }
  if (f.busID !== undefined || f.deviceID !== undefined) {
    q = q.where(({ exists, selectFrom }) => {
      let devices = selectFrom('adRoutes')
        .innerJoin('devicePlaces', 'devicePlaces.routeId', 'adRoutes.routeId')
        .innerJoin('devices', 'devices.id', 'devicePlaces.deviceId')
        .select('adRoutes.id')
        .whereRef('adRoutes.adId', '=', 'ads.id');
      if (f.deviceID !== undefined) devices = devices.where('devices.id', '=', f.deviceID);
      if (f.busID !== undefined) devices = devices.where(equalsText('devices.busID', f.busID));
      return exists(devices);
    });
  }
  const { limit, offset } = pageWindow(f.page, f.limit);
  return q.orderBy('ads.dateCreated', 'desc').orderBy('ads.id', 'desc').limit(limit).offset(offset);
}

export async function listAds(db: Db, f: AdFilters): Promise<Ad[]> {
  return adDetails(db, await adListQuery(db, f).execute());
}

/** An ad's id and name, for answers and log lines. */
export const findAdName = (db: Db, id: number): Promise<{ id: number; name: string } | undefined> =>
  db.selectFrom('ads').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

export async function setAdActiveStatus(db: Db, id: number, activeStatus: number): Promise<void> {
  await db.updateTable('ads').set({ activeStatus }).where('id', '=', id).execute();
}
