import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups, ROLLUPS } from '../../server/db/migrations/0007_rollups';
import type { MigrationDb } from '../../server/db/migrations/helpers';
import type { Db } from '../../server/db/schema';
import {
  countAds,
  countEvents,
  countVendors,
  DAY,
  HOUR,
  rangeParts,
  sumTopups,
} from '../../server/repositories/rollups';
import { num } from '../../server/repositories/sql';
import { openTestDatabase } from './helpers/testDatabase';

/**
 * The rollups of migration 0007 are kept by triggers on SQLite and PostgreSQL (this file runs on
 * both): after inserts, updates and deletes (cascades included) they hold exactly what rebuilding them
 * from the rows gives, and the counts read from them equal counts of the rows themselves.
 */

const T0 = 1_750_000_000 - (1_750_000_000 % DAY); // a UTC midnight
let db: Db;
let close: () => Promise<void>;

/** Every rollup's rows with a non-zero measure (a row brought back to zero by deletes is kept), sorted. */
async function snapshot(handle: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const spec of ROLLUPS) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(spec.name)}`.execute(handle);
    out[spec.name] = rows
      .filter((r) => spec.measures.some(([m]) => num(r[m]) !== 0))
      .map((r) =>
        Object.keys(r)
          .sort()
          .map((k) => `${k}=${String(typeof r[k] === 'string' ? r[k] : num(r[k]))}`)
          .join(' '),
      )
      .sort();
  }
  return out;
}

class RollBack extends Error {}

/** The triggers' rollups equal a rebuild from the rows (made in a transaction rolled back after). */
async function expectRollupsExact(): Promise<void> {
  const kept = await snapshot(db);
  let rebuilt: Record<string, string[]> = {};
  await db
    .transaction()
    .execute(async (trx) => {
      await rebuildRollups(trx as unknown as MigrationDb);
      rebuilt = await snapshot(trx);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  expect(kept).toEqual(rebuilt);
  expect(Object.values(kept).flat().length).toBeGreaterThan(0);
}

const raw = {
  views: async (from: number, to: number) =>
    num(
      (
        await db
          .selectFrom('adEvents')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('eventType', '=', 'view')
          .where('createdAt', '>=', from)
          .where('createdAt', '<=', to)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  ads: async (to: number) => {
    const rows = await db
      .selectFrom('ads')
      .select(['id', 'activeStatus', 'blocked'])
      .where('dateCreated', '<=', to)
      .execute();
    const routed = new Set((await db.selectFrom('adRoutes').select('adId').execute()).map((r) => r.adId));
    return {
      total: rows.length,
      active: rows.filter((r) => r.activeStatus === 1).length,
      blocked: rows.filter((r) => r.blocked === 1).length,
      assigned: rows.filter((r) => routed.has(r.id)).length,
    };
  },
  topups: async (from: number, to: number) => {
    const rows = await db
      .selectFrom('topups')
      .select(['source', 'amountPaidKobo'])
      .where('status', '=', 'success')
      .where('timePaid', '>=', from)
      .where('timePaid', '<=', to)
      .execute();
    return (['self', 'system'] as const).flatMap((source) => {
      const mine = rows.filter((r) => r.source === source);
      return mine.length === 0
        ? []
        : [{ source, n: mine.length, kobo: mine.reduce((s, r) => s + Number(r.amountPaidKobo), 0) }];
    });
  },
  vendors: async (from: number, to: number) =>
    num(
      (
        await db
          .selectFrom('vendors')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('dateCreated', '>=', from)
          .where('dateCreated', '<=', to)
          .executeTakeFirstOrThrow()
      ).n,
    ),
};

/** Periods that start and end inside hours, on hour and day boundaries, span days, and are empty. */
const PERIODS: [number, number][] = [
  [T0 - 3 * DAY + 17, T0 + 2 * DAY + 3 * HOUR + 59],
  [T0, T0 + DAY - 1],
  [T0 + HOUR, T0 + 2 * HOUR - 1],
  [T0 + 90, T0 + 100],
  [T0 - DAY - 1, T0 + 5 * DAY],
  [T0 + 37 * HOUR + 5, T0 + 38 * HOUR + 7],
  [T0 + 10 * DAY, T0 + 11 * DAY],
  [T0 + 5, T0 + 4],
];

async function expectReadsMatchRows(): Promise<void> {
  for (const [from, to] of PERIODS) {
    expect(await countEvents(db, 'view', from, to), `views ${from}..${to}`).toBe(await raw.views(from, to));
    expect(await countAds(db, to), `ads up to ${to}`).toEqual(await raw.ads(to));
    expect(
      (await sumTopups(db, from, to)).filter((r) => r.n !== 0).sort((a, b) => a.source.localeCompare(b.source)),
      `topups ${from}..${to}`,
    ).toEqual(await raw.topups(from, to));
    expect(await countVendors(db, from, to), `vendors ${from}..${to}`).toBe(await raw.vendors(from, to));
  }
  expect(await countEvents(db, 'view')).toBe(await raw.views(0, Number.MAX_SAFE_INTEGER));
  expect(await countEvents(db, 'view', undefined, T0 + DAY)).toBe(await raw.views(0, T0 + DAY));
  expect(await countEvents(db, 'view', T0 + DAY)).toBe(await raw.views(T0 + DAY, Number.MAX_SAFE_INTEGER));
  expect(await countAds(db)).toEqual(await raw.ads(Number.MAX_SAFE_INTEGER));
  expect(await countVendors(db)).toBe(await raw.vendors(0, Number.MAX_SAFE_INTEGER));
}

let seq = 0;
const person = () => {
  seq += 1;
  return {
    fullname: `Person ${seq}`,
    username: `person${seq}`,
    phone: `0800${seq}`,
    email: `p${seq}@example.com`,
    address: 'Lagos',
    passwordHash: 'x',
    profilePicture: null,
    accessStatus: 1,
    phoneVerified: 0,
    emailVerified: 0,
    referredBy: null,
    currDailyCostKobo: 0,
  };
};

async function addVendor(dateCreated: number): Promise<number> {
  const { id } = await db
    .insertInto('vendors')
    .values({ ...person(), dateCreated })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('wallets').values({ vendorId: id, amountKobo: 0, dateCreated }).execute();
  return id;
}

async function addAd(vendorId: number, dateCreated: number, activeStatus: number, blocked = 0): Promise<number> {
  const { id } = await db
    .insertInto('ads')
    .values({
      vendorId,
      name: `Ad ${dateCreated}`,
      actionLink: null,
      caption: null,
      adType: 'media',
      conversionUrl: null,
      activeStatus,
      blocked,
      maxDailyLimitKobo: 0,
      currDailyCostKobo: 0,
      dateCreated,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('rollups kept by triggers', () => {
  const ids = { vendors: [] as number[], ads: [] as number[], devices: [] as number[], routes: [] as number[] };

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
  });
  afterAll(() => close?.());

  it('count rows as they are inserted', async () => {
    for (let i = 0; i < 6; i++) ids.vendors.push(await addVendor(T0 - 2 * DAY + i * 11 * HOUR + i * 7));
    for (let i = 0; i < 2; i++) {
      const { id } = await db
        .insertInto('routes')
        .values({ name: `Route ${i}`, source: 'test', dateCreated: T0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.routes.push(id);
      const device = await db
        .insertInto('devices')
        .values({
          name: `D${i}`,
          serial: `S-${i}`,
          busID: `BUS-${i}`,
          phone: '0800',
          activeStatus: 1,
          lastseen: null,
          dateCreated: T0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.devices.push(device.id);
    }
    for (let i = 0; i < 8; i++)
      ids.ads.push(await addAd(ids.vendors[i % 6], T0 - DAY + i * 5 * HOUR + 13, i % 3 === 0 ? 0 : 1, i === 4 ? 1 : 0));
    await db
      .insertInto('adRoutes')
      .values([
        { adId: ids.ads[0], routeId: ids.routes[0] },
        { adId: ids.ads[0], routeId: ids.routes[1] },
        { adId: ids.ads[3], routeId: ids.routes[1] },
        { adId: ids.ads[5], routeId: ids.routes[0] },
      ])
      .execute();
    const events = Array.from({ length: 120 }, (_, i) => ({
      adId: ids.ads[i % 8],
      vendorId: ids.vendors[i % 6],
      deviceId: i % 5 === 0 ? null : ids.devices[i % 2],
      routeId: null,
      costKobo: 50,
      eventType: i % 7 === 0 ? ('click' as const) : ('view' as const),
      createdAt: T0 - 2 * DAY + i * 47 * 60 + (i % 13),
    }));
    await db.insertInto('adEvents').values(events).execute();
    await db
      .insertInto('topups')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          vendorId: ids.vendors[i % 6],
          walletId: ids.vendors[i % 6],
          requestedAmountKobo: 100_000 * (i + 1),
          amountPaidKobo: i % 4 === 0 ? 0 : 100_000 * (i + 1),
          status: i % 4 === 0 ? ('abandoned' as const) : ('success' as const),
          channel: 'card',
          reference: `RT-${i}`,
          source: i % 3 === 0 ? ('system' as const) : ('self' as const),
          timePaid: i % 4 === 0 ? null : T0 - DAY + i * 9 * HOUR + 31,
          dateCreated: T0 - DAY + i * 9 * HOUR,
        })),
      )
      .execute();
    await expectRollupsExact();
    await expectReadsMatchRows();
    const totals = await db
      .selectFrom('deviceEventTotals')
      .selectAll()
      .where('deviceId', '=', ids.devices[1])
      .orderBy('eventType')
      .execute();
    const counted = await db
      .selectFrom('adEvents')
      .select((eb) => ['eventType', eb.fn.countAll().as('n')])
      .where('deviceId', '=', ids.devices[1])
      .groupBy('eventType')
      .orderBy('eventType')
      .execute();
    expect(totals.map((t) => [t.eventType, num(t.n)])).toEqual(counted.map((c) => [c.eventType, num(c.n)]));
  });

  it('follow updates: statuses, flags, times, a payment completed and a device removed', async () => {
    await db.updateTable('ads').set({ activeStatus: 1 }).where('id', '=', ids.ads[0]).execute();
    await db
      .updateTable('ads')
      .set({ blocked: 1, dateCreated: T0 + 3 * DAY })
      .where('id', '=', ids.ads[3])
      .execute();
    await db.updateTable('ads').set({ currDailyCostKobo: 500 }).where('id', '=', ids.ads[1]).execute();
    await db
      .updateTable('adEvents')
      .set({ createdAt: T0 + 4 * DAY + 5 })
      .where('adId', '=', ids.ads[2])
      .execute();
    await db.updateTable('adEvents').set({ eventType: 'conversion' }).where('adId', '=', ids.ads[6]).execute();
    await db
      .updateTable('topups')
      .set({ status: 'success', amountPaidKobo: 777_700, timePaid: T0 + 2 * HOUR + 1 })
      .where('reference', '=', 'RT-4')
      .execute();
    await db.updateTable('topups').set({ source: 'system' }).where('reference', '=', 'RT-5').execute();
    await db
      .updateTable('vendors')
      .set({ dateCreated: T0 + 6 * DAY })
      .where('id', '=', ids.vendors[2])
      .execute();
    await db.deleteFrom('devices').where('id', '=', ids.devices[0]).execute();
    await expectRollupsExact();
    await expectReadsMatchRows();
    expect(
      await db
        .selectFrom('deviceEventTotals')
        .selectAll()
        .where('deviceId', '=', ids.devices[0])
        .where('n', '!=', 0)
        .execute(),
    ).toEqual([]);
  });

  it('follow deletes: a last route, an ad with its routes and events, a vendor with everything of theirs', async () => {
    await db.deleteFrom('adRoutes').where('adId', '=', ids.ads[5]).execute();
    await db.deleteFrom('adRoutes').where('adId', '=', ids.ads[0]).where('routeId', '=', ids.routes[0]).execute();
    await expectRollupsExact();
    await db.deleteFrom('ads').where('id', '=', ids.ads[0]).execute();
    await expectRollupsExact();
    await db.deleteFrom('adEvents').where('adId', '=', ids.ads[7]).execute();
    await db.deleteFrom('vendors').where('id', '=', ids.vendors[4]).execute();
    await expectRollupsExact();
    await expectReadsMatchRows();
    expect((await countAds(db)).assigned).toBe(1);
  });
});

describe('splitting a period', () => {
  it('covers it exactly with whole days, whole hours and partial hours', () => {
    const covered = (start: number, end: number) => {
      const parts = rangeParts(start, end);
      const all = [...parts.days, ...parts.hours, ...parts.raw].sort((a, b) => a[0] - b[0]);
      for (const [a, b] of parts.days) expect(a % DAY === 0 && b % DAY === 0).toBe(true);
      for (const [a, b] of parts.hours) expect(a % HOUR === 0 && b % HOUR === 0).toBe(true);
      // The partial hours at the ends: under an hour each, or one piece under two hours in all.
      expect(parts.raw.reduce((sum, [a, b]) => sum + b - a, 0)).toBeLessThan(2 * HOUR);
      return all;
    };
    for (const [from, to] of PERIODS) {
      const all = covered(from, to + 1);
      if (to < from) expect(all).toEqual([]);
      else {
        expect(all[0][0]).toBe(from);
        expect(all[all.length - 1][1]).toBe(to + 1);
        for (let i = 1; i < all.length; i++) expect(all[i][0]).toBe(all[i - 1][1]);
      }
    }
  });
});
