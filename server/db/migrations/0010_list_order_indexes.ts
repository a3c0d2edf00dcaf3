import { sql, type Migration } from 'kysely';
import { index, type DialectName, type MigrationDb } from './helpers';

/**
 * 0010: the ads list filtered by status or by type, and the device history by route, country or state,
 * newest first, each read in list order from one index.
 * With only (activeStatus) and (adType), SQLite read every ad of the status and sorted them all for a
 * page of 25 (about 500 ms on the large dataset for the inactive ads), and PostgreSQL sorted them too.
 * The id ends each index: the lists order by (dateCreated desc, id desc), and PostgreSQL, unlike
 * SQLite, does not keep the row id in its index entries. The new indexes start with the old ones'
 * column, so those are dropped. SQLite plans by the statistics of ANALYZE, and an index without them
 * looks as selective as any other: analyzed, it is no longer preferred to the vendor's (vendorId,
 * dateCreated) when a page filters on both (PostgreSQL keeps statistics per column, not per index).
 */
const INDEXES: [string, string[]][] = [
  ['ads', ['activeStatus', 'dateCreated', 'id']],
  ['ads', ['adType', 'dateCreated', 'id']],
  ['deviceHistory', ['routeId', 'dateCreated', 'id']],
  ['deviceHistory', ['countryId', 'dateCreated', 'id']],
  ['deviceHistory', ['stateId', 'dateCreated', 'id']],
];
const REPLACED: [string, string[]][] = [
  ['ads', ['activeStatus']],
  ['ads', ['adType']],
  ['deviceHistory', ['routeId']],
  ['deviceHistory', ['countryId']],
  ['deviceHistory', ['stateId']],
];

const indexName = ([table, columns]: [string, string[]]) => `${table}_${columns.join('_')}_idx`;

export const listOrderIndexes = (dialect: DialectName): Migration => ({
  async up(db: MigrationDb) {
    for (const [table, columns] of INDEXES) await index(db, table, columns);
    for (const replaced of REPLACED) await db.schema.dropIndex(indexName(replaced)).execute();
    if (dialect === 'sqlite') for (const added of INDEXES) await sql`analyze ${sql.ref(indexName(added))}`.execute(db);
  },
  async down(db: MigrationDb) {
    for (const [table, columns] of REPLACED) await index(db, table, columns);
    for (const added of [...INDEXES].reverse()) await db.schema.dropIndex(indexName(added)).ifExists().execute();
  },
});
