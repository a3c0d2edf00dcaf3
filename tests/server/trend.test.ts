import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TREND_DAYS, type entities } from '../../src/api';
import { DAY, HOUR, nowUnix } from '../../server/domain/clock';
import { defaultTrendStart } from '../../server/repositories/trend';
import { num } from '../../server/repositories/sql';
import { rowsOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

/** The dashboard's daily trend (an extension beyond SPEC.md): every day present, figures exact, on both engines. */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const trend = async (from?: number, vendorID?: number) =>
  rowsOf<entities.TrendDay>(await s.call(api.session.trend, { params: { from, vendorID } }));

/** The figures of [start, start + DAY) counted from the rows themselves (of one vendor, if named). */
async function countedDay(start: number, vendorID?: number) {
  let events = s.db
    .selectFrom('adEvents')
    .select(['eventType', (eb) => eb.fn.countAll().as('n')])
    .where('createdAt', '>=', start)
    .where('createdAt', '<', start + DAY);
  let topups = s.db
    .selectFrom('topups')
    .select((eb) => eb.fn.sum<number>('amountPaidKobo').as('kobo'))
    .where('status', '=', 'success')
    .where('timePaid', '>=', start)
    .where('timePaid', '<', start + DAY);
  if (vendorID !== undefined) {
    events = events.where('vendorId', '=', vendorID);
    topups = topups.where('vendorId', '=', vendorID);
  }
  const counted = await events.groupBy('eventType').execute();
  const paid = await topups.executeTakeFirstOrThrow();
  const n = (type: string) => num(counted.find((e) => e.eventType === type)?.n);
  return { day: start, views: n('view'), clicks: n('click'), topupSum: num(paid.kobo) / 100 };
}

/** Records, at `at`, view and click events of `ad` and a successful topup of its vendor paying `kobo`. */
async function recordActivity(
  ad: { id: number; vendorId: number },
  at: number,
  { events, kobo, reference }: { events: ('view' | 'click')[]; kobo: number; reference: string },
) {
  const wallet = await s.db
    .selectFrom('wallets')
    .select('id')
    .where('vendorId', '=', ad.vendorId)
    .executeTakeFirstOrThrow();
  await s.db
    .insertInto('adEvents')
    .values(
      events.map((eventType) => ({
        adId: ad.id,
        vendorId: ad.vendorId,
        deviceId: null,
        routeId: null,
        eventType,
        costKobo: 0,
        createdAt: at,
      })),
    )
    .execute();
  await s.db
    .insertInto('topups')
    .values({
      vendorId: ad.vendorId,
      walletId: wallet.id,
      requestedAmountKobo: kobo,
      amountPaidKobo: kobo,
      status: 'success',
      channel: 'card',
      reference,
      source: 'system',
      timePaid: at,
      adminId: null,
      dateCreated: at,
    })
    .execute();
}

describe('dashboard trend', () => {
  it("answers the 30 days ending today in Lagos when the call names no start, each day's figures counted exactly", async () => {
    const days = await trend();
    expect(days).toHaveLength(TREND_DAYS);
    const start = defaultTrendStart();
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: TREND_DAYS }, (_, i) => start + i * DAY));
    const now = nowUnix();
    expect(days[TREND_DAYS - 1].day).toBeLessThanOrEqual(now);
    expect(days[TREND_DAYS - 1].day + DAY).toBeGreaterThan(now);
    // Lagos midnight is 23:00 UTC.
    expect((days[0].day + HOUR) % DAY).toBe(0);
    expect(days).toEqual(await Promise.all(days.map((d) => countedDay(d.day))));
    // The demo data has views and topups in the last month: the chart has something to show.
    expect(days.some((d) => d.views > 0)).toBe(true);
    expect(days.some((d) => d.topupSum > 0)).toBe(true);
  });

  it('counts a new view, click and topup on their day, from a start the caller names', async () => {
    const from = 1_700_000_000 - (1_700_000_000 % DAY) - HOUR; // a Lagos midnight, long before the demo data
    const ad = await s.db.selectFrom('ads').select(['id', 'vendorId']).executeTakeFirstOrThrow();
    const before = await trend(from);
    const at = from + 3 * DAY + 5 * HOUR + 17;
    await recordActivity(ad, at, { events: ['view', 'view', 'click'], kobo: 123_45, reference: `trend-${at}` });
    const after = await trend(from);
    expect(after.map((d) => d.day)).toEqual(before.map((d) => d.day));
    expect(after[0].day).toBe(from);
    expect(after[3]).toEqual({
      day: from + 3 * DAY,
      views: before[3].views + 2,
      clicks: before[3].clicks + 1,
      topupSum: before[3].topupSum + 123.45,
    });
    expect(after.filter((_, i) => i !== 3)).toEqual(before.filter((_, i) => i !== 3));
  });

  it("answers one vendor's views, clicks and topups when the call names a vendor, each day counted exactly", async () => {
    // The vendor with the most topups in the window: its figures differ from everyone's.
    const start = defaultTrendStart();
    const busiest = await s.db
      .selectFrom('topups')
      .select(['vendorId', (eb) => eb.fn.countAll().as('n')])
      .where('status', '=', 'success')
      .where('timePaid', '>=', start)
      .groupBy('vendorId')
      .orderBy('n', 'desc')
      .orderBy('vendorId')
      .executeTakeFirstOrThrow();
    const vendorID = busiest.vendorId;
    const all = await trend();
    const days = await trend(undefined, vendorID);
    expect(days.map((d) => d.day)).toEqual(all.map((d) => d.day));
    expect(days).toEqual(await Promise.all(days.map((d) => countedDay(d.day, vendorID))));
    const total = (rows: entities.TrendDay[], key: 'views' | 'topupSum') => rows.reduce((sum, d) => sum + d[key], 0);
    expect(total(days, 'topupSum')).toBeGreaterThan(0);
    expect(total(days, 'topupSum')).toBeLessThan(total(all, 'topupSum'));
    expect(total(days, 'views')).toBeLessThan(total(all, 'views'));
  });

  it("counts a new view and topup of a vendor in its trend only, not in another vendor's", async () => {
    const from = 1_600_000_000 - (1_600_000_000 % DAY) - HOUR; // a Lagos midnight before the demo data
    const [ad, other] = await s.db
      .selectFrom('ads')
      .select(['id', 'vendorId'])
      .orderBy('id')
      .limit(200)
      .execute()
      .then((ads) => [ads[0], ads.find((a) => a.vendorId !== ads[0].vendorId)!]);
    const at = from + 7 * DAY + 30;
    await recordActivity(ad, at, { events: ['view'], kobo: 500_00, reference: `trend-vendor-${at}` });
    const mine = await trend(from, ad.vendorId);
    expect(mine[7]).toEqual({ day: from + 7 * DAY, views: 1, clicks: 0, topupSum: 500 });
    expect(mine.filter((_, i) => i !== 7).every((d) => d.views === 0 && d.clicks === 0 && d.topupSum === 0)).toBe(true);
    const theirs = await trend(from, other.vendorId);
    expect(theirs.every((d) => d.views === 0 && d.clicks === 0 && d.topupSum === 0)).toBe(true);
  });

  it('refuses a vendor that is not an id', async () => {
    const token = await s.adminToken();
    for (const vendor of ['abc', '0', '-3', '1.5']) {
      const bad = await s.request('GET', `/v1/admins/get/admin/dashboard/trend/-/${vendor}`, { token });
      expect(bad.status, vendor).toBe(400);
      expect(bad.json.error, vendor).toMatchObject({ code: 2, status: 400 });
      expect(bad.json.error?.message, vendor).toMatch(/vendorID/);
    }
  });

  it('refuses a start that is not unix seconds, and a call without a session', async () => {
    const bad = await s.request('GET', '/v1/admins/get/admin/dashboard/trend/yesterday/-', {
      token: await s.adminToken(),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 2, status: 400 });
    const anonymous = await s.call(api.session.trend, { token: null });
    expect(anonymous.status).toBe(401);
  });
});
