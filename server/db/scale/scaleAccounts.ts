import { hashPassword } from '../../domain/passwords';
import { DEMO_VENDOR_PASSWORD } from '../demo/seedVendors';
import { PersonFactory } from '../demo/people';
import { spreadOverYear, type ScaleContext } from './context';
import { streamRows } from './stream';

/** Vendors (oldest first, spread over the year), each with one wallet of the same id. */
export async function scaleVendors(ctx: ScaleContext): Promise<void> {
  const { rng, sizes } = ctx;
  const people = new PersonFactory(rng);
  const passwordHash = await hashPassword(DEMO_VENDOR_PASSWORD);
  await streamRows(
    ctx.db,
    'vendors',
    sizes.vendors,
    (i) => {
      const verified = rng.chance(0.82) ? 1 : 0;
      return {
        ...people.person(),
        profilePicture: null,
        passwordHash,
        accessStatus: rng.chance(0.94) ? 1 : 0,
        phoneVerified: verified,
        emailVerified: verified && rng.chance(0.8) ? 1 : 0,
        referredBy: i > 10 && rng.chance(0.2) ? rng.int(1, i) : null,
        currDailyCostKobo: 0,
        dateCreated: spreadOverYear(ctx, i, sizes.vendors),
      };
    },
    ctx.progress,
  );
  await streamRows(
    ctx.db,
    'wallets',
    sizes.vendors,
    (i) => ({
      vendorId: i + 1,
      amountKobo: rng.int(0, 2_000) * 5_000,
      dateCreated: spreadOverYear(ctx, i, sizes.vendors),
    }),
    ctx.progress,
  );
}

/** Topups over the year: most paid by the vendor, some credited by an admin, a few abandoned. */
export async function scaleTopups(ctx: ScaleContext): Promise<void> {
  const { rng, sizes } = ctx;
  await streamRows(
    ctx.db,
    'topups',
    sizes.topups,
    (i) => {
      const vendorId = rng.int(1, sizes.vendors);
      const amount = rng.int(1, 100) * 100_000;
      const abandoned = rng.chance(0.12);
      const system = !abandoned && rng.chance(0.1);
      const dateCreated = spreadOverYear(ctx, i, sizes.topups);
      return {
        vendorId,
        walletId: vendorId,
        requestedAmountKobo: amount,
        amountPaidKobo: abandoned ? 0 : amount,
        status: abandoned ? ('abandoned' as const) : ('success' as const),
        channel: system ? 'system' : rng.pick(['card', 'bank_transfer', 'ussd']),
        reference: `SCALE-${i + 1}`,
        source: system ? ('system' as const) : ('self' as const),
        timePaid: abandoned ? null : dateCreated + rng.int(5, 300),
        adminId: system ? rng.pick(ctx.adminIds) : null,
        dateCreated,
      };
    },
    ctx.progress,
  );
}

const ADMIN_ACTIONS = [
  'Updated vendor',
  'Credited wallet of vendor',
  'Blocked ad of vendor',
  'Edited price plan for vendor',
];
const VENDOR_ACTIONS = ['Signed in', 'Created an ad', 'Topped up wallet', 'Paused an ad', 'Updated profile'];

/** Activity logs over the year: one in five by an admin, the rest by vendors. */
export async function scaleActivityLogs(ctx: ScaleContext): Promise<void> {
  const { rng, sizes } = ctx;
  await streamRows(
    ctx.db,
    'activityLogs',
    sizes.activityLogs,
    (i) => {
      const vendorId = rng.int(1, sizes.vendors);
      const byAdmin = rng.chance(0.2);
      return byAdmin
        ? {
            actorType: 'admin' as const,
            adminId: rng.pick(ctx.adminIds),
            vendorId: null,
            activityLogDesc: `${rng.pick(ADMIN_ACTIONS)} #${vendorId}`,
            dateCreated: spreadOverYear(ctx, i, sizes.activityLogs),
          }
        : {
            actorType: 'vendor' as const,
            adminId: null,
            vendorId,
            activityLogDesc: rng.pick(VENDOR_ACTIONS),
            dateCreated: spreadOverYear(ctx, i, sizes.activityLogs),
          };
    },
    ctx.progress,
  );
}
