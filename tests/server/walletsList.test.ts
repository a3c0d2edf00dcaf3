import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities } from '../../src/api';
import { descending, expectRefused } from './helpers/money';
import { rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

type Wallet = entities.Wallet;
const wallets = async (params: Record<string, string | number> = {}) =>
  rowsOf<Wallet>(await s.call(api.wallets.list, { params }));

describe('wallets list', () => {
  it('defaults to page 1 of 50, newest first, with the vendor and the balance in naira', async () => {
    const rows = await wallets();
    expect(rows).toHaveLength(50);
    expect(descending(rows.map((w) => w.dateCreated))).toBe(true);
    const db = await s.db
      .selectFrom('wallets')
      .innerJoin('vendors', 'vendors.id', 'wallets.vendorId')
      .select(['wallets.id', 'amountKobo', 'fullname', 'phone', 'accessStatus'])
      .where('wallets.id', '=', rows[0].id)
      .executeTakeFirstOrThrow();
    expect(rows[0].amount).toBe(Number(db.amountKobo) / 100);
    expect(rows[0].vendor).toMatchObject({ fullname: db.fullname, phone: db.phone, accessStatus: db.accessStatus });
  });

  it('pages without gaps or repeats', async () => {
    const first20 = await wallets({ page: 1, limit: 20 });
    const page2 = await wallets({ page: 2, limit: 10 });
    expect(page2.map((w) => w.id)).toEqual(first20.slice(10).map((w) => w.id));
    expect(await wallets({ page: 200, limit: 50 })).toEqual([]);
  });

  it('filters by vendor', async () => {
    const rows = await wallets({ vendorID: 12 });
    expect(rows.map((w) => w.vendorID)).toEqual([12]);
    expect(rows[0].vendor.id).toBe(12);
  });

  it("reads type as the vendor's access status: active, inactive or all, in any case", async () => {
    const count = async (active: boolean) =>
      Number(
        (
          await s.db
            .selectFrom('vendors')
            .innerJoin('wallets', 'wallets.vendorId', 'vendors.id')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('accessStatus', active ? '=' : '!=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const active = await wallets({ type: 'active', limit: 1000 });
    const inactive = await wallets({ type: 'INACTIVE', limit: 1000 });
    expect(active.every((w) => w.vendor.accessStatus === 1)).toBe(true);
    expect(inactive.every((w) => w.vendor.accessStatus !== 1)).toBe(true);
    expect(active).toHaveLength(await count(true));
    expect(inactive).toHaveLength(await count(false));
    expect(inactive.length).toBeGreaterThan(0);
    expect(await wallets({ type: 'all', limit: 1000 })).toHaveLength(active.length + inactive.length);
    expect(await wallets({ type: '1', limit: 1000 })).toHaveLength(active.length);
  });

  /**
   * The filter reads each wallet's copy of its vendor's status (migration 0012), kept by triggers: a status
   * written by anyone (the admin API has no call for it; the vendors' side shares the database) and a wallet
   * made by a topup move between the lists at once.
   */
  it("moves a wallet between 'active' and 'inactive' as its vendor's status changes, whoever writes it", async () => {
    const ids = async (type: string) => (await wallets({ type, limit: 1000 })).map((w) => w.vendorID);
    const setStatus = (id: number, accessStatus: number) =>
      s.db.updateTable('vendors').set({ accessStatus }).where('id', '=', id).execute();
    const [active] = await wallets({ type: 'active', limit: 1 });
    await setStatus(active.vendorID, 2);
    expect(await ids('inactive')).toContain(active.vendorID);
    expect(await ids('active')).not.toContain(active.vendorID);
    await setStatus(active.vendorID, 1);
    expect(await ids('active')).toContain(active.vendorID);
    expect(await ids('inactive')).not.toContain(active.vendorID);

    const vendor = await s.db
      .insertInto('vendors')
      .values({
        fullname: 'Walletless Vendor',
        username: 'walletless.vendor',
        phone: '+2348099990077',
        email: 'walletless@vendor.ng',
        address: '1 Quiet Road',
        profilePicture: null,
        passwordHash: 'x',
        accessStatus: 0,
        phoneVerified: 1,
        emailVerified: 1,
        referredBy: null,
        currDailyCostKobo: 0,
        dateCreated: Math.floor(Date.now() / 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await s.call(api.topups.create, { body: { amount: 10, vendorID: vendor.id } })).status).toBe(200);
    expect(await ids('inactive')).toContain(vendor.id);
    expect(await ids('active')).not.toContain(vendor.id);
  });

  it('answers 400 for an unknown type and malformed parameters', async () => {
    expectRefused(await s.call(api.wallets.list, { params: { type: 'gold' } }), 2, 'type:');
    const token = await s.adminToken();
    expectRefused(await s.request('GET', `${API_BASE_PATH}/get/wallets/-/abc/-/1/50`, { token }), 2, 'vendorID:');
    expectRefused(await s.request('GET', `${API_BASE_PATH}/get/wallets/-/-/-/0/50`, { token }), 2, 'page:');
    expectRefused(await s.request('GET', `${API_BASE_PATH}/get/wallets/-/-/-/1/1001`, { token }), 2, 'limit:');
  });
});
