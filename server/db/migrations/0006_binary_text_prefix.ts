import { sql, type Migration } from 'kysely';
import type { DialectName, MigrationDb } from './helpers';

/**
 * 0006: the topup reference prefix search is an index range in binary order. SQLite compares text in
 * binary order already (topups_reference_idx of 0001 serves it). PostgreSQL compares in the database's
 * collation, which for a linguistic locale (en_US.UTF-8) is not binary order, so there the search
 * compares in the "C" collation (see startsWith in repositories/sql.ts), and this index serves it.
 */
export const binaryTextPrefix = (dialect: DialectName): Migration => ({
  async up(db: MigrationDb) {
    if (dialect !== 'postgres') return;
    await db.schema
      .createIndex('topups_reference_c_idx')
      .on('topups')
      .expression(sql`${sql.ref('reference')} collate "C"`)
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('topups_reference_c_idx').ifExists().execute();
  },
});
