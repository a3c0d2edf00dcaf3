import { sql, type Migration } from 'kysely';
import type { DialectName, MigrationDb } from './helpers';

const INDEX = 'vendors_lower_phone_trgm_idx';

/**
 * 0015: the vendors' search also looks in the phone (`lower(phone) like '%digits%'`, server/repositories/
 * vendors.ts), through a trigram index on PostgreSQL like the name's (migration 0011, whose notes apply):
 * with the name's and the phone's indexes the planner ORs two bitmaps instead of reading every vendor.
 * SQLite has no such index: there the search walks the list's date index and tests each row, as for names.
 */
export const vendorPhoneTrigrams = (dialect: DialectName): Migration => ({
  async up(db: MigrationDb) {
    if (dialect !== 'postgres') return;
    const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length === 0) return;
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index ${sql.ref(INDEX)} on vendors using gin (lower(phone) gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex(INDEX).ifExists().execute();
  },
});
