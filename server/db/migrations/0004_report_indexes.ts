import type { Migration } from 'kysely';
import { index, type MigrationDb } from './helpers';

/**
 * The view counts of the report read adEvents through (eventType, createdAt), (vendorId, eventType,
 * createdAt) and (deviceId, eventType, createdAt), all created by 0001-0003; the activity logs read the
 * (adminId|vendorId|actorType, dateCreated) indexes of 0001. What the report still lacked: topups by the
 * time they were paid, and admins by creation date.
 */
const INDEXES: [string, string[]][] = [
  ['topups', ['status', 'timePaid']],
  ['topups', ['vendorId', 'status', 'timePaid']],
  ['admins', ['dateCreated']],
];

export const reportIndexes: Migration = {
  async up(db: MigrationDb) {
    for (const [table, columns] of INDEXES) await index(db, table, columns);
  },
  async down(db: MigrationDb) {
    for (const [table, columns] of [...INDEXES].reverse()) {
      await db.schema
        .dropIndex(`${table}_${columns.join('_')}_idx`)
        .ifExists()
        .execute();
    }
  },
};
