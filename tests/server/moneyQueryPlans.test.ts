import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Db } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { activeConversionPricesQuery, conversionCountsQuery, viewClickCountsQuery } from '../../server/repositories/conversions';
import { customerListQuery } from '../../server/repositories/customers';
import { pricePlanListQuery } from '../../server/repositories/pricePlans';
import { priceListQuery } from '../../server/repositories/prices';
import { topupListQuery } from '../../server/repositories/topups';
import { adViewCountsQuery, transactionListQuery } from '../../server/repositories/transactions';
import { walletListQuery } from '../../server/repositories/walletList';

let db: Db;
beforeAll(async () => {
  db = openSqlite(':memory:');
  await migrateToLatest(db);
  await seedDemo(db);
});
afterAll(() => db?.destroy());

async function plan(query: Compilable): Promise<string[]> {
  const { sql, parameters } = query.compile();
  const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]));
  return result.rows.map((r) => r.detail);
}

const now = 1_750_000_000;
const day = { from: now - 86_400, to: now };

describe('query plans of the money, pricing and customer lists', () => {
  it.each([
    ['wallets newest first', () => walletListQuery(db, { page: 1, limit: 50 }), 'SCAN wallets USING INDEX wallets_dateCreated_idx'],
    ['wallets of a vendor', () => walletListQuery(db, { page: 1, limit: 50, vendorID: 12, vendorActive: 1 }), 'SEARCH wallets USING INDEX wallets_vendorId_idx'],
    ['topups by date', () => topupListQuery(db, day), 'SEARCH topups USING INDEX topups_dateCreated_idx'],
    ['topups of a vendor', () => topupListQuery(db, { vendorID: 12, ...day }), 'SEARCH topups USING INDEX topups_vendorId_dateCreated_idx'],
    ['topups of a wallet', () => topupListQuery(db, { walletID: 12 }), 'SEARCH topups USING INDEX topups_walletId_dateCreated_idx'],
    ['topups by status', () => topupListQuery(db, { status: 'abandoned', ...day }), 'SEARCH topups USING INDEX topups_status_dateCreated_idx'],
    ['topups by reference', () => topupListQuery(db, { reference: 'ADM-' }), 'SEARCH topups USING INDEX topups_reference_idx'],
    ['summaries by date', () => transactionListQuery(db, day), 'SEARCH t USING INDEX transactions_dateCreated_idx'],
    ['summaries of a vendor', () => transactionListQuery(db, { vendorID: 12, ...day }), 'SEARCH t USING INDEX transactions_vendorId_dateCreated_idx'],
    ['summaries of a route', () => transactionListQuery(db, { routeID: 3, ...day }), 'SEARCH t USING INDEX transactions_routeId_dateCreated_idx'],
    ['lifetime views of ads', () => adViewCountsQuery(db, [1, 2, 3]), 'COVERING INDEX adEvents_adId_eventType_createdAt_idx'],
    ['prices by status', () => priceListQuery(db, { status: 1 }), 'SEARCH p USING INDEX prices_active_dateCreated_idx'],
    ['prices of a vendor', () => priceListQuery(db, { vendorID: 12 }), 'SEARCH p USING INDEX prices_vendorId_dateCreated_idx'],
    ['price plans by status', () => pricePlanListQuery(db, { status: 0 }), 'SEARCH p USING INDEX pricePlans_accessStatus_dateCreated_idx'],
    ['price plans of a vendor', () => pricePlanListQuery(db, { vendorID: 12 }), 'SEARCH p USING INDEX pricePlans_vendorId_dateCreated_idx'],
    ['conversions in a window', () => conversionCountsQuery(db, day), 'SEARCH adEvents USING INDEX adEvents_eventType_createdAt_idx'],
    ['conversions of a vendor', () => conversionCountsQuery(db, { vendorID: 12, ...day }), 'adEvents_vendorId_eventType_createdAt_idx'],
    ['conversions of an ad', () => conversionCountsQuery(db, { adID: 5 }), 'adEvents_adId_eventType_createdAt_idx'],
    ['views and clicks of ads', () => viewClickCountsQuery(db, [1, 2, 3], day), 'COVERING INDEX adEvents_adId_eventType_createdAt_idx'],
    ['conversion prices', () => activeConversionPricesQuery(db), 'SEARCH prices USING INDEX prices_eventType_active_vendorId_idx'],
    ['customers newest first', () => customerListQuery(db, { page: 1, limit: 50 }), 'SCAN customers USING INDEX customers_dateCreated_idx'],
    ['customers of a vendor', () => customerListQuery(db, { page: 1, limit: 50, vendorID: 12 }), 'SEARCH customers USING INDEX customers_vendorId_dateCreated_idx'],
    ['customers by age range', () => customerListQuery(db, { page: 1, limit: 50, ageRange: '25-34' }), 'SEARCH customers USING INDEX customers_ageRange_dateCreated_idx'],
    ['customers by gender', () => customerListQuery(db, { page: 1, limit: 50, gender: 'male' }), 'SEARCH customers USING INDEX customers_gender_dateCreated_idx'],
    ['customers by id', () => customerListQuery(db, { page: 1, limit: 50, id: 3 }), 'SEARCH customers USING INTEGER PRIMARY KEY'],
  ])('%s uses the index', async (_, query, expected) => {
    const lines = await plan(query());
    // No full scan of a table (a scan in index order is how "newest first" reads), and no sort of the whole result.
    expect(lines.filter((l) => /^SCAN \w+$/.test(l)), lines.join('\n')).toEqual([]);
    expect(lines.some((l) => l.includes(expected)), lines.join('\n')).toBe(true);
  });
});
