import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { api, API_BASE_PATH, entities } from '../../src/api';
import { walletBalanceKobo } from '../../server/repositories/wallets';
import { expectRefused } from './helpers/money';
import { dataOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const VENDOR = 50;
const balance = async () => (await walletBalanceKobo(s.db, VENDOR)) ?? -1;
const count = async (table: 'topups' | 'activityLogs') => {
  let q = s.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  // Sign-ins write log rows too: count only the topup lines of this vendor.
  if (table === 'activityLogs')
    q = q.where('activityLogDesc', 'like', `Topped up the wallet of vendor % (#${VENDOR}) with %`);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

describe('topups and money', () => {
  it('100 concurrent topups over HTTP leave the wallet at exactly the sum, each with its topup and log row', async () => {
    const [before, topupsBefore, logsBefore] = [await balance(), await count('topups'), await count('activityLogs')];
    // Amounts with cents that a float sum would not keep exact (1.1 + 0.07 + ...).
    const amounts = Array.from({ length: 100 }, (_, i) => [1.1, 0.07, 19.99, 0.3][i % 4] + i);
    const answers = await Promise.all(
      amounts.map((amount) => s.call(api.topups.create, { body: { amount, vendorID: VENDOR } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const expected = amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);
    expect((await balance()) - before).toBe(expected);
    expect((await count('topups')) - topupsBefore).toBe(100);
    expect((await count('activityLogs')) - logsBefore).toBe(100);
    const topups = answers.map((a) => entities.Topup.parse(dataOf(a)));
    expect(new Set(topups.map((t) => t.reference)).size).toBe(100);
    const rows = await s.db
      .selectFrom('topups')
      .select(['reference', 'amountPaidKobo'])
      .where(
        'reference',
        'in',
        topups.map((t) => t.reference),
      )
      .execute();
    expect(rows.reduce((sum, r) => sum + Number(r.amountPaidKobo), 0)).toBe(expected);
  });

  it('lists the new topups first in the topups list, summing to the kobo', async () => {
    const answer = await s.call(api.topups.create, { body: { amount: 0.01, vendorID: VENDOR } });
    const created = entities.Topup.parse(dataOf(answer));
    const list = z
      .array(entities.Topup)
      .parse(
        dataOf<{ all: unknown[] }>(await s.call(api.topups.list, { params: { vendorID: VENDOR, reference: 'ADM-' } }))
          .all,
      );
    expect(list[0].id).toBe(created.id);
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['a string', 'abc'],
    ['absurdly large', 1e12],
    ['three decimals', 1.005],
    ['null', null],
  ])('refuses an amount that is %s with 400 and changes nothing', async (_, amount) => {
    const [before, topupsBefore, logsBefore] = [await balance(), await count('topups'), await count('activityLogs')];
    const answer = await s.call(api.topups.create, { body: { amount, vendorID: VENDOR } });
    expectRefused(answer, 2, 'amount:');
    expect(await balance()).toBe(before);
    expect(await count('topups')).toBe(topupsBefore);
    expect(await count('activityLogs')).toBe(logsBefore);
  });

  it('refuses a raw body with a numeric string or an exponent too large, unchanged', async () => {
    const before = await balance();
    const token = await s.adminToken();
    for (const raw of [
      `{"data":{"amount":"12","vendorID":${VENDOR}}}`,
      `{"data":{"amount":1e309,"vendorID":${VENDOR}}}`,
    ]) {
      const answer = await s.request('POST', `${API_BASE_PATH}/create/topup`, { token, body: raw });
      expect(answer.status).toBe(400);
    }
    expect(await balance()).toBe(before);
  });
});
