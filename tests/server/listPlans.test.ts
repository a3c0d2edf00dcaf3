import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/schema';
import { fillScale } from '../../server/db/scale/fillScale';
import { sizesFor } from '../../server/db/scale/sizes';
import { activityLogQuery } from '../../server/repositories/activityLogs';
import { adListQuery, listAds, type AdFilters } from '../../server/repositories/ads';
import { customerListQuery } from '../../server/repositories/customers';
import { historyListQuery } from '../../server/repositories/deviceHistory';
import { deviceListQuery } from '../../server/repositories/devices';
import { routeListQuery } from '../../server/repositories/routes';
import { topupListQuery } from '../../server/repositories/topups';
import { vendorListQuery } from '../../server/repositories/vendors';
import { equalsText } from '../../server/repositories/sql';
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

/**
 * Tables that grow with the platform. Routes, places, devices and their placements stay small (5,000
 * devices on the large dataset): scanning them is the planner's call.
 */
const BIG = 'vendors|wallets|ads|adRoutes|adEvents|topups|activityLogs|customers|deviceHistory';
const sqliteFullScan = new RegExp(`^SCAN (${BIG}|v|h|l|c)$`);

/**
 * Every list call the screens make, with the index its filter is read through (SQLite's plan names it).
 * Before migration 0010, SQLite read every inactive ad (or every ad of a type, or a route's history) and
 * sorted them for one page: about 500 ms on the large dataset.
 */
const CALLS: [string, () => Compilable, string][] = [
  ['vendors by page', () => vendorListQuery(db, { page: 3, limit: 25 }), 'vendors_dateCreated_idx'],
  ['vendors by search', () => vendorListQuery(db, { ...page, searchName: 'ade' }), 'vendors_dateCreated_idx'],
  ['vendors by phone', () => vendorListQuery(db, { ...page, searchName: '0803 12' }), 'vendors_dateCreated_idx'],
  [
    'vendors by status',
    () => vendorListQuery(db, { ...page, accessStatus: 0 }),
    'vendors_accessStatus_dateCreated_idx',
  ],
  ['vendors in a window', () => vendorListQuery(db, { ...page, ...month }), 'vendors_dateCreated_idx'],
  ['vendors, page 40', () => vendorListQuery(db, { page: 40, limit: 25 }), 'vendors_dateCreated_idx'],
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
  ['ads of a route', () => adListQuery(db, { ...page, routeSets: [[3]] }), 'ads_dateCreated_idx'],
  ['ads of routes', () => adListQuery(db, { ...page, routeSets: [[3, 5, 7]] }), 'ads_dateCreated_idx'],
  ['wallets', () => walletListQuery(db, page), 'wallets_dateCreated_idx'],
  [
    'wallets of inactive vendors',
    () => walletListQuery(db, { ...page, vendorActive: 0 }),
    'wallets_vendorActive_dateCreated_id_idx',
  ],
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
  ['history by country', () => historyListQuery(db, { ...page, countryID: 1 }), 'deviceHistory_'],
  ['history by state', () => historyListQuery(db, { ...page, stateID: 25 }), 'deviceHistory_'],
  ['history by route', () => historyListQuery(db, { ...page, routeID: 2 }), 'deviceHistory_routeId_dateCreated_id_idx'],
  ['history by bus', () => historyListQuery(db, { ...page, busID: 'BUS-00001' }), 'deviceHistory_'],
  ['devices by route', () => deviceListQuery(db, { ...page, routeID: 2 }), 'devicePlaces_routeId_idx'],
  ['topups by reference', () => topupListQuery(db, { reference: 'ADM-' }), 'topups_'],
  ['vendors by phone verified', () => vendorListQuery(db, { ...page, phoneVerified: 0 }), 'vendors_'],
  ['customers by phone', () => customerListQuery(db, { ...page, phone: '803' }), 'customers_'],
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

/**
 * Calls that sort the rows they found through an index: one bus's history, the devices of one route (a
 * small table), the topups of one reference prefix ('ADM-': the admin topups). What they sort follows the
 * bus, route or prefix, not the size of the table.
 */
const SORTS_FEW_ROWS = new Set(['history by bus', 'devices by route', 'topups by reference']);

/** The lines of a SQLite plan that read a big table whole, or sort rows instead of reading them in list order. */
const unordered = (lines: string[], sorts: boolean) =>
  lines.filter((l) => sqliteFullScan.test(l) || (!sorts && l === 'USE TEMP B-TREE FOR ORDER BY'));

/**
 * The rows a call answers and skips on PostgreSQL: its last LIMIT and OFFSET (the page's, which may be in a
 * subquery: the vendors list reads its page of ids first).
 */
function pageRows(query: Compilable): number {
  const { sql: text, parameters } = query.compile();
  const [, limit, offset] = [...text.matchAll(/ limit \$(\d+)(?: offset \$(\d+))?/g)].at(-1) ?? [];
  const value = (n: string | undefined) => (n === undefined ? 0 : Number(parameters[Number(n) - 1]));
  return value(limit) + value(offset);
}

describe(`list query plans on ${TEST_DIALECT}`, () => {
  it.each(CALLS)('%s reads an index in list order', async (name, call, index) => {
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
        expect(rowsRead(lines, table), plan).toBeLessThanOrEqual(25 * pageRows(query));
      }
    } else {
      expect(unordered(lines, SORTS_FEW_ROWS.has(name)), plan).toEqual([]);
      expect(
        lines.some((l) => l.includes(index)),
        plan,
      ).toBe(true);
    }
  });
});

