import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Endpoint } from '../../src/api';
import type { CallOptions } from './helpers/testServer';
import { startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
let viewer: string;
beforeAll(async () => {
  s = await startTestServer();
  viewer = await s.login('viewer');
});
afterAll(() => s?.close());

const prices = { onViewPrice: 1, onClickPrice: 2, onConversionPrice: 3 };

/** The viewer holds ADMIN_REPORT and ADMIN_DEVICE only. */
const CALLS: [string, Endpoint, CallOptions, string][] = [
  ['wallets.list', api.wallets.list, {}, 'ADMIN_WALLET'],
  ['topups.list', api.topups.list, {}, 'ADMIN_TOPUP'],
  ['topups.create', api.topups.create, { body: { amount: 10, vendorID: 12 } }, 'ADMIN_TOPUP'],
  ['transactions.list', api.transactions.list, {}, 'ADMIN_TRANSACTION'],
  ['prices.list', api.prices.list, {}, 'ADMIN_PRICE'],
  ['prices.create', api.prices.create, { body: { price: 1, vendorID: null, eventType: 'view' } }, 'ADMIN_PRICE'],
  ['prices.disable', api.prices.disable, { params: { id: 1 } }, 'ADMIN_PRICE'],
  ['pricePlans.list', api.pricePlans.list, {}, 'ADMIN_PRICE'],
  ['pricePlans.create', api.pricePlans.create, { body: { name: 'x', ...prices } }, 'ADMIN_PRICE'],
  ['pricePlans.update', api.pricePlans.update, { params: { id: 1 }, body: prices }, 'ADMIN_PRICE'],
  ['pricePlans.disable', api.pricePlans.disable, { params: { id: 1 } }, 'ADMIN_PRICE'],
  ['conversions.list', api.conversions.list, {}, 'ADMIN_AD'],
  ['customers.list', api.customers.list, {}, 'ADMIN_CUSTOMER'],
];

const snapshot = async () => {
  const [wallets, prices, plans] = await Promise.all([
    s.db.selectFrom('wallets').select(['id', 'amountKobo']).orderBy('id').execute(),
    s.db.selectFrom('prices').selectAll().orderBy('id').execute(),
    s.db.selectFrom('pricePlans').selectAll().orderBy('id').execute(),
  ]);
  return { wallets, prices, plans };
};

describe('privileges of the money, pricing and customer calls', () => {
  it.each(CALLS)('%s answers 403 to the viewer and changes nothing', async (_, endpoint, options, module) => {
    expect(endpoint.module).toBe(module);
    const before = await snapshot();
    const answer = await s.call(endpoint, { ...options, token: viewer });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toEqual({
      code: 4,
      message: 'You do not have the privilege to access this resource',
      status: 403,
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each(CALLS)('%s answers 401 without a session', async (_, endpoint, options) => {
    expect((await s.call(endpoint, { ...options, token: null })).status).toBe(401);
  });

  it('lets an admin holding only the module in (halima.ops: wallets, topups, customers)', async () => {
    await s.db
      .updateTable('admins')
      .set({
        passwordHash: (
          await s.db
            .selectFrom('admins')
            .select('passwordHash')
            .where('username', '=', 'viewer')
            .executeTakeFirstOrThrow()
        ).passwordHash,
      })
      .where('username', '=', 'halima.ops')
      .execute();
    const token = await s.login('halima.ops', 'viewer');
    for (const e of [api.wallets.list, api.topups.list, api.customers.list, api.prices.constants])
      expect((await s.call(e, { token })).status).toBe(200);
    for (const e of [api.prices.list, api.transactions.list, api.conversions.list])
      expect((await s.call(e, { token })).status).toBe(403);
  });
});
