import type { Migration } from 'kysely';
import { index, type MigrationDb } from './helpers';

const INDEXES: [string, string[]][] = [
  ['wallets', ['dateCreated']],
  ['topups', ['status', 'dateCreated']],
  ['topups', ['walletId', 'dateCreated']],
  ['adEvents', ['adId', 'eventType', 'createdAt']],
  ['adEvents', ['vendorId', 'eventType', 'createdAt']],
  ['prices', ['eventType', 'active', 'vendorId']],
  ['customers', ['dateCreated']],
  ['customers', ['vendorId', 'dateCreated']],
  ['customers', ['ageRange', 'dateCreated']],
  ['customers', ['gender', 'dateCreated']],
];

/**
 * 0003: indexes behind the filters of the wallets, topups, conversions and customers lists (newest
 * first under each filter), the per-ad event counts and the lookup of the conversion price that applies.
 */
export const moneyIndexes: Migration = {
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
