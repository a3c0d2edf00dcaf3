import type { Insertable } from 'kysely';
import { DAY, HOUR } from '../../domain/clock';
import type { TopupsTable } from '../schema';
import { insertBatches, insertOne, type SeedContext } from './context';
import type { SeededVendor } from './seedVendors';

const CHANNELS = ['card', 'card', 'bank_transfer', 'ussd'];

/**
 * Topups of both statuses and both sources (vendors paying by card, transfer or USSD; admins crediting
 * by hand), a wallet per vendor whose balance is what was paid minus what the ads cost.
 */
export async function seedMoney(
  ctx: SeedContext,
  vendors: SeededVendor[],
  spentByVendor: Map<number, number>,
  adminIds: number[],
): Promise<Insertable<TopupsTable>[]> {
  const { rng, now } = ctx;
  const topups: Insertable<TopupsTable>[] = [];
  for (const vendor of vendors) {
    const spent = spentByVendor.get(vendor.id) ?? 0;
    const count = vendor.dateCreated > now - DAY ? rng.int(0, 1) : rng.int(spent > 0 ? 1 : 0, 4);
    const rows: Insertable<TopupsTable>[] = [];
    for (let i = 0; i < count; i++) rows.push(topup(ctx, vendor, rng.int(4, 400) * 500 * 100, adminIds));
    const paid = rows.reduce((sum, t) => sum + Number(t.amountPaidKobo), 0);
    if (spent > paid) rows.push(topup(ctx, vendor, Math.ceil((spent * 1.3) / 50000) * 50000, adminIds, true));
    const total = rows.reduce((sum, t) => sum + Number(t.amountPaidKobo), 0);
    const walletId = await insertOne(ctx.db, 'wallets', {
      vendorId: vendor.id,
      amountKobo: Math.max(0, total - spent),
      dateCreated: vendor.dateCreated,
    });
    topups.push(...rows.map((t) => ({ ...t, walletId })));
  }
  // A few topups within the last hours, so the topup screen's default date range is not empty.
  for (const vendor of rng.sample(
    vendors.filter((v) => v.active && v.dateCreated < now - DAY),
    12,
  )) {
    const wallet = await ctx.db
      .selectFrom('wallets')
      .select('id')
      .where('vendorId', '=', vendor.id)
      .executeTakeFirstOrThrow();
    const t = { ...topup(ctx, vendor, rng.int(4, 100) * 500 * 100, adminIds), walletId: wallet.id };
    t.dateCreated = now - rng.int(10 * 60, 20 * HOUR);
    if (t.timePaid !== null) t.timePaid = Number(t.dateCreated) + rng.int(20, 300);
    if (t.status === 'success') {
      await ctx.db
        .updateTable('wallets')
        .set((eb) => ({ amountKobo: eb('amountKobo', '+', Number(t.amountPaidKobo)) }))
        .where('id', '=', wallet.id)
        .execute();
    }
    topups.push(t);
  }
  await insertBatches(ctx.db, 'topups', topups);
  return topups;
}

function topup(
  ctx: SeedContext,
  vendor: SeededVendor,
  kobo: number,
  adminIds: number[],
  mustSucceed = false,
): Insertable<TopupsTable> {
  const { rng, now } = ctx;
  const system = rng.chance(0.25);
  const success = system || mustSucceed || rng.chance(0.85);
  const dateCreated = vendor.dateCreated + rng.int(HOUR, Math.max(HOUR + 1, now - vendor.dateCreated - HOUR));
  const reference = system ? `ADM-${randomHex(ctx)}` : `PSK-${rng.code(12)}`;
  return {
    vendorId: vendor.id,
    walletId: 0,
    requestedAmountKobo: kobo,
    amountPaidKobo: success ? kobo : 0,
    status: success ? 'success' : 'abandoned',
    channel: system ? 'admin' : rng.pick(CHANNELS),
    reference,
    source: system ? 'system' : 'self',
    timePaid: success ? Math.min(now, dateCreated + rng.int(20, 300)) : null,
    adminId: system ? rng.pick(adminIds.slice(0, 3)) : null,
    dateCreated,
  };
}

/** Admin references look like the server's own (ADM- and 16 hex digits), drawn from the seeded PRNG. */
const randomHex = (ctx: SeedContext): string =>
  Array.from({ length: 16 }, () => '0123456789ABCDEF'[ctx.rng.int(0, 15)]).join('');
