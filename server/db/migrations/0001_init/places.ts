import { BIG, flag, index, notNull, ref, refNotNull, table, type DialectName, type MigrationDb } from '../helpers';

/** Countries, states, cities, routes with their places, devices with their places and history. */
export async function createPlaceTables(db: MigrationDb, d: DialectName): Promise<void> {
  await table(db, d, 'countries').addColumn('name', 'text', notNull).execute();
  await index(db, 'countries', ['name'], true);

  await table(db, d, 'states')
    .addColumn('countryId', 'integer', refNotNull('countries.id'))
    .addColumn('name', 'text', notNull)
    .execute();
  await index(db, 'states', ['countryId', 'name'], true);

  await table(db, d, 'cities')
    .addColumn('stateId', 'integer', refNotNull('states.id'))
    .addColumn('name', 'text', notNull)
    .execute();
  await index(db, 'cities', ['stateId', 'name'], true);

  await table(db, d, 'routes')
    .addColumn('name', 'text', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'routes', ['dateCreated']);

  await table(db, d, 'routePlaces')
    .addColumn('routeId', 'integer', refNotNull('routes.id'))
    .addColumn('countryId', 'integer', refNotNull('countries.id'))
    .addColumn('stateId', 'integer', ref('states.id'))
    .addColumn('cityId', 'integer', ref('cities.id'))
    .execute();
  await index(db, 'routePlaces', ['routeId']);
  await index(db, 'routePlaces', ['countryId']);
  await index(db, 'routePlaces', ['stateId']);
  await index(db, 'routePlaces', ['cityId']);

  await table(db, d, 'devices')
    .addColumn('name', 'text', notNull)
    .addColumn('serial', 'text', notNull)
    .addColumn('busID', 'text', notNull)
    .addColumn('phone', 'text', notNull)
    .addColumn('activeStatus', 'integer', flag(1))
    .addColumn('lastseen', BIG)
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'devices', ['serial'], true);
  await index(db, 'devices', ['busID']);
  await index(db, 'devices', ['activeStatus', 'dateCreated']);
  await index(db, 'devices', ['dateCreated']);

  await table(db, d, 'devicePlaces')
    .addColumn('deviceId', 'integer', refNotNull('devices.id'))
    .addColumn('countryId', 'integer', refNotNull('countries.id'))
    .addColumn('stateId', 'integer', ref('states.id'))
    .addColumn('routeId', 'integer', ref('routes.id'))
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'devicePlaces', ['deviceId']);
  await index(db, 'devicePlaces', ['countryId']);
  await index(db, 'devicePlaces', ['stateId']);
  await index(db, 'devicePlaces', ['routeId']);

  await table(db, d, 'deviceHistory')
    .addColumn('deviceId', 'integer', refNotNull('devices.id'))
    .addColumn('busID', 'text', notNull)
    .addColumn('routeId', 'integer', ref('routes.id', 'set null'))
    .addColumn('countryId', 'integer', ref('countries.id', 'set null'))
    .addColumn('stateId', 'integer', ref('states.id', 'set null'))
    .addColumn('views', 'integer', flag(0))
    .addColumn('dateCreated', BIG, notNull)
    .addColumn('dateUpdated', BIG, notNull)
    .execute();
  await index(db, 'deviceHistory', ['deviceId', 'dateCreated']);
  await index(db, 'deviceHistory', ['busID']);
  await index(db, 'deviceHistory', ['routeId']);
  await index(db, 'deviceHistory', ['stateId']);
  await index(db, 'deviceHistory', ['dateCreated']);
}
