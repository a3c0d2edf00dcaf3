import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities } from '../../src/api';
import { descending, expectRefused } from './helpers/money';
import { dataOf, rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

type Price = entities.Price;
const list = async (params: Record<string, string | number> = {}) =>
  rowsOf<Price>(await s.call(api.prices.list, { params }));
const count = async (table: 'prices' | 'activityLogs') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('prices', () => {
  it('lists the newest first, all-vendor prices with a null vendor, filters by vendor, status and dates', async () => {
    const all = await list();
    expect(all.length).toBe(await count('prices'));
    expect(descending(all.map((p) => p.dateCreated))).toBe(true);
    expect(all.some((p) => p.vendor === null) && all.some((p) => p.vendor !== null)).toBe(true);
    const withVendor = all.find((p) => p.vendor !== null);
    const vendorId = withVendor?.vendor?.id ?? 0;
    expect((await list({ vendorID: vendorId })).every((p) => p.vendor?.id === vendorId)).toBe(true);
    const active = await list({ status: 1 });
    const disabled = await list({ status: 0 });
    expect(active.every((p) => p.active === 1) && disabled.every((p) => p.active === 0)).toBe(true);
    expect(active.length + disabled.length).toBe(all.length);
    const d = all[2].dateCreated;
    expect((await list({ from: d, to: d })).every((p) => p.dateCreated === d)).toBe(true);
  });

  it('answers the price types to any signed-in admin', async () => {
    const constants = dataOf<entities.Constants>(
      await s.call(api.prices.constants, { token: await s.login('viewer') }),
    );
    expect(constants.priceTypes.map((t) => t.key)).toEqual(['view', 'click', 'conversion']);
    expect(constants.priceTypes.every((t) => t.name.length > 0)).toBe(true);
  });

  it('creates a price for all vendors or one vendor, in kobo, with a log row', async () => {
    const all = entities.Price.parse(
      dataOf(await s.call(api.prices.create, { body: { price: 2.35, vendorID: null, eventType: 'click' } })),
    );
    expect(all).toMatchObject({ price: 2.35, active: 1, eventType: 'click', vendor: null });
    const row = await s.db.selectFrom('prices').selectAll().where('id', '=', all.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ priceKobo: 235, vendorId: null });
    const mine = entities.Price.parse(
      dataOf(await s.call(api.prices.create, { body: { price: 60, vendorID: 14, eventType: ' conversion ' } })),
    );
    expect(mine).toMatchObject({ price: 60, eventType: 'conversion', vendor: { id: 14 } });
    const log = await s.db
      .selectFrom('activityLogs')
      .select('activityLogDesc')
      .where('activityLogDesc', 'like', `Created price #${mine.id}:%`)
      .executeTakeFirst();
    expect(log?.activityLogDesc).toContain('₦60.00');
    expect((await list())[0].id).toBe(mine.id);
  });

  it.each([
    ['an unknown event type', { price: 5, eventType: 'impression' }, 2, 'eventType: Unknown event type'],
    ['an unknown vendor', { price: 5, eventType: 'view', vendorID: 999_999 }, 1, 'Vendor not found'],
    ['a zero price', { price: 0, eventType: 'view' }, 2, 'price:'],
    ['a negative price', { price: -5, eventType: 'view' }, 2, 'price:'],
    ['a string price', { price: 'abc', eventType: 'view' }, 2, 'price:'],
    ['a huge price', { price: 1e12, eventType: 'view' }, 2, 'price:'],
    ['three decimals', { price: 1.005, eventType: 'view' }, 2, 'price:'],
    ['no event type', { price: 5 }, 2, 'eventType:'],
  ])('refuses %s and changes nothing', async (_, body, code, text) => {
    const [prices, logs] = [await count('prices'), await count('activityLogs')];
    const answer = await s.call(api.prices.create, { body });
    if (text === 'Vendor not found') expect(answer.status).toBe(404);
    else expectRefused(answer, code as 1 | 2, text);
    expect(await count('prices')).toBe(prices);
    expect(await count('activityLogs')).toBe(logs);
  });

  it('disables one way: a second disable answers 400 code 1 and changes nothing; there is no re-enable', async () => {
    const created = entities.Price.parse(
      dataOf(await s.call(api.prices.create, { body: { price: 3, vendorID: 15, eventType: 'view' } })),
    );
    const disabled = entities.Price.parse(dataOf(await s.call(api.prices.disable, { params: { id: created.id } })));
    expect(disabled).toMatchObject({ id: created.id, active: 0, price: 3 });
    const logs = await count('activityLogs');
    const again = await s.call(api.prices.disable, { params: { id: created.id } });
    expect(again.json.error).toEqual({ code: 1, message: 'Price is already disabled', status: 400 });
    expect(await count('activityLogs')).toBe(logs);
    expect(
      (await s.db.selectFrom('prices').select('active').where('id', '=', created.id).executeTakeFirstOrThrow()).active,
    ).toBe(0);
  });

  it('answers 404 for an unknown price and 400 for a malformed id', async () => {
    const answer = await s.call(api.prices.disable, { params: { id: 999_999 } });
    expect(answer.json.error).toEqual({ code: 1, message: 'Price not found', status: 404 });
    expectRefused(
      await s.request('PUT', `${API_BASE_PATH}/disable/price/abc`, { token: await s.adminToken() }),
      2,
      'id:',
    );
    expectRefused(
      await s.request('PUT', `${API_BASE_PATH}/disable/price/-`, { token: await s.adminToken() }),
      2,
      'id:',
    );
    expectRefused(
      await s.request('GET', `${API_BASE_PATH}/get/prices/-/-/2/-/-/-/-`, { token: await s.adminToken() }),
      2,
      'status:',
    );
  });
});
