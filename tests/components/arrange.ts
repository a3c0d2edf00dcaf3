import type { TestHost } from './testHost';

/**
 * Records the demo data lacks, arranged in a test host's database before a screen renders, and demo
 * records picked by what a test needs of them.
 */

/** Adds plain vendors (oldest of all) until the database holds `total`. */
export async function arrangeVendors(host: TestHost, total: number) {
  const { n } = await host.db
    .selectFrom('vendors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const more = Array.from({ length: total - Number(n) }, (_, i) => ({
    fullname: `Extra Vendor ${i + 1}`,
    username: `extravendor${i + 1}`,
    phone: `+23480${String(50_000_000 + i)}`,
    email: `extra${i + 1}@vendors.ng`,
    address: 'Ikeja',
    passwordHash: 'x',
    accessStatus: 1,
    phoneVerified: 1,
    emailVerified: 1,
    referredBy: null,
    currDailyCostKobo: 0,
    dateCreated: 1_600_000_000 + i,
  }));
  for (let i = 0; i < more.length; i += 100)
    await host.db
      .insertInto('vendors')
      .values(more.slice(i, i + 100))
      .execute();
}

/** Full names no other vendor shares: a vendor picked by its name is then unambiguous. */
export const uniqueVendorNames = (host: TestHost) =>
  host.db
    .selectFrom('vendors')
    .select('fullname')
    .groupBy('fullname')
    .having((eb) => eb.fn.countAll(), '=', 1);

/** The newest (or, with 'asc', the oldest) vendor whose name no other vendor shares. */
export const uniquelyNamedVendor = (host: TestHost, order: 'asc' | 'desc' = 'desc') =>
  host.db
    .selectFrom('vendors')
    .select(['id', 'fullname'])
    .where('fullname', 'in', uniqueVendorNames(host))
    .orderBy('id', order)
    .executeTakeFirstOrThrow();
