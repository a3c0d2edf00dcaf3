import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities } from '../../src/api';
import { expectRefused } from './helpers/money';
import { rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

type Conversion = entities.Conversion;
const list = async (params: Record<string, string | number> = {}) =>
  rowsOf<Conversion>(await s.call(api.conversions.list, { params }));

async function countEvents(adId: number, eventType: string, from = 0, to = Number.MAX_SAFE_INTEGER) {
  const row = await s.db
    .selectFrom('adEvents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('adId', '=', adId)
    .where('eventType', '=', eventType as 'view')
    .where('createdAt', '>=', from)
    .where('createdAt', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('conversions list', () => {
  it('answers one row per ad with conversions, most first, counts from the events', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.ad.id)).size).toBe(rows.length);
    expect(rows.every((r) => r.id === r.ad.id && r.ad.conversions > 0)).toBe(true);
    expect(rows.every((r, i) => i === 0 || rows[i - 1].ad.conversions >= r.ad.conversions)).toBe(true);
    const top = rows[0];
    expect(top.ad.conversions).toBe(await countEvents(top.ad.id, 'conversion'));
    expect(top.ad.views).toBe(await countEvents(top.ad.id, 'view'));
    expect(top.ad.clicks).toBe(await countEvents(top.ad.id, 'click'));
  });

  it('counts views, clicks and conversions within the date window', async () => {
    const now = Math.floor(Date.now() / 1000);
    const from = now - 7 * 86_400;
    const rows = await list({ from, to: now });
    expect(rows.length).toBeGreaterThan(0);
    const r = rows[0];
    expect(r.ad.conversions).toBe(await countEvents(r.ad.id, 'conversion', from, now));
    expect(r.ad.views).toBe(await countEvents(r.ad.id, 'view', from, now));
    expect(await list({ from: 10, to: 20 })).toEqual([]);
  });

  it('filters by vendor and ad', async () => {
    const sample = (await list())[3];
    const ad = await s.db
      .selectFrom('ads')
      .select(['vendorId', 'conversionUrl'])
      .where('id', '=', sample.ad.id)
      .executeTakeFirstOrThrow();
    expect(sample.ad.conversionUrl).toBe(ad.conversionUrl);
    const byVendor = await list({ vendorID: ad.vendorId });
    expect(byVendor.map((r) => r.ad.id)).toContain(sample.ad.id);
    const vendorAds = await s.db.selectFrom('ads').select('id').where('vendorId', '=', ad.vendorId).execute();
    expect(byVendor.every((r) => vendorAds.some((a) => a.id === r.ad.id))).toBe(true);
    expect(await list({ adID: sample.ad.id })).toEqual([sample]);
    expect(await list({ adID: sample.ad.id, vendorID: ad.vendorId === 1 ? 2 : 1 })).toEqual([]);
  });

  it("prices each row with the vendor's active conversion price, else the all-vendors one, else null", async () => {
    const sample = (await list())[0];
    const { vendorId } = await s.db
      .selectFrom('ads')
      .select('vendorId')
      .where('id', '=', sample.ad.id)
      .executeTakeFirstOrThrow();
    const priceOf = async () => (await list({ adID: sample.ad.id }))[0].price;
    await s.db.updateTable('prices').set({ active: 0 }).where('eventType', '=', 'conversion').execute();
    expect(await priceOf()).toBeNull();
    await s.db
      .insertInto('prices')
      .values({ vendorId: null, priceKobo: 8050, eventType: 'conversion', active: 1, dateCreated: 100 })
      .execute();
    expect(await priceOf()).toEqual({ price: 80.5 });
    await s.db
      .insertInto('prices')
      .values({ vendorId, priceKobo: 6001, eventType: 'conversion', active: 1, dateCreated: 50 })
      .execute();
    await s.db
      .insertInto('prices')
      .values({ vendorId, priceKobo: 9999, eventType: 'click', active: 1, dateCreated: 200 })
      .execute();
    expect(await priceOf()).toEqual({ price: 60.01 });
  });

  it('answers 400 for malformed parameters', async () => {
    const token = await s.adminToken();
    const get = (rest: string) =>
      s.request('GET', `${API_BASE_PATH}/conversions/get/conversions/-/${rest}/-/-`, { token });
    expectRefused(await get('x/-/-/-'), 2, 'vendorID:');
    expectRefused(await get('-/-1/-/-'), 2, 'adID:');
    expectRefused(await get('-/-/-/soon'), 2, 'to:');
  });
});
