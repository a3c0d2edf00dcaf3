import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, entities } from '../../src/api';
import type { ReportSummary } from '../../src/api/entities';
import { expectRefused } from './helpers/money';
import { expectedSummary, type ReportFilter } from './helpers/reportFigures';
import { dataOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const now = Math.floor(Date.now() / 1000);
const DAY = 86_400;
const summary = async (params: ReportFilter, token?: string) =>
  entities.ReportSummary.parse(dataOf(await s.call(api.reports.summary, { params: { ...params }, token })));

/** A busy vendor or device of the last week (on a device, if given), so the filtered figures are not all zero. */
async function busiest(column: 'vendorId' | 'deviceId', onDevice?: number): Promise<number> {
  let q = s.db
    .selectFrom('adEvents')
    .select((eb) => [column, eb.fn.countAll().as('n')])
    .where('eventType', '=', 'view')
    .where('createdAt', '>=', now - 7 * DAY);
  if (onDevice !== undefined) q = q.where('deviceId', '=', onDevice);
  const row = await q.groupBy(column).orderBy('n', 'desc').executeTakeFirstOrThrow();
  return Number(row[column]);
}

describe('report summary over the demo data', () => {
  it('matches the rows it adds up, for every filter', async () => {
    const vendorID = await busiest('vendorId');
    const deviceID = await busiest('deviceId');
    const { busID } = await s.db
      .selectFrom('devices')
      .select('busID')
      .where('id', '=', deviceID)
      .executeTakeFirstOrThrow();
    const week = { from: now - 7 * DAY, to: now };
    const filters: [string, ReportFilter][] = [
      ['no filter', {}],
      ['vendor', { vendorID }],
      ['date range', { from: now - 3 * DAY, to: now - DAY }],
      ['open-ended dates', { from: now - 2 * DAY }],
      ['device', { deviceID, ...week }],
      ['bus, in another case', { busID: busID.toLowerCase(), ...week }],
      ['vendor on a bus', { vendorID: await busiest('vendorId', deviceID), busID, ...week }],
    ];
    for (const [name, filter] of filters) {
      const expected = await expectedSummary(s.db, filter);
      expect(await summary(filter), name).toEqual(expected);
      expect(expected.totalViews, name).toBeGreaterThan(0);
      expect(expected.totalAds, name).toBeGreaterThan(0);
    }
  });

  it('gives zeros for a filter that matches nothing; a reversed period counts nothing in it', async () => {
    const none = await summary({ busID: 'NO-SUCH-BUS' });
    expect(none).toMatchObject({ totalViews: 0, totalAds: 0, totalAssignedAds: 0 });
    const reversed = await summary({ from: now, to: now - DAY });
    expect(reversed).toMatchObject({
      totalViews: 0,
      vendorsCount: 0,
      adminsCount: 0,
      totalTopupCount: 0,
      totalTopupSum: 0,
    });
    // Ads are counted as they stood at `to` (created up to it), whatever `from` says.
    expect(reversed).toEqual(await expectedSummary(s.db, { from: now, to: now - DAY }));
    expect(reversed.totalAds).toBeGreaterThan(0);
  });
});

describe('report summary over rows inserted here', () => {
  it('adds up exactly the views, topups, ads and accounts of a new vendor on a new bus', async () => {
    const t0 = now - 10 * DAY;
    const vendorId = (
      await s.db
        .insertInto('vendors')
        .values({
          fullname: 'Report Vendor',
          username: 'report.vendor',
          phone: '+2348000000009',
          email: 'report@vendor.ng',
          address: 'Lagos',
          profilePicture: null,
          passwordHash: 'x',
          accessStatus: 1,
          phoneVerified: 1,
          emailVerified: 1,
          referredBy: null,
          currDailyCostKobo: 0,
          dateCreated: t0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const walletId = (
      await s.db
        .insertInto('wallets')
        .values({ vendorId, amountKobo: 0, dateCreated: t0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const ad = (activeStatus: number, blocked: number, dateCreated: number) => ({
      vendorId,
      name: 'Report Ad',
      actionLink: null,
      caption: null,
      adType: 'media' as const,
      conversionUrl: null,
      activeStatus,
      blocked,
      maxDailyLimitKobo: 0,
      currDailyCostKobo: 0,
      dateCreated,
    });
    const [a1, a2, a3] = (
      await s.db
        .insertInto('ads')
        .values([ad(1, 0, t0), ad(0, 1, t0), ad(1, 0, now)])
        .returning('id')
        .execute()
    ).map((r) => r.id);
    await s.db.insertInto('adRoutes').values({ adId: a1, routeId: 1 }).execute();
    const deviceId = (
      await s.db
        .insertInto('devices')
        .values({
          name: 'R',
          serial: 'REPORT-1',
          busID: 'REP-BUS-1',
          phone: '0',
          activeStatus: 1,
          lastseen: null,
          dateCreated: t0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const event = (adId: number, eventType: 'view' | 'click', createdAt: number) => ({
      adId,
      vendorId,
      deviceId,
      routeId: null,
      eventType,
      costKobo: 0,
      createdAt,
    });
    await s.db
      .insertInto('adEvents')
      .values([
        event(a1, 'view', t0 + 10),
        event(a1, 'view', t0 + DAY),
        event(a2, 'click', t0 + 20),
        event(a2, 'view', t0 + 5 * DAY),
      ])
      .execute();
    const topup = (
      reference: string,
      amountPaidKobo: number,
      source: 'self' | 'system',
      status: 'success' | 'abandoned',
      timePaid: number | null,
    ) => ({
      vendorId,
      walletId,
      requestedAmountKobo: amountPaidKobo,
      amountPaidKobo,
      status,
      channel: 'card',
      reference,
      source,
      timePaid,
      adminId: null,
      dateCreated: t0,
    });
    await s.db
      .insertInto('topups')
      .values([
        topup('REP-1', 10_050, 'self', 'success', t0 + 100),
        topup('REP-2', 20_000, 'system', 'success', t0 + 2 * DAY),
        topup('REP-3', 99_900, 'self', 'abandoned', null),
        topup('REP-4', 5_000, 'self', 'success', now),
      ])
      .execute();

    const period = { vendorID: vendorId, from: t0, to: t0 + 3 * DAY };
    expect(await summary(period)).toEqual({
      totalViews: 2,
      vendorsCount: 1,
      adminsCount: 0,
      totalSelfTopupSum: 100.5,
      totalSelfTopupCount: 1,
      totalSystemTopupSum: 200,
      totalSystemTopupCount: 1,
      totalTopupSum: 300.5,
      totalTopupCount: 2,
      totalAds: 2,
      totalActiveAds: 1,
      totalInactiveAds: 1,
      totalAssignedAds: 1,
      totalBlockedAds: 1,
    } satisfies ReportSummary);
    const onBus = await summary({ busID: 'rep-bus-1', from: t0, to: t0 + 3 * DAY });
    expect(onBus).toMatchObject({ totalViews: 2, totalAds: 2, totalAssignedAds: 1 });
    const firstHour = await summary({ deviceID: deviceId, from: t0, to: t0 + 3600 });
    expect(firstHour).toMatchObject({ totalViews: 1, totalAds: 2, totalActiveAds: 1, totalBlockedAds: 1 });
    const allTime = await summary({ vendorID: vendorId });
    expect(allTime).toMatchObject({ totalViews: 3, totalAds: 3, totalTopupCount: 3, totalTopupSum: 350.5 });
    expect(a3).toBeGreaterThan(a2);
  });
});

describe('report summary access and parameters', () => {
  it('is open to the viewer (ADMIN_REPORT), refused without it (403) and without a session (401)', async () => {
    expect((await s.call(api.reports.summary, { token: await s.login('viewer') })).status).toBe(200);
    await s.call(api.admins.create, {
      body: {
        fullname: 'No Reports',
        username: 'no.reports',
        phone: '1',
        email: 'no@reports.ng',
        address: 'x',
        password: 'no-reports-1',
        privileges: ['ADMIN_AD'],
      },
    });
    expect((await s.call(api.reports.summary, { token: await s.login('no.reports', 'no-reports-1') })).status).toBe(
      403,
    );
    expect((await s.call(api.reports.summary, { token: null })).status).toBe(401);
  });

  it('refuses bad parameters with 400, never 500', async () => {
    const token = await s.adminToken();
    const long = 'B'.repeat(201);
    for (const path of [
      'abc/-/-/-/-',
      '0/-/-/-/-',
      '-/x/-/-/-',
      '-/-/1.5/-/-',
      `-/-/-/${long}/-`,
      '-/-/-/-/-3',
      '-/-/-/-/dev',
    ]) {
      expectRefused(await s.request('GET', `/v1/admins/reports/get/summary/${path}`, { token }), 2);
    }
  });
});
