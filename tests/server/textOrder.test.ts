import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Db } from '../../server/db/schema';
import { listTopups } from '../../server/repositories/topups';
import { createEmptyDatabase, ON_POSTGRES, type EmptyDatabase } from './helpers/testDatabase';

/**
 * The topup reference filter is a case-sensitive prefix search. On PostgreSQL it must hold in a
 * database whose collation is linguistic (ICU en-US here: 'adm-2' sorts between 'ADM-' and 'ADM.'),
 * not only in C-collated test databases; on SQLite the database is always in binary order.
 */
const REFERENCES = ['ADM-', 'ADM-1', 'ADM-Z', 'ADM1', 'ADMZ', 'adm-2', 'ADM.', 'AD'];

let database: EmptyDatabase;
let db: Db;
beforeAll(async () => {
  database = await createEmptyDatabase({
    postgresClause: "template template0 locale_provider icu icu_locale 'en-US' locale 'C.UTF-8'",
  });
  db = openDatabase(database.target);
  await migrateToLatest(db, database.target.kind);
  const vendor = await db
    .insertInto('vendors')
    .values({
      fullname: 'V',
      username: 'v',
      phone: '',
      email: '',
      address: '',
      profilePicture: null,
      passwordHash: 'x',
      accessStatus: 1,
      phoneVerified: 0,
      emailVerified: 0,
      referredBy: null,
      currDailyCostKobo: 0,
      dateCreated: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wallet = await db
    .insertInto('wallets')
    .values({ vendorId: vendor.id, amountKobo: 0, dateCreated: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('topups')
    .values(
      REFERENCES.map((reference, i) => ({
        vendorId: vendor.id,
        walletId: wallet.id,
        requestedAmountKobo: 100,
        amountPaidKobo: 100,
        status: 'success',
        channel: 'admin',
        reference,
        source: 'system',
        timePaid: 1,
        adminId: null,
        dateCreated: 100 + i,
      })),
    )
    .execute();
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const found = async (prefix: string) =>
  (await listTopups(db, { reference: prefix }))
    .parse()
    .map((t) => t.reference)
    .sort();

describe('topup reference prefix search', () => {
  it('finds exactly the references starting with the prefix, case-sensitive', async () => {
    expect(await found('ADM-')).toEqual(['ADM-', 'ADM-1', 'ADM-Z']);
    expect(await found('ADM')).toEqual(['ADM-', 'ADM-1', 'ADM-Z', 'ADM.', 'ADM1', 'ADMZ']);
    expect(await found('adm')).toEqual(['adm-2']);
    expect(await found('ADM-Z')).toEqual(['ADM-Z']);
  });

  it.runIf(ON_POSTGRES)('where a plain range in the database collation would not (the case it guards)', async () => {
    const plain = await db
      .selectFrom('topups')
      .select('reference')
      .where('reference', '>=', 'ADM-')
      .where('reference', '<', 'ADM.')
      .execute();
    expect(plain.map((r) => r.reference)).toContain('adm-2');
  });
});
