import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/schema';
import { fillScale } from '../../server/db/scale/fillScale';
import { sizesFor } from '../../server/db/scale/sizes';
import { activityLogQuery } from '../../server/repositories/activityLogs';
import { adListQuery } from '../../server/repositories/ads';
import { customerListQuery } from '../../server/repositories/customers';
import { historyListQuery } from '../../server/repositories/deviceHistory';
import { deviceListQuery } from '../../server/repositories/devices';
import { routeListQuery } from '../../server/repositories/routes';
import { topupListQuery } from '../../server/repositories/topups';
import { vendorListQuery } from '../../server/repositories/vendors';
import { walletListQuery } from '../../server/repositories/walletList';
import { planLines } from './helpers/queryPlan';
import { ON_POSTGRES, openTestDatabase, TEST_DIALECT } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT } from './helpers/testServer';

const NOW = 1_750_000_000;
const DAY = 86_400;
const month = { from: NOW - 30 * DAY, to: NOW };
const page = { page: 1, limit: 25 };
/** The scaled seed at 1/20 of the large dataset (5,000 vendors, 25,000 ads), with few events: lists do not read them. */
const sizes = { ...sizesFor(1 / 20), events: 2_000 };

let db: Db;
let close: (() => Promise<void>) | undefined;

/** The scaled seed writes no customers and no device history: 2,000 of each, spread over a year. */
async function fillCustomersAndHistory(target: Db): Promise<void> {
  const devices = await target.selectFrom('devices').select(['id', 'busID']).execute();
  const customers = Array.from({ length: 2_000 }, (_, i) => ({
    vendorId: 1 + (i % sizes.vendors),
    phone: `0803${String(i).padStart(7, '0')}`,
    ageRange: ['18-24', '25-34', '35-44'][i % 3]!,
    gender: i % 2 === 0 ? ('male' as const) : ('female' as const),
    dateCreated: NOW - i * 3_600,
  }));
  const history = Array.from({ length: 2_000 }, (_, i) => {
    const device = devices[i % devices.length]!;
    return {
      deviceId: device.id,
      busID: device.busID,
      routeId: 1 + (i % 5),
      countryId: 1,
      stateId: 25,
      views: i,
      dateCreated: NOW - i * 3_600,
      dateUpdated: NOW - i * 3_600 + 1_800,
    };
  });
  for (let i = 0; i < 2_000; i += 500) {
    await target
      .insertInto('customers')
      .values(customers.slice(i, i + 500))
      .execute();
    await target
      .insertInto('deviceHistory')
      .values(history.slice(i, i + 500))
      .execute();
  }
  await sql`analyze`.execute(target);
}

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await fillScale(db, TEST_DIALECT, sizes, () => undefined, NOW);
  await fillCustomersAndHistory(db);
}, 4 * SERVER_START_TIMEOUT);
afterAll(() => close?.());

/** Tables that grow with the platform; routes, places and devices stay small. */
const BIG = 'vendors|wallets|ads|adRoutes|adEvents|topups|activityLogs|customers|deviceHistory|devicePlaces';
const sqliteFullScan = new RegExp(`^SCAN (${BIG}|v|h|l|c)$`);

