import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { expectRefused } from './helpers/money';
import { dataOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.adminToken(); // its sign-in writes a log row before the counts
});
afterAll(() => s?.close());

const VENDOR = 5;
const count = async (table: 'topups' | 'prices' | 'pricePlans' | 'activityLogs') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => Promise.all((['topups', 'prices', 'pricePlans', 'activityLogs'] as const).map(count));

/** Amounts that are not whole kobo from ₦0.01 up (issue 30): each was stored as 0, or truncated. */
const BELOW_A_KOBO: [number, string][] = [
  [1e-300, 'must be at least ₦0.01'],
  [5e-324, 'must be at least ₦0.01'],
  [8e-18, 'must be at least ₦0.01'],
  [0.004, 'must be at least ₦0.01'],
  [0.005, 'must be at least ₦0.01'],
  [-0, 'must be at least ₦0.01'],
  [0.015, 'has more than two decimals'],
  [10.005, 'has more than two decimals'],
  [1e15 + 0.01, 'is too large'],
];
const fine = { onViewPrice: 1, onClickPrice: 2, onConversionPrice: 3 };

describe('money below a kobo (issue 30)', () => {
  it.each(BELOW_A_KOBO)(
    'refuses %s in a topup, a price and each price of a plan, writing nothing',
    async (amount, text) => {
      const before = await counts();
      expectRefused(await s.call(api.topups.create, { body: { amount, vendorID: VENDOR } }), 2, `Amount ${text}`);
      expectRefused(
        await s.call(api.prices.create, { body: { price: amount, vendorID: VENDOR, eventType: 'view' } }),
        2,
        `Price ${text}`,
      );
      for (const [field, label] of [
        ['onViewPrice', 'On view price'],
        ['onClickPrice', 'On click price'],
        ['onConversionPrice', 'On conversion price'],
      ]) {
        const prices = { ...fine, [field]: amount };
        expectRefused(
          await s.call(api.pricePlans.create, { body: { name: 'Sub-kobo', vendorID: null, ...prices } }),
          2,
          `${label} ${text}`,
        );
        expectRefused(await s.call(api.pricePlans.update, { params: { id: 1 }, body: prices }), 2, `${label} ${text}`);
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a plan of three prices of 1e-300 and amounts sent as strings (NaN, Infinity)', async () => {
    const tiny = { onViewPrice: 1e-300, onClickPrice: 1e-300, onConversionPrice: 1e-300 };
    expectRefused(await s.call(api.pricePlans.create, { body: { name: 'Zero plan', ...tiny } }), 2);
    for (const amount of ['NaN', 'Infinity', '-Infinity', '1e-300', '10.10'])
      expectRefused(await s.call(api.topups.create, { body: { amount, vendorID: VENDOR } }), 2, 'Amount');
  });

  it('accepts whole kobo as binary floating point writes them, and stores them exactly', async () => {
    for (const [amount, kobo] of [
      [0.01, 1],
      [10.1, 1010],
      [4.35, 435],
      [0.1 + 0.2, 30],
      [1.15, 115],
      [99_999_999.99, 9_999_999_999],
      [100_000_000, 10_000_000_000],
    ]) {
      const answer = await s.call(api.topups.create, { body: { amount, vendorID: VENDOR } });
      expect(answer.status, answer.text).toBe(200);
      const { reference } = dataOf<{ reference: string }>(answer);
      const row = await s.db
        .selectFrom('topups')
        .select('amountPaidKobo')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(Number(row.amountPaidKobo)).toBe(kobo);
    }
    const price = await s.call(api.prices.create, { body: { price: 4.35, vendorID: VENDOR, eventType: 'click' } });
    expect(price.status, price.text).toBe(200);
    const plan = await s.call(api.pricePlans.update, {
      params: { id: 1 },
      body: { onViewPrice: 0.01, onClickPrice: 4.35, onConversionPrice: 10.1 },
    });
    expect(plan.status, plan.text).toBe(200);
  });
});
