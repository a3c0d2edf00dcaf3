import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, entities } from '../../src/api';
import { walletBalanceKobo } from '../../server/repositories/wallets';
import { dataOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const balance = async (vendorId: number) => (await walletBalanceKobo(s.db, vendorId)) ?? -1;
const topupsOf = (vendorId: number) =>
  s.db.selectFrom('topups').selectAll().where('vendorId', '=', vendorId).where('channel', '=', 'admin').execute();
const logsOf = (vendorId: number) =>
  s.db
    .selectFrom('activityLogs')
    .selectAll()
    .where('activityLogDesc', 'like', `Topped up the wallet of vendor % (#${vendorId}) with %`)
    .where('adminId', '=', 1)
    .execute();

describe('admin topup', () => {
  it('credits the wallet exactly and answers the topup', async () => {
    const before = await balance(30);
    const answer = await s.call(api.topups.create, { body: { amount: 1234.56, vendorID: 30 } });
    const topup = entities.Topup.parse(dataOf(answer));
    expect(topup).toMatchObject({ requestedAmount: 1234.56, amountPaid: 1234.56, status: 'success', channel: 'admin' });
    expect(topup.reference).toMatch(/^ADM-[0-9A-F]{16}$/);
    expect(topup.vendor.id).toBe(30);
    expect(topup.timePaid).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(await balance(30)).toBe(before + 123456);
    const row = await s.db
      .selectFrom('topups')
      .selectAll()
      .where('reference', '=', topup.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'system', adminId: 1, requestedAmountKobo: 123456, amountPaidKobo: 123456 });
    // The list (JSON written by the database) and the answer (the same shape in JavaScript) agree field for field.
    const listed = dataOf<{ all: unknown[] }>(
      await s.call(api.topups.list, { params: { vendorID: 30, reference: topup.reference } }),
    ).all;
    expect(listed).toEqual([dataOf(answer)]);
  });

  it('keeps every kobo under 40 concurrent topups of 1.10 naira, with one topup and one log row each', async () => {
    const vendorId = 31;
    const [before, topupsBefore, logsBefore] = [
      await balance(vendorId),
      (await topupsOf(vendorId)).length,
      (await logsOf(vendorId)).length,
    ];
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => s.call(api.topups.create, { body: { amount: 1.1, vendorID: vendorId } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    expect((await balance(vendorId)) - before).toBe(4400);
    expect((await topupsOf(vendorId)).length - topupsBefore).toBe(40);
    expect((await logsOf(vendorId)).length - logsBefore).toBe(40);
    const references = answers.map((a) => entities.Topup.parse(dataOf(a)).reference);
    expect(new Set(references).size).toBe(40);
  });

  it('shows in the dashboard system topup sum to the kobo', async () => {
    const before = entities.Dashboard.parse(dataOf(await s.call(api.session.dashboard)));
    await s.call(api.topups.create, { body: { amount: 0.07, vendorID: 32 } });
    const after = entities.Dashboard.parse(dataOf(await s.call(api.session.dashboard)));
    expect(Math.round((after.totalSystemTopupSum - before.totalSystemTopupSum) * 100)).toBe(7);
    expect(Math.round((after.totalTopupSum - before.totalTopupSum) * 100)).toBe(7);
    expect(after.totalSelfTopupSum).toBe(before.totalSelfTopupSum);
  });

  it('creates the wallet of a vendor who has none', async () => {
    await s.db.deleteFrom('topups').where('vendorId', '=', 33).execute();
    await s.db.deleteFrom('wallets').where('vendorId', '=', 33).execute();
    await s.call(api.topups.create, { body: { amount: 50, vendorID: 33 } });
    expect(await balance(33)).toBe(5000);
  });

  it('answers 404 for an unknown vendor and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await s.db
            .selectFrom('topups')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const answer = await s.call(api.topups.create, { body: { amount: 10, vendorID: 987654 } });
    expect(answer.status).toBe(404);
    expect(answer.json.error).toEqual({ code: 1, message: 'Vendor not found', status: 404 });
    expect(await count()).toBe(before);
  });
});
