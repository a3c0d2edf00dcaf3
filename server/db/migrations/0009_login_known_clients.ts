import type { Migration } from 'kysely';
import { BIG, index, notNull, table, type DialectName, type MigrationDb } from './helpers';

/**
 * 0009: each username's known client, the address of its last successful password check. The sign-in
 * throttle counts that address's failures apart from everyone else's, so guesses from other addresses never
 * delay the account's owner there (services/loginThrottle.ts). One row per username.
 */
export const loginKnownClients = (dialect: DialectName): Migration => ({
  async up(db: MigrationDb) {
    await table(db, dialect, 'loginKnownClients')
      .addColumn('username', 'text', notNull)
      .addColumn('clientIp', 'text', notNull)
      .addColumn('signedInAt', BIG, notNull)
      .execute();
    await index(db, 'loginKnownClients', ['username'], true);
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('loginKnownClients').ifExists().execute();
  },
});
