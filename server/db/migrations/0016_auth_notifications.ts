import { sql, type Migration } from 'kysely';
import type { DialectName } from './helpers';

const CHANNEL = 'busads_auth';
const TABLES = ['admins', 'sessions'] as const;

/**
 * 0016: on PostgreSQL, every statement that changes admins or sessions notifies the channel `busads_auth`
 * (delivered at commit), so that each server on the database drops its sessions cache (services/
 * sessionCache.ts, db/authNotifications.ts), whichever server or tool made the change. SQLite has one
 * server per file, which sees its own writes (db/authChanges.ts): nothing to add there.
 */
export const authNotifications = (dialect: DialectName): Migration => ({
  async up(db) {
    if (dialect !== 'postgres') return;
    await sql`
      CREATE OR REPLACE FUNCTION busads_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(${sql.lit(CHANNEL)}, '');
        RETURN NULL;
      END $$`.execute(db);
    for (const table of TABLES) {
      const trigger = sql.id(`${table}_auth_changed`);
      await sql`DROP TRIGGER IF EXISTS ${trigger} ON ${sql.table(table)}`.execute(db);
      await sql`
        CREATE TRIGGER ${trigger}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION busads_auth_changed()`.execute(db);
    }
  },
  async down(db) {
    if (dialect !== 'postgres') return;
    for (const table of TABLES)
      await sql`DROP TRIGGER ${sql.id(`${table}_auth_changed`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION busads_auth_changed()`.execute(db);
  },
});

export const AUTH_CHANNEL = CHANNEL;
