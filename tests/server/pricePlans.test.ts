import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities } from '../../src/api';
import { descending, expectRefused } from './helpers/money';
import { dataOf, rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

type Plan = entities.PricePlan;
const list = async (params: Record<string, string | number> = {}) =>
  rowsOf<Plan>(await s.call(api.pricePlans.list, { params }));
const count = async (table: 'pricePlans' | 'activityLogs') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const planRow = (id: number) =>
  s.db.selectFrom('pricePlans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const prices = { onViewPrice: 1.8, onClickPrice: 12.5, onConversionPrice: 70 };
const create = async (body: Record<string, unknown>) =>
  entities.PricePlan.parse(dataOf(await s.call(api.pricePlans.create, { body })));

describe('price plans', () => {
  it('lists the newest first and filters by status, vendor and dates', async () => {
    const all = await list();
    expect(all.length).toBe(await count('pricePlans'));
    expect(descending(all.map((p) => p.dateCreated))).toBe(true);
    expect(all.find((p) => p.name === 'Standard')).toMatchObject({
      vendor: null,
      onViewPrice: 2,
      onClickPrice: 15,
      onConversionPrice: 80,
      accessStatus: 1,
    });
    const active = await list({ status: 1 });
    const disabled = await list({ status: 0 });
    expect(active.every((p) => p.accessStatus === 1) && disabled.every((p) => p.accessStatus === 0)).toBe(true);
    expect(active.length + disabled.length).toBe(all.length);
    expect(disabled.length).toBeGreaterThan(0);
    const vendorId = all.find((p) => p.vendor !== null)?.vendor?.id ?? 0;
    const mine = await list({ vendorID: vendorId });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.vendor?.id === vendorId)).toBe(true);
    const d = all[1].dateCreated;
    expect((await list({ from: d, to: d })).every((p) => p.dateCreated === d)).toBe(true);
  });

  it('creates a plan for all vendors or one, in kobo, ignoring vendorLabel, with a log row', async () => {
    const forAll = await create({ name: '  Night Owl ', vendorID: null, ...prices });
    expect(forAll).toMatchObject({ name: 'Night Owl', vendor: null, ...prices, accessStatus: 1 });
    expect(await planRow(forAll.id)).toMatchObject({
      onViewPriceKobo: 180,
      onClickPriceKobo: 1250,
      onConversionPriceKobo: 7000,
    });
    const mine = await create({ name: 'Deal', vendorID: 16, vendorLabel: 'Not the vendor name', ...prices });
    const vendor = await s.db.selectFrom('vendors').select('fullname').where('id', '=', 16).executeTakeFirstOrThrow();
    expect(mine.vendor).toEqual({ id: 16, fullname: vendor.fullname });
    const log = await s.db
      .selectFrom('activityLogs')
      .select('activityLogDesc')
      .where('activityLogDesc', 'like', `Created price plan Deal (#${mine.id})%`)
      .executeTakeFirst();
    expect(log).toBeDefined();
    expect((await list())[0].id).toBe(mine.id);
  });

  it.each([
    ['no name', { ...prices }, 'name:'],
    ['a blank name', { name: '  ', ...prices }, 'name:'],
    ['a zero view price', { name: 'x', ...prices, onViewPrice: 0 }, 'onViewPrice:'],
    ['a negative click price', { name: 'x', ...prices, onClickPrice: -5 }, 'onClickPrice:'],
    ['a string conversion price', { name: 'x', ...prices, onConversionPrice: 'abc' }, 'onConversionPrice:'],
    ['a huge price', { name: 'x', ...prices, onViewPrice: 1e12 }, 'onViewPrice:'],
    ['three decimals', { name: 'x', ...prices, onClickPrice: 1.005 }, 'onClickPrice:'],
  ])('refuses to create with %s and changes nothing', async (_, body, text) => {
    const [plans, logs] = [await count('pricePlans'), await count('activityLogs')];
    expectRefused(await s.call(api.pricePlans.create, { body }), 2, text);
    expect(await count('pricePlans')).toBe(plans);
    expect(await count('activityLogs')).toBe(logs);
  });

  it('refuses an unknown vendor with 404', async () => {
    const plans = await count('pricePlans');
    expect((await s.call(api.pricePlans.create, { body: { name: 'x', vendorID: 999_999, ...prices } })).status).toBe(
      404,
    );
    expect(await count('pricePlans')).toBe(plans);
  });

  it('updates the three prices only', async () => {
    const plan = await create({ name: 'Repriced', vendorID: 17, ...prices });
    const answer = await s.call(api.pricePlans.update, {
      params: { id: plan.id },
      body: { onViewPrice: 2.05, onClickPrice: 20, onConversionPrice: 99.99, name: 'Ignored' },
    });
    expect(entities.PricePlan.parse(dataOf(answer))).toMatchObject({
      name: 'Repriced',
      vendor: { id: 17 },
      onViewPrice: 2.05,
      onClickPrice: 20,
      onConversionPrice: 99.99,
      accessStatus: 1,
    });
    expect(await planRow(plan.id)).toMatchObject({
      name: 'Repriced',
      onViewPriceKobo: 205,
      onConversionPriceKobo: 9999,
    });
    const before = await planRow(plan.id);
    expectRefused(
      await s.call(api.pricePlans.update, {
        params: { id: plan.id },
        body: { onViewPrice: 0, onClickPrice: 20, onConversionPrice: 99.99 },
      }),
      2,
      'onViewPrice:',
    );
    expectRefused(
      await s.call(api.pricePlans.update, { params: { id: plan.id }, body: { onViewPrice: 2 } }),
      2,
      'onClickPrice:',
    );
    expect(await planRow(plan.id)).toEqual(before);
    expect((await s.call(api.pricePlans.update, { params: { id: 999_999 }, body: prices })).json.error).toEqual({
      code: 1,
      message: 'Price plan not found',
      status: 404,
    });
  });

  it('disables one way: a second disable answers 400 code 1 and changes nothing', async () => {
    const plan = await create({ name: 'Short Lived', ...prices });
    expect(
      entities.PricePlan.parse(dataOf(await s.call(api.pricePlans.disable, { params: { id: plan.id } }))),
    ).toMatchObject({ id: plan.id, accessStatus: 0 });
    const logs = await count('activityLogs');
    const again = await s.call(api.pricePlans.disable, { params: { id: plan.id } });
    expect(again.json.error).toEqual({ code: 1, message: 'Price plan is already disabled', status: 400 });
    expect(await count('activityLogs')).toBe(logs);
    expect((await planRow(plan.id)).accessStatus).toBe(0);
    expect((await s.call(api.pricePlans.disable, { params: { id: 999_999 } })).status).toBe(404);
  });

  it('answers 400 for malformed parameters', async () => {
    const token = await s.adminToken();
    expectRefused(await s.request('PUT', `${API_BASE_PATH}/price-plans/disable/price-plan/1.5`, { token }), 2, 'id:');
    expectRefused(
      await s.request('GET', `${API_BASE_PATH}/price-plans/get/price-plans/-/x/-/-/-/-/-`, { token }),
      2,
      'vendorID:',
    );
    expectRefused(
      await s.request('GET', `${API_BASE_PATH}/price-plans/get/price-plans/-/-/yes/-/-/-/-`, { token }),
      2,
      'status:',
    );
  });
});
