import { sql, type Migration } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * 0008: usernames are stored normalised (NFKC, lower case: src/api/bodies.ts normalizeUsername), so the unique
 * indexes of 0001 also refuse 'Admin' beside 'admin' and sign-in ignores case. Rows written before are brought to
 * lower case here (the names the product ever wrote are ASCII, which lower() folds on both engines); two that
 * differ only in case stop the migration on the unique index, for an operator to rename one.
 */
export const normalizedUsernames: Migration = {
  async up(db: MigrationDb) {
    for (const table of ['admins', 'vendors'] as const)
      await sql`update ${sql.table(table)} set ${sql.ref('username')} = lower(${sql.ref('username')}) where ${sql.ref('username')} <> lower(${sql.ref('username')})`.execute(
        db,
      );
  },
  async down() {
    // The original case is not kept: nothing to undo.
  },
};
