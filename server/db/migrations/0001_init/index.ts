import type { Migration } from 'kysely';
import type { DialectName, MigrationDb } from '../helpers';
import { createAccountTables } from './accounts';
import { createAdTables } from './ads';
import { createPlaceTables } from './places';

/** In drop order: a table is dropped before the tables it references. */
const TABLES = [
  'customers',
  'pricePlans',
  'prices',
  'transactions',
  'adEvents',
  'adRoutes',
  'adMedias',
  'ads',
  'deviceHistory',
  'devicePlaces',
  'devices',
  'routePlaces',
  'routes',
  'cities',
  'states',
  'countries',
  'activityLogs',
  'topups',
  'wallets',
  'vendorSessions',
  'vendors',
  'sessions',
  'admins',
];

/** 0001: the whole data model of SPEC.md section 3. */
export function init(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDb) {
      await createAccountTables(db, dialect);
      await createPlaceTables(db, dialect);
      await createAdTables(db, dialect);
    },
    async down(db: MigrationDb) {
      for (const name of TABLES) await db.schema.dropTable(name).ifExists().execute();
    },
  };
}
