import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities } from '../../src/api';
import { descending, expectRefused } from './helpers/money';
import { rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

type Transaction = entities.Transaction;
const list = async (params: Record<string, string | number> = {}) =>
  rowsOf<Transaction>(await s.call(api.transactions.list, { params }));

describe('transactions (ad summaries) list', () => {
  it('lists the newest first with vendor, ad (lifetime views) and route; cost in naira from kobo', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.length).toBeLessThanOrEqual(1000);
    expect(descending(rows.map((t) => t.dateCreated))).toBe(true);
    const t = rows[0];
    const db = await s.db.selectFrom('transactions').selectAll().where('id', '=', t.id).executeTakeFirstOrThrow();
    expect(t.cost).toBe(Number(db.costKobo) / 100);
    expect(t).toMatchObject({ views: Number(db.views), vendor: { id: db.vendorId }, ad: { id: db.adId } });
    const views = await s.db
      .selectFrom('adEvents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('adId', '=', t.ad.id)
      .where('eventType', '=', 'view')
      .executeTakeFirstOrThrow();
    expect(t.ad.views).toBe(Number(views.n));
    const ad = await s.db.selectFrom('ads').selectAll().where('id', '=', t.ad.id).executeTakeFirstOrThrow();
    expect(t.ad).toMatchObject({ name: ad.name, activeStatus: ad.activeStatus, actionLink: ad.actionLink });
  });

  it('shows summaries within the 5-minute default window of the screen', async () => {
    const now = Math.floor(Date.now() / 1000);
    // One summary made just now: the seeded ones may be older than 5 minutes when a long suite reaches this test.
    const { id: _id, ...newest } = await s.db
      .selectFrom('transactions')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await s.db
      .insertInto('transactions')
      .values({ ...newest, dateCreated: now - 1 })
      .execute();
    const recent = await list({ from: now - 300, to: now + 86_400 });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((t) => t.dateCreated >= now - 300)).toBe(true);
  });

  it('filters by vendor, route and dates, combined', async () => {
    const sample = (await list())[5];
    const byVendor = await list({ vendorID: sample.vendor.id });
    expect(byVendor.length).toBeGreaterThan(0);
    expect(byVendor.every((t) => t.vendor.id === sample.vendor.id)).toBe(true);
    const routeId = sample.route?.id ?? 1;
    const byRoute = await list({ routeID: routeId });
    expect(byRoute.length).toBeGreaterThan(0);
    expect(byRoute.every((t) => t.route?.id === routeId)).toBe(true);
    const both = await list({
      vendorID: sample.vendor.id,
      routeID: routeId,
      from: sample.dateCreated,
      to: sample.dateCreated,
    });
    expect(both.map((t) => t.id)).toContain(sample.id);
    expect(both.every((t) => t.dateCreated === sample.dateCreated && t.vendor.id === sample.vendor.id)).toBe(true);
    expect(await list({ vendorID: 999_999 })).toEqual([]);
  });

  it('answers 400 for malformed parameters', async () => {
    const token = await s.adminToken();
    const get = (rest: string) => s.request('GET', `${API_BASE_PATH}/get/transactions/-/${rest}/-/-`, { token });
    expectRefused(await get('abc/-/-/-/-'), 2, 'vendorID:');
    expectRefused(await get('-/-/0/-/-'), 2, 'routeID:');
    expectRefused(await get('-/-/-/-/1.5'), 2, 'to:');
  });
});
