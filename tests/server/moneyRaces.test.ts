import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, entities } from '../../src/api';
import { walletBalanceKobo } from '../../server/repositories/wallets';
import { formatKobo } from '../../server/domain/money';
import { createRng } from './helpers/prng';
import {
  dataOf,
  rowsOf,
  SERVER_START_TIMEOUT,
  startTestServer,
  type Answer,
  type TestServer,
} from './helpers/testServer';

/**
 * Concurrent writes to the same money records from many HTTP connections (each call its own request;
 * topupMoney.test.ts already hammers one wallet with topups alone). On PostgreSQL these really run in
 * parallel transactions; on SQLite they interleave at transaction boundaries.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.adminToken();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const logRows = (pattern: string) =>
  s.db
    .selectFrom('activityLogs')
    .select(['id', 'activityLogDesc'])
    .where('activityLogDesc', 'like', pattern)
    .orderBy('id')
    .execute();
const countRows = async (table: 'prices' | 'pricePlans' | 'topups' | 'wallets') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const newPlan = async (name: string) =>
  entities.PricePlan.parse(
    dataOf(
      await s.call(api.pricePlans.create, {
        body: { name, vendorID: null, onViewPrice: 1, onClickPrice: 2, onConversionPrice: 3 },
      }),
    ),
  );
const newPrice = async (price: number) =>
  entities.Price.parse(dataOf(await s.call(api.prices.create, { body: { price, vendorID: null, eventType: 'view' } })));

/** The prices of update i: all three differ per update, so a mix of two updates would show. */
const planPrices = (i: number) => ({
  onViewPrice: 10 + i + 0.01,
  onClickPrice: 200 + i + 0.02,
  onConversionPrice: 3000 + i + 0.03,
});
const describePlan = (p: ReturnType<typeof planPrices>) =>
  `view ${formatKobo(Math.round(p.onViewPrice * 100))}, click ${formatKobo(Math.round(p.onClickPrice * 100))}, conversion ${formatKobo(Math.round(p.onConversionPrice * 100))}`;

