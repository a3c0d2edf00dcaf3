import type { Migration } from 'kysely';
import { BIG, flag, index, notNull, table, type DialectName, type MigrationDb } from './helpers';

/**
 * Failed sign-ins, for throttling per username and per client address. In the database (not in memory)
 * so every server instance sharing it counts the same failures. `usernameCleared` is set by a successful
 * sign-in: it resets the username's count but not the client's.
 */
export const loginFailures = (dialect: DialectName): Migration => ({
  async up(db: MigrationDb) {
    await table(db, dialect, 'loginFailures')
      .addColumn('username', 'text', notNull)
      .addColumn('clientIp', 'text', notNull)
      .addColumn('usernameCleared', 'integer', flag(0))
      .addColumn('createdAt', BIG, notNull)
      .execute();
    await index(db, 'loginFailures', ['username', 'createdAt']);
    await index(db, 'loginFailures', ['clientIp', 'createdAt']);
    await index(db, 'loginFailures', ['createdAt']);
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('loginFailures').ifExists().execute();
  },
});
