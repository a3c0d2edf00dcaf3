import { BIG, flag, index, notNull, ref, refNotNull, table, type DialectName, type MigrationDb } from '../helpers';

/** Ads with media, routes and events; ad summaries, prices, price plans and customers. */
export async function createAdTables(db: MigrationDb, d: DialectName): Promise<void> {
  await table(db, d, 'ads')
    .addColumn('vendorId', 'integer', refNotNull('vendors.id'))
    .addColumn('name', 'text', notNull)
    .addColumn('actionLink', 'text')
    .addColumn('caption', 'text')
    .addColumn('adType', 'text', notNull)
    .addColumn('conversionUrl', 'text')
    .addColumn('activeStatus', 'integer', flag(1))
    .addColumn('blocked', 'integer', flag(0))
    .addColumn('maxDailyLimitKobo', BIG, flag(0))
    .addColumn('currDailyCostKobo', BIG, flag(0))
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'ads', ['vendorId', 'dateCreated']);
  await index(db, 'ads', ['dateCreated']);
  await index(db, 'ads', ['activeStatus']);
  await index(db, 'ads', ['adType']);

  await table(db, d, 'adMedias')
    .addColumn('adId', 'integer', refNotNull('ads.id'))
    .addColumn('media', 'text', notNull)
    .addColumn('mediaType', 'text', notNull)
    .execute();
  await index(db, 'adMedias', ['adId']);

  await table(db, d, 'adRoutes')
    .addColumn('adId', 'integer', refNotNull('ads.id'))
    .addColumn('routeId', 'integer', refNotNull('routes.id'))
    .execute();
  await index(db, 'adRoutes', ['adId', 'routeId'], true);
  await index(db, 'adRoutes', ['routeId']);

  await table(db, d, 'adEvents')
    .addColumn('adId', 'integer', refNotNull('ads.id'))
    .addColumn('vendorId', 'integer', refNotNull('vendors.id'))
    .addColumn('deviceId', 'integer', ref('devices.id', 'set null'))
    .addColumn('routeId', 'integer', ref('routes.id', 'set null'))
    .addColumn('eventType', 'text', notNull)
    .addColumn('costKobo', BIG, flag(0))
    .addColumn('createdAt', BIG, notNull)
    .execute();
  await index(db, 'adEvents', ['createdAt']);
  await index(db, 'adEvents', ['adId', 'createdAt']);
  await index(db, 'adEvents', ['deviceId', 'createdAt']);
  await index(db, 'adEvents', ['vendorId', 'createdAt']);
  await index(db, 'adEvents', ['eventType', 'createdAt']);

  await table(db, d, 'transactions')
    .addColumn('vendorId', 'integer', refNotNull('vendors.id'))
    .addColumn('adId', 'integer', refNotNull('ads.id'))
    .addColumn('routeId', 'integer', ref('routes.id', 'set null'))
    .addColumn('views', 'integer', flag(0))
    .addColumn('costKobo', BIG, flag(0))
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'transactions', ['vendorId', 'dateCreated']);
  await index(db, 'transactions', ['routeId', 'dateCreated']);
  await index(db, 'transactions', ['adId']);
  await index(db, 'transactions', ['dateCreated']);

  await table(db, d, 'prices')
    .addColumn('vendorId', 'integer', ref('vendors.id'))
    .addColumn('priceKobo', BIG, notNull)
    .addColumn('eventType', 'text', notNull)
    .addColumn('active', 'integer', flag(1))
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'prices', ['vendorId', 'dateCreated']);
  await index(db, 'prices', ['active', 'dateCreated']);
  await index(db, 'prices', ['dateCreated']);

  await table(db, d, 'pricePlans')
    .addColumn('name', 'text', notNull)
    .addColumn('vendorId', 'integer', ref('vendors.id'))
    .addColumn('onViewPriceKobo', BIG, notNull)
    .addColumn('onClickPriceKobo', BIG, notNull)
    .addColumn('onConversionPriceKobo', BIG, notNull)
    .addColumn('accessStatus', 'integer', flag(1))
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'pricePlans', ['vendorId', 'dateCreated']);
  await index(db, 'pricePlans', ['accessStatus', 'dateCreated']);
  await index(db, 'pricePlans', ['dateCreated']);

  await table(db, d, 'customers')
    .addColumn('vendorId', 'integer', refNotNull('vendors.id'))
    .addColumn('phone', 'text', notNull)
    .addColumn('ageRange', 'text', notNull)
    .addColumn('gender', 'text', notNull)
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'customers', ['vendorId', 'id']);
  await index(db, 'customers', ['phone']);
  await index(db, 'customers', ['ageRange']);
  await index(db, 'customers', ['gender']);
}
