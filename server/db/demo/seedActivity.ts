import { sha256Hex } from '../../domain/platform';
import type { Insertable } from 'kysely';
import { DAY, HOUR } from '../../domain/clock';
import { formatKobo } from '../../domain/money';
import type { ActivityLogsTable, TopupsTable } from '../schema';
import { insertBatches, type SeedContext } from './context';
import { AGE_RANGES, type PersonFactory } from './people';
import type { SeededAd } from './seedAds';
import type { SeededVendor } from './seedVendors';

type Log = Insertable<ActivityLogsTable>;
const adminLog = (adminId: number, activityLogDesc: string, dateCreated: number): Log => ({
  actorType: 'admin',
  adminId,
  vendorId: null,
  activityLogDesc,
  dateCreated,
});
const vendorLog = (vendorId: number, activityLogDesc: string, dateCreated: number): Log => ({
  actorType: 'vendor',
  adminId: null,
  vendorId,
  activityLogDesc,
  dateCreated,
});

/** Activity logs of admins and vendors that match the seeded ads and topups, plus daily sign-ins. */
export async function seedActivity(
  ctx: SeedContext,
  adminIds: number[],
  vendors: SeededVendor[],
  ads: SeededAd[],
  topups: Insertable<TopupsTable>[],
): Promise<void> {
  const { rng, now } = ctx;
  const byId = new Map(vendors.map((v) => [v.id, v]));
  const logs: Log[] = [];
  for (const t of topups) {
    const vendor = byId.get(t.vendorId);
    const amount = formatKobo(Number(t.requestedAmountKobo));
    const at = Number(t.timePaid ?? t.dateCreated);
    if (vendor && t.source === 'system' && t.adminId)
      logs.push(
        adminLog(t.adminId, `Topped up the wallet of vendor ${vendor.fullname} (#${vendor.id}) with ${amount}`, at),
      );
    else if (t.status === 'success')
      logs.push(vendorLog(t.vendorId, `Topped up wallet with ${amount} by ${t.channel}`, at));
    else logs.push(vendorLog(t.vendorId, `Started a wallet topup of ${amount} (abandoned)`, at));
  }
  for (const ad of ads) logs.push(vendorLog(ad.vendorId, `Created ad "${ad.name}"`, ad.dateCreated));
  for (const v of vendors) logs.push(vendorLog(v.id, 'Created an account', v.dateCreated));
  for (let day = 0; day < 30; day++) {
    for (const adminId of adminIds.slice(0, 5)) {
      if (rng.chance(0.7)) logs.push(adminLog(adminId, 'Signed in', now - day * DAY - rng.int(HOUR, 12 * HOUR)));
    }
    for (const v of rng.sample(
      vendors.filter((x) => x.active && x.dateCreated < now - (day + 1) * DAY),
      20,
    )) {
      logs.push(vendorLog(v.id, 'Signed in', now - day * DAY - rng.int(60, 20 * HOUR)));
    }
  }
  for (const v of rng.sample(
    vendors.filter((x) => x.dateCreated < now - 3 * DAY),
    25,
  )) {
    logs.push(
      adminLog(
        rng.pick(adminIds.slice(0, 3)),
        `Updated vendor ${v.fullname} (#${v.id})`,
        now - rng.int(HOUR, 25 * DAY),
      ),
    );
  }
  await insertBatches(ctx.db, 'activityLogs', logs);
}

/** Customers captured by conversions, and open sessions for vendors signed in to their app. */
export async function seedCustomers(
  ctx: SeedContext,
  people: PersonFactory,
  vendors: SeededVendor[],
  conversions: { vendorId: number; createdAt: number }[],
): Promise<void> {
  const { rng, now } = ctx;
  const customers = conversions.map((c) => ({
    vendorId: c.vendorId,
    phone: people.phone(),
    ageRange: rng.pick(AGE_RANGES.slice(0, rng.chance(0.8) ? 3 : 6)),
    gender: rng.chance(0.52) ? ('female' as const) : ('male' as const),
    dateCreated: c.createdAt,
  }));
  await insertBatches(ctx.db, 'customers', customers);
  const signedIn = rng
    .sample(
      vendors.filter((v) => v.active),
      45,
    )
    .map((v) => ({
      vendorId: v.id,
      token: `demo-${v.id}-${rng.code(16)}`,
      createdAt: now - rng.int(60, 5 * DAY),
      expiresAt: now + rng.int(HOUR, 25 * DAY),
    }));
  const sessions = await Promise.all(
    signedIn.map(async ({ token, ...s }) => ({ ...s, tokenHash: await sha256Hex(token) })),
  );
  await insertBatches(ctx.db, 'vendorSessions', sessions);
}