/** Every list call the screens make, with the index its filter is read through (SQLite's plan names it). */
const CALLS: [string, () => Compilable, string][] = [
  ['vendors by page', () => vendorListQuery(db, { page: 3, limit: 25 }), 'vendors_dateCreated_idx'],
  ['vendors by search', () => vendorListQuery(db, { ...page, searchName: 'ade' }), 'vendors_dateCreated_idx'],
  [
    'vendors by status',
    () => vendorListQuery(db, { ...page, accessStatus: 0 }),
    'vendors_accessStatus_dateCreated_idx',
  ],
  ['vendors in a window', () => vendorListQuery(db, { ...page, ...month }), 'vendors_dateCreated_idx'],
  ['ads by page', () => adListQuery(db, { page: 3, limit: 25 }), 'ads_dateCreated_idx'],
  ['ads inactive', () => adListQuery(db, { ...page, accessStatus: 0 }), 'ads_activeStatus_dateCreated_id_idx'],
  ['ads active', () => adListQuery(db, { ...page, accessStatus: 1 }), 'ads_activeStatus_dateCreated_id_idx'],
  [
    'ads inactive, page 10',
    () => adListQuery(db, { page: 10, limit: 25, accessStatus: 0 }),
    'ads_activeStatus_dateCreated_id_idx',
  ],
  ['ads by type', () => adListQuery(db, { ...page, adType: 'form' }), 'ads_adType_dateCreated_id_idx'],
  ['ads of a vendor', () => adListQuery(db, { ...page, vendorID: 12 }), 'ads_vendorId_dateCreated_idx'],
  [
    'ads of a vendor by status',
    () => adListQuery(db, { ...page, vendorID: 12, accessStatus: 0 }),
    'ads_vendorId_dateCreated_idx',
  ],
  [
    'ads in a window',
    () => adListQuery(db, { ...page, dateFrom: month.from, dateTo: month.to }),
    'ads_dateCreated_idx',
  ],
  ['ads of a route', () => adListQuery(db, { ...page, routeID: 3 }), 'ads_dateCreated_idx'],
  ['wallets', () => walletListQuery(db, page), 'wallets_dateCreated_idx'],
  ['wallets of inactive vendors', () => walletListQuery(db, { ...page, vendorActive: 0 }), 'wallets_dateCreated_idx'],
  ['wallets of a vendor', () => walletListQuery(db, { ...page, vendorID: 12 }), 'wallets_vendorId_idx'],
  ['topups', () => topupListQuery(db, {}), 'topups_dateCreated_idx'],
  ['topups in a window', () => topupListQuery(db, month), 'topups_dateCreated_idx'],
  ['topups of a vendor', () => topupListQuery(db, { vendorID: 12 }), 'topups_vendorId_dateCreated_idx'],
  ['topups by status', () => topupListQuery(db, { status: 'abandoned' }), 'topups_status_dateCreated_idx'],
  [
    'admin activity',
    () => activityLogQuery(db, { actorType: 'admin', ...month }),
    'activityLogs_actorType_dateCreated_idx',
  ],
  ['vendor activity', () => activityLogQuery(db, { actorType: 'vendor' }), 'activityLogs_actorType_dateCreated_idx'],
  [
    'one vendor activity',
    () => activityLogQuery(db, { actorType: 'vendor', actorId: 12 }),
    'activityLogs_vendorId_dateCreated_idx',
  ],
  ['devices', () => deviceListQuery(db, { ...page, ...month }), 'devices_dateCreated_idx'],
  [
    'devices by status',
    () => deviceListQuery(db, { ...page, activeStatus: 1 }),
    'devices_activeStatus_dateCreated_idx',
  ],
  ['device history', () => historyListQuery(db, { ...page, ...month }), 'deviceHistory_'],
  [
    'history of a device',
    () => historyListQuery(db, { ...page, deviceID: 3 }),
    'deviceHistory_deviceId_dateCreated_idx',
  ],
  ['customers', () => customerListQuery(db, page), 'customers_dateCreated_idx'],
  [
    'customers of a vendor',
    () => customerListQuery(db, { ...page, vendorID: 12 }),
    'customers_vendorId_dateCreated_idx',
  ],
  [
    'customers by gender',
    () => customerListQuery(db, { ...page, gender: 'female' }),
    'customers_gender_dateCreated_idx',
  ],
  ['routes', () => routeListQuery(db, page), 'routes_dateCreated_idx'],
];

/** The rows a PostgreSQL plan read from a table (its lines name the table, or an index of it). */
function rowsRead(lines: string[], table: string): number {
  const read = new RegExp(`( on ${table}| using ${table}_\\w+): (\\d+) rows$`);
  return lines.reduce((sum, l) => sum + Number(read.exec(l)?.[2] ?? 0), 0);
}

/** The lines of a SQLite plan that read a big table whole, or sort rows instead of reading them in list order. */
const unordered = (lines: string[]) =>
  lines.filter((l) => sqliteFullScan.test(l) || l === 'USE TEMP B-TREE FOR ORDER BY');

/** The rows a call answers and skips: LIMIT and OFFSET. */
const window = (query: Compilable): number => {
  const { sql: text, parameters } = query.compile();
  const offset = /offset \?|offset \$\d+/.test(text) ? Number(parameters.at(-1)) : 0;
  const limit = Number(parameters.at(/offset/.test(text) ? -2 : -1));
  return limit + offset;
};

describe(`list query plans on ${TEST_DIALECT}`, () => {
  it.each(CALLS)('%s reads an index in list order', async (_, call, index) => {
    const query = call();
    const lines = await planLines(db, query);
    const plan = lines.join('\n');
    if (ON_POSTGRES) {
      // The list's own table is read through an index, in list order or for the rows that match: at
      // most 25 rows per row answered or skipped (a filter that keeps 1 row in 25), whatever its size.
      // Lookups of the joined rows (a vendor's name) are left to the planner: on these test-sized
      // tables hashing a whole table is its right choice.
      const table = index.slice(0, index.indexOf('_'));
      if (BIG.split('|').includes(table)) {
        expect(
          lines.filter((l) => l.startsWith(`Seq Scan on ${table}:`)),
          plan,
        ).toEqual([]);
      }
      expect(rowsRead(lines, table), plan).toBeLessThanOrEqual(25 * window(query));
    } else {
      expect(unordered(lines), plan).toEqual([]);
      expect(
        lines.some((l) => l.includes(index)),
        plan,
      ).toBe(true);
    }
  });
});
