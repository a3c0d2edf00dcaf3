import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities } from '../../src/api';
import { descending, expectRefused } from './helpers/money';
import { rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

type Topup = entities.Topup;
const topups = async (params: Record<string, string | number> = {}) =>
  rowsOf<Topup>(await s.call(api.topups.list, { params }));
const countAll = async () =>
  Number(
    (
      await s.db
        .selectFrom('topups')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('topups list', () => {
  it('lists the newest first, both statuses, amounts in naira from kobo', async () => {
    const rows = await topups();
    expect(rows.length).toBe(Math.min(1000, await countAll()));
    expect(descending(rows.map((t) => t.dateCreated))).toBe(true);
    expect(new Set(rows.map((t) => t.status))).toEqual(new Set(['success', 'abandoned']));
    const db = await s.db.selectFrom('topups').selectAll().where('id', '=', rows[0].id).executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({
      requestedAmount: Number(db.requestedAmountKobo) / 100,
      amountPaid: Number(db.amountPaidKobo) / 100,
      reference: db.reference,
    });
  });

  it('filters by vendor, wallet and status', async () => {
    const wallet = await s.db
      .selectFrom('wallets')
      .select(['id', 'vendorId'])
      .where('vendorId', '=', 12)
      .executeTakeFirstOrThrow();
    const byVendor = await topups({ vendorID: 12 });
    expect(byVendor.length).toBeGreaterThan(0);
    expect(byVendor.every((t) => t.vendor.id === 12 && t.walletID === wallet.id)).toBe(true);
    expect((await topups({ walletID: wallet.id })).map((t) => t.id)).toEqual(byVendor.map((t) => t.id));
    const abandoned = await topups({ status: 'abandoned' });
    expect(abandoned.length).toBeGreaterThan(0);
    expect(abandoned.every((t) => t.status === 'abandoned' && t.amountPaid === 0 && t.timePaid === null)).toBe(true);
    expect(
      (await topups({ status: 'success', vendorID: 12 })).every((t) => t.status === 'success' && t.vendor.id === 12),
    ).toBe(true);
  });

  it('matches a reference by prefix, case-sensitive', async () => {
    const admin = await topups({ reference: 'ADM-' });
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.every((t) => t.reference.startsWith('ADM-') && t.channel === 'admin')).toBe(true);
    const one = admin[0].reference;
    expect((await topups({ reference: one })).map((t) => t.reference)).toEqual([one]);
    expect(await topups({ reference: one.toLowerCase() })).toEqual([]);
    expect(await topups({ reference: 'NOPE-' })).toEqual([]);
  });

  it('bounds the creation date by from and to, both included', async () => {
    const all = await topups({ vendorID: 12 });
    const middle = all[Math.floor(all.length / 2)].dateCreated;
    const from = await topups({ vendorID: 12, from: middle });
    const to = await topups({ vendorID: 12, to: middle });
    expect(from.every((t) => t.dateCreated >= middle)).toBe(true);
    expect(to.every((t) => t.dateCreated <= middle)).toBe(true);
    expect(await topups({ vendorID: 12, from: middle, to: middle })).toEqual(
      all.filter((t) => t.dateCreated === middle),
    );
    expect(await topups({ from: 10, to: 5 })).toEqual([]);
  });

  it('answers 400 for malformed parameters', async () => {
    const token = await s.adminToken();
    const get = (rest: string) => s.request('GET', `${API_BASE_PATH}/get/topups/-/${rest}/-/-`, { token });
    expectRefused(await get('-/-/-/failed/-/-'), 2, 'status:');
    expectRefused(await get('x/-/-/-/-/-'), 2, 'vendorID:');
    expectRefused(await get('-/0/-/-/-/-'), 2, 'walletID:');
    expectRefused(await get('-/-/-/-/today/-'), 2, 'from:');
    expectRefused(await get(`-/-/${'R'.repeat(201)}/-/-/-`), 2, 'reference:');
  });
});
