import { expect, it } from 'vitest';
import {
  activeConversionPricesQuery,
  conversionCountsQuery,
  viewClickCountsQuery,
} from '../../server/repositories/conversions';
import { customerListQuery } from '../../server/repositories/customers';
import { pricePlanListQuery } from '../../server/repositories/pricePlans';
import { priceListQuery } from '../../server/repositories/prices';
import { topupListQuery } from '../../server/repositories/topups';
import { adViewCountsQuery, transactionListQuery } from '../../server/repositories/transactions';
import { walletListQuery } from '../../server/repositories/walletList';
import { describePlans, seededDatabase } from './helpers/queryPlan';

const { db: seeded, plan } = seededDatabase();

const now = 1_750_000_000;
const day = { from: now - 86_400, to: now };

describePlans('query plans of the money, pricing and customer lists', () => {
  it.each([
    [
      'wallets newest first',
      () => walletListQuery(seeded(), { page: 1, limit: 50 }),
      'SCAN wallets USING INDEX wallets_dateCreated_idx',
    ],
    [
      'wallets of a vendor',
      () => walletListQuery(seeded(), { page: 1, limit: 50, vendorID: 12, vendorActive: 1 }),
      'SEARCH wallets USING INDEX wallets_vendorId_idx',
    ],
    ['topups by date', () => topupListQuery(seeded(), day), 'SEARCH topups USING INDEX topups_dateCreated_idx'],
    [
      'topups of a vendor',
      () => topupListQuery(seeded(), { vendorID: 12, ...day }),
      'SEARCH topups USING INDEX topups_vendorId_dateCreated_idx',
    ],
    [
      'topups of a wallet',
      () => topupListQuery(seeded(), { walletID: 12 }),
      'SEARCH topups USING INDEX topups_walletId_dateCreated_idx',
    ],
    [
      'topups by status',
      () => topupListQuery(seeded(), { status: 'abandoned', ...day }),
      'SEARCH topups USING INDEX topups_status_dateCreated_idx',
    ],
    [
      'topups by reference',
      () => topupListQuery(seeded(), { reference: 'ADM-' }),
      'SEARCH topups USING INDEX topups_reference_idx',
    ],
    [
      'summaries by date',
      () => transactionListQuery(seeded(), day),
      'SEARCH t USING INDEX transactions_dateCreated_idx',
    ],
    [
      'summaries of a vendor',
      () => transactionListQuery(seeded(), { vendorID: 12, ...day }),
      'SEARCH t USING INDEX transactions_vendorId_dateCreated_idx',
    ],
    [
      'summaries of a route',
      () => transactionListQuery(seeded(), { routeID: 3, ...day }),
      'SEARCH t USING INDEX transactions_routeId_dateCreated_idx',
    ],
    [
      'lifetime views of ads',
      () => adViewCountsQuery(seeded(), [1, 2, 3]),
      'COVERING INDEX adEvents_adId_eventType_createdAt_idx',
    ],
    [
      'prices by status',
      () => priceListQuery(seeded(), { status: 1 }),
      'SEARCH p USING INDEX prices_active_dateCreated_idx',
    ],
    [
      'prices of a vendor',
      () => priceListQuery(seeded(), { vendorID: 12 }),
      'SEARCH p USING INDEX prices_vendorId_dateCreated_idx',
    ],
    [
      'price plans by status',
      () => pricePlanListQuery(seeded(), { status: 0 }),
      'SEARCH p USING INDEX pricePlans_accessStatus_dateCreated_idx',
    ],
    [
      'price plans of a vendor',
      () => pricePlanListQuery(seeded(), { vendorID: 12 }),
      'SEARCH p USING INDEX pricePlans_vendorId_dateCreated_idx',
    ],
    [
      'conversions in a window',
      () => conversionCountsQuery(seeded(), day),
      'SEARCH adEvents USING INDEX adEvents_eventType_createdAt_idx',
    ],
    [
      'conversions of a vendor',
      () => conversionCountsQuery(seeded(), { vendorID: 12, ...day }),
      'adEvents_vendorId_eventType_createdAt_idx',
    ],
    [
      'conversions of an ad',
      () => conversionCountsQuery(seeded(), { adID: 5 }),
      'adEvents_adId_eventType_createdAt_idx',
    ],
    [
      'views and clicks of ads',
      () => viewClickCountsQuery(seeded(), [1, 2, 3], day),
      'COVERING INDEX adEvents_adId_eventType_createdAt_idx',
    ],
    [
      'conversion prices',
      () => activeConversionPricesQuery(seeded()),
      'SEARCH prices USING INDEX prices_eventType_active_vendorId_idx',
    ],
    [
      'customers newest first',
      () => customerListQuery(seeded(), { page: 1, limit: 50 }),
      'SCAN customers USING INDEX customers_dateCreated_idx',
    ],
    [
      'customers of a vendor',
      () => customerListQuery(seeded(), { page: 1, limit: 50, vendorID: 12 }),
      'SEARCH customers USING INDEX customers_vendorId_dateCreated_idx',
    ],
    [
      'customers by age range',
      () => customerListQuery(seeded(), { page: 1, limit: 50, ageRange: '25-34' }),
      'SEARCH customers USING INDEX customers_ageRange_dateCreated_idx',
    ],
    [
      'customers by gender',
      () => customerListQuery(seeded(), { page: 1, limit: 50, gender: 'male' }),
      'SEARCH customers USING INDEX customers_gender_dateCreated_idx',
    ],
    [
      'customers by id',
      () => customerListQuery(seeded(), { page: 1, limit: 50, id: 3 }),
      'SEARCH customers USING INTEGER PRIMARY KEY',
    ],
  ])('%s uses the index', async (_, query, expected) => {
    const lines = await plan(query());
    // No full scan of a table (a scan in index order is how "newest first" reads), and no sort of the whole
    // result. A scan of a subquery's rows (a CO-ROUTINE: the wallets' page, read before its vendors) is not one.
    const subqueries = lines.filter((l) => l.startsWith('CO-ROUTINE ')).map((l) => `SCAN ${l.slice(11)}`);
    expect(
      lines.filter((l) => /^SCAN \w+$/.test(l) && !subqueries.includes(l)),
      lines.join('\n'),
    ).toEqual([]);
    expect(
      lines.some((l) => l.includes(expected)),
      lines.join('\n'),
    ).toBe(true);
  });
});
