import { sql, type Migration } from 'kysely';
import { index, type MigrationDb } from './helpers';

/** CREATE [UNIQUE] INDEX name ON table (lower("column")): for case-insensitive equality filters. */
async function lowerIndex(db: MigrationDb, table: string, column: string, unique = false): Promise<void> {
  let builder = db.schema
    .createIndex(`${table}_lower_${column}_idx`)
    .on(table)
    .expression(sql`lower(${sql.ref(column)})`);
  if (unique) builder = builder.unique();
  await builder.execute();
}

/**
 * 0002: indexes behind the filters of the routes, devices and device-history lists. Bus IDs are
 * matched in any case and serials are unique in any case, so both get lower() expression indexes.
 */
export const listIndexes: Migration = {
  async up(db: MigrationDb) {
    await index(db, 'adEvents', ['deviceId', 'eventType', 'createdAt']);
    await index(db, 'devicePlaces', ['deviceId', 'dateCreated']);
    await index(db, 'routePlaces', ['routeId', 'countryId', 'stateId']);
    await index(db, 'deviceHistory', ['countryId']);
    await index(db, 'deviceHistory', ['dateUpdated']);
    await lowerIndex(db, 'devices', 'busID');
    await lowerIndex(db, 'devices', 'serial', true);
    await lowerIndex(db, 'deviceHistory', 'busID');
  },
  async down(db: MigrationDb) {
    for (const name of [
      'deviceHistory_lower_busID_idx',
      'devices_lower_serial_idx',
      'devices_lower_busID_idx',
      'deviceHistory_dateUpdated_idx',
      'deviceHistory_countryId_idx',
      'routePlaces_routeId_countryId_stateId_idx',
      'devicePlaces_deviceId_dateCreated_idx',
      'adEvents_deviceId_eventType_createdAt_idx',
    ]) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
  },
};
