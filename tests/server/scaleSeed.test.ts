import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, entities } from '../../src/api';
import { fillScale } from '../../server/db/scale/fillScale';
import { YEAR } from '../../server/db/scale/context';
import { sizesFor, type ScaleSizes } from '../../server/db/scale/sizes';
import { TEST_DIALECT } from './helpers/testDatabase';
import { dataOf, rowsOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

const NOW = Math.floor(Date.now() / 1000);
/** 1/5000 of the large dataset: 20 vendors, 100 ads, 1 device, 1,000 events. */
const sizes: ScaleSizes = sizesFor(1 / 5000);
let s: TestServer;
const messages: string[] = [];

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  await fillScale(s.db, TEST_DIALECT, sizes, (m) => messages.push(m), NOW);
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const count = async (
  table: 'vendors' | 'wallets' | 'ads' | 'adRoutes' | 'devices' | 'adEvents' | 'topups' | 'activityLogs',
) =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('scaled seed (npm run seed -- --scale)', () => {
  it('writes every kind of row in the proportions of the large dataset', async () => {
    expect(sizes).toMatchObject({ vendors: 20, ads: 100, devices: 1, events: 1000 });
    expect(await count('vendors')).toBe(sizes.vendors);
    expect(await count('wallets')).toBe(sizes.vendors);
    expect(await count('ads')).toBe(sizes.ads);
    expect(await count('adRoutes')).toBe(sizes.ads * 2);
    expect(await count('devices')).toBe(sizes.devices);
    expect(await count('adEvents')).toBe(sizes.events);
    expect(await count('topups')).toBe(sizes.topups);
    expect(await count('activityLogs')).toBe(sizes.activityLogs);
    expect(messages.some((m) => m.startsWith('adEvents: 1,000 rows'))).toBe(true);
  });

  it('spreads views (~95%) and clicks (~5%) over the last year, each with its ad vendor', async () => {
    const events = await s.db
      .selectFrom('adEvents')
      .innerJoin('ads', 'ads.id', 'adEvents.adId')
      .select(['adEvents.eventType', 'adEvents.createdAt', 'adEvents.vendorId', 'ads.vendorId as adVendorId'])
      .execute();
    const clicks = events.filter((e) => e.eventType === 'click').length / events.length;
    expect(clicks).toBeGreaterThan(0.02);
    expect(clicks).toBeLessThan(0.09);
    expect(events.every((e) => e.eventType === 'view' || e.eventType === 'click')).toBe(true);
    expect(events.every((e) => e.vendorId === e.adVendorId)).toBe(true);
    expect(events.every((e) => e.createdAt >= NOW - YEAR && e.createdAt <= NOW)).toBe(true);
    expect(events.filter((e) => e.createdAt >= NOW - YEAR / 2).length / events.length).toBeCloseTo(0.5, 1);
  });

  it('is served: admin/admin signs in, the lists and the year report answer', async () => {
    const vendors = rowsOf(await s.call(api.vendors.list, { params: { page: 1, limit: 50 } }));
    expect(vendors).toHaveLength(sizes.vendors);
    expect(rowsOf(await s.call(api.ads.list, { params: { page: 1, limit: 50 } }))).toHaveLength(50);
    expect(rowsOf(await s.call(api.devices.list, { params: { page: 1, limit: 50 } }))).toHaveLength(sizes.devices);
    const summary = entities.ReportSummary.parse(
      dataOf(await s.call(api.reports.summary, { params: { from: NOW - YEAR, to: NOW } })),
    );
    expect(summary.vendorsCount).toBe(sizes.vendors);
    expect(summary.totalAds).toBe(sizes.ads);
    expect(summary.totalViews).toBeGreaterThan(sizes.events * 0.9);
    await s.login('viewer', 'viewer');
  });
});