/**
 * The wallets list filters on its vendor's status and orders by its own date. Before migration 0012 gave each
 * wallet a copy of that status, a deep page of inactive wallets walked every newer wallet and looked up its
 * vendor (PostgreSQL: or read all wallets and vendors), so its cost grew with the table, not the page.
 */
describe(`wallets of one vendor status on ${TEST_DIALECT}`, () => {
  it.each([1, 40])('page %i is read in list order from the status index', async (n) => {
    const lines = await planLines(db, walletListQuery(db, { page: n, limit: 25, vendorActive: 0 }));
    expect(
      lines.some((l) => l.includes('wallets_vendorActive_dateCreated_id_idx')),
      lines.join('\n'),
    ).toBe(true);
    expect(
      lines.filter((l) => l.startsWith('Seq Scan on wallets') || l === 'SCAN wallets'),
      lines.join('\n'),
    ).toEqual([]);
  });
});

/** A node of PostgreSQL's EXPLAIN (ANALYZE, FORMAT JSON) plan, as much as the tests below read. */
interface PlanNode {
  'Node Type': string;
  Alias?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

describe.skipIf(!ON_POSTGRES)('vendors list on PostgreSQL', () => {
  /**
   * vendorListQuery reads the page's ids first. With the referrer (p) and the referral count (c) in the
   * same query as the OFFSET, PostgreSQL looked them up for every skipped row too: 2,000 of each on page 40.
   */
  it("looks up referrers and counts referrals for the page's rows only", async () => {
    const { sql: text, parameters } = vendorListQuery(db, { page: 40, limit: 25 }).compile();
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`explain (analyze, format json) ${text}`, [...parameters]),
    );
    const lookups = planNodes(rows[0]!['QUERY PLAN'][0].Plan).filter((n) => n.Alias === 'p' || n.Alias === 'c');
    expect(lookups.length).toBeGreaterThan(0);
    for (const n of lookups) {
      expect(n['Actual Loops'], JSON.stringify(n)).toBeLessThanOrEqual(25);
      expect((n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops']).toBeLessThanOrEqual(25);
    }
  });

  /**
   * Migration 0011's trigram index serves a name search: one that no vendor's name holds reads none of them.
   * Without it PostgreSQL read every vendor (a sequential scan, or the whole date index). On these 5,000
   * vendors a sequential scan is its right choice, so the test takes that choice away from it; on the
   * large dataset's 100,000 it takes the index on its own.
   */
  it('finds a rare name through the trigram index', async () => {
    const { sql: text, parameters } = vendorListQuery(db, { ...page, searchName: 'zqx' }).compile();
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${text}`, [...parameters]),
      );
      return planNodes(rows[0]!['QUERY PLAN'][0].Plan);
    });
    const lines = plan.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''} ${n['Relation Name'] ?? ''}`);
    expect(lines.join('\n')).toContain('vendors_lower_fullname_trgm_idx');
    const read = plan
      .filter((n) => n['Relation Name'] === 'vendors' || n['Index Name']?.startsWith('vendors_'))
      .reduce((sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'], 0);
    expect(read, JSON.stringify(plan)).toBe(0);
  });

  /** Migration 0015: a phone search ORs the name's and the phone's trigram indexes, reading no vendor it does not find. */
  it('finds a rare phone through the trigram indexes of the name and the phone', async () => {
    const { sql: text, parameters } = vendorListQuery(db, { ...page, searchName: '+234 999 876 54' }).compile();
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${text}`, [...parameters]),
      );
      return planNodes(rows[0]!['QUERY PLAN'][0].Plan);
    });
    const lines = plan.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''} ${n['Relation Name'] ?? ''}`).join('\n');
    expect(lines).toContain('vendors_lower_phone_trgm_idx');
    expect(lines).toContain('vendors_lower_fullname_trgm_idx');
    const read = plan
      .filter((n) => n['Relation Name'] === 'vendors' || n['Index Name']?.startsWith('vendors_'))
      .reduce((sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'], 0);
    expect(read, JSON.stringify(plan)).toBe(0);
  });

  /** openPostgres: short queries, many at once; JIT compilation and parallel workers cost more than they save. */
  it('runs without JIT and without parallel workers', async () => {
    const { rows } = await sql<{ jit: string; workers: string }>`
      select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`.execute(db);
    expect(rows[0]).toEqual({ jit: 'off', workers: '0' });
  });
});

/** The ids of the ads list as one query with the route filters joined in: the shape listAds had before. */
async function referenceAdIds(f: AdFilters): Promise<number[]> {
  let q = db.selectFrom('ads').select('ads.id');
  if (f.accessStatus !== undefined) q = q.where('ads.activeStatus', '=', f.accessStatus);
  if (f.routeID !== undefined) {
    const routeID = f.routeID;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('adRoutes').select('id').whereRef('adRoutes.adId', '=', 'ads.id').where('routeId', '=', routeID),
      ),
    );
  }
  if (f.countryID !== undefined || f.stateID !== undefined || f.cityID !== undefined) {
    q = q.where(({ exists, selectFrom }) => {
      let places = selectFrom('adRoutes')
        .innerJoin('routePlaces', 'routePlaces.routeId', 'adRoutes.routeId')
        .select('adRoutes.id')
        .whereRef('adRoutes.adId', '=', 'ads.id');
      if (f.countryID !== undefined) places = places.where('routePlaces.countryId', '=', f.countryID);
      if (f.stateID !== undefined) places = places.where('routePlaces.stateId', '=', f.stateID);
      if (f.cityID !== undefined) places = places.where('routePlaces.cityId', '=', f.cityID);
      return exists(places);
    });
  }
  if (f.busID !== undefined || f.deviceID !== undefined) {
    q = q.where(({ exists, selectFrom }) => {
      let devices = selectFrom('adRoutes')
        .innerJoin('devicePlaces', 'devicePlaces.routeId', 'adRoutes.routeId')
        .innerJoin('devices', 'devices.id', 'devicePlaces.deviceId')
        .select('adRoutes.id')
        .whereRef('adRoutes.adId', '=', 'ads.id');
      if (f.deviceID !== undefined) devices = devices.where('devices.id', '=', f.deviceID);
      if (f.busID !== undefined) devices = devices.where(equalsText('devices.busID', f.busID));
      return exists(devices);
    });
  }
  const rows = await q
    .orderBy('ads.dateCreated', 'desc')
    .orderBy('ads.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * listAds resolves the route, place and device filters to route ids before it reads the ads (a place
 * without routes answers at once instead of walking every ad): each call answers what the single
 * query answered, on a page that has a match and on places, devices and buses that have none.
 */
describe('ads list route filters', () => {
  it('answer the ads of the one-query shape, page by page', async () => {
    const [city] = await db.selectFrom('routePlaces').select(['cityId', 'stateId']).limit(1).execute();
    const unusedCity = await db
      .selectFrom('cities')
      .select('id')
      .where('id', 'not in', db.selectFrom('routePlaces').select('cityId').where('cityId', 'is not', null))
      .executeTakeFirstOrThrow();
    const device = await db.selectFrom('devices').select(['id', 'busID']).orderBy('id').executeTakeFirstOrThrow();
    const other = await db.selectFrom('devices').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const filters: Partial<AdFilters>[] = [
      { routeID: 3 },
      { routeID: 9_999 },
      { countryID: 1 },
      { stateID: city?.stateId ?? 25, cityID: city?.cityId ?? 3 },
      { cityID: unusedCity.id },
      { deviceID: device.id },
      { busID: device.busID.toLowerCase() },
      { busID: device.busID, deviceID: other.id },
      { routeID: 3, countryID: 1, deviceID: device.id },
    ];
    let answered = 0;
    for (const extra of filters) {
      for (const f of [
        { page: 1, limit: 25, ...extra },
        { page: 3, limit: 10, accessStatus: 0, ...extra },
      ]) {
        const ids = (await listAds(db, f)).parse().map((a) => a.id);
        expect(ids, JSON.stringify(f)).toEqual(await referenceAdIds(f));
        answered += ids.length;
      }
    }
    expect(answered).toBeGreaterThan(100);
  });
});