describe('money under concurrency', () => {
  it('40 concurrent updates of one price plan: each applied whole, one log row each, the last logged one wins', async () => {
    const plan = await newPlan('Race plan');
    const plansBefore = await countRows('pricePlans');
    const sent = Array.from({ length: 40 }, (_, i) => planPrices(i));
    const answers = await Promise.all(
      sent.map((body) => s.call(api.pricePlans.update, { params: { id: plan.id }, body })),
    );
    expect(statuses(answers)).toEqual(Array(40).fill(200));
    // Each answer shows its own update, never another's prices.
    answers.forEach((a, i) => expect(entities.PricePlan.parse(dataOf(a))).toMatchObject(sent[i]));
    const logs = await logRows(`Updated price plan Race plan (#${plan.id}): %`);
    expect(logs.map((l) => l.activityLogDesc.split(': ')[1]).sort()).toEqual(sent.map(describePlan).sort());
    const final = rowsOf<entities.PricePlan>(await s.call(api.pricePlans.list, { params: {} })).find(
      (p) => p.id === plan.id,
    );
    const winner = sent.find((p) => describePlan(p) === logs[logs.length - 1].activityLogDesc.split(': ')[1]);
    expect(final).toMatchObject(winner ?? {});
    expect(await countRows('pricePlans')).toBe(plansBefore);
  });

  it('20 concurrent disables of one plan and of one price: exactly one succeeds and logs', async () => {
    const [plan, price] = [await newPlan('Race disable'), await newPrice(7.77)];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? s.call(api.pricePlans.disable, { params: { id: plan.id } })
          : s.call(api.prices.disable, { params: { id: price.id } }),
      ),
    );
    for (const parity of [0, 1]) {
      const mine = answers.filter((_, i) => i % 2 === parity);
      expect(mine.filter((a) => a.status === 200)).toHaveLength(1);
      expect(mine.filter((a) => a.status === 400 && a.json.error?.code === 1)).toHaveLength(19);
    }
    expect(await logRows(`Disabled price plan Race disable (#${plan.id})`)).toHaveLength(1);
    expect(await logRows(`Disabled price #${price.id}:%`)).toHaveLength(1);
  });

  it('30 concurrent price creates: 30 rows with distinct ids, each with its own log row', async () => {
    const before = await countRows('prices');
    const amounts = Array.from({ length: 30 }, (_, i) => 500 + i + 0.25);
    const answers = await Promise.all(
      amounts.map((price) => s.call(api.prices.create, { body: { price, vendorID: null, eventType: 'click' } })),
    );
    expect(statuses(answers)).toEqual(Array(30).fill(200));
    const created = answers.map((a) => entities.Price.parse(dataOf(a)));
    expect(new Set(created.map((p) => p.id)).size).toBe(30);
    expect(created.map((p) => p.price)).toEqual(amounts);
    expect(await countRows('prices')).toBe(before + 30);
    for (const p of created)
      expect(
        await logRows(`Created price #${p.id}: ${formatKobo(Math.round(p.price * 100))} per click for all vendors`),
      ).toHaveLength(1);
  });

  it('topups from many connections to a new vendor, interleaved with price changes: one wallet, exact total, every log row', async () => {
    const now = Math.floor(Date.now() / 1000);
    const vendor = await s.db
      .insertInto('vendors')
      .values({
        fullname: 'Race Vendor',
        username: 'race.vendor',
        phone: '+2348099990000',
        email: 'race@vendor.ng',
        address: '1 Race Road',
        profilePicture: null,
        passwordHash: 'x',
        accessStatus: 1,
        phoneVerified: 1,
        emailVerified: 1,
        referredBy: null,
        currDailyCostKobo: 0,
        dateCreated: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [plan, walletsBefore, topupsBefore] = [
      await newPlan('Race mixed'),
      await countRows('wallets'),
      await countRows('topups'),
    ];
    const rng = createRng(66);
    const amounts = Array.from({ length: 60 }, () => rng.int(1, 500_000) / 100);
    const calls: (() => Promise<Answer>)[] = [
      ...amounts.map((amount) => () => s.call(api.topups.create, { body: { amount, vendorID: vendor.id } })),
      ...Array.from(
        { length: 15 },
        (_, i) => () => s.call(api.pricePlans.update, { params: { id: plan.id }, body: planPrices(100 + i) }),
      ),
      ...Array.from(
        { length: 15 },
        (_, i) => () => s.call(api.prices.create, { body: { price: 900 + i, vendorID: vendor.id, eventType: 'view' } }),
      ),
    ];
    // A seeded shuffle so topups and price changes reach the server interleaved, the same way every run.
    for (let i = calls.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [calls[i], calls[j]] = [calls[j], calls[i]];
    }
    const answers = await Promise.all(calls.map((call) => call()));
    expect(statuses(answers)).toEqual(Array(90).fill(200));
    const expectedKobo = amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);
    expect(await walletBalanceKobo(s.db, vendor.id)).toBe(expectedKobo);
    expect(await countRows('wallets')).toBe(walletsBefore + 1);
    expect(await countRows('topups')).toBe(topupsBefore + 60);
    const topupLogs = await logRows(`Topped up the wallet of vendor Race Vendor (#${vendor.id}) with %`);
    const logged = topupLogs.map((l) => l.activityLogDesc.split(' with ')[1]).sort();
    expect(logged).toEqual(amounts.map((a) => formatKobo(Math.round(a * 100))).sort());
    expect(await logRows(`Updated price plan Race mixed (#${plan.id}): %`)).toHaveLength(15);
    expect(await logRows(`Created price #% for vendor Race Vendor (#${vendor.id})`)).toHaveLength(15);
  });
});
