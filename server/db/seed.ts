import { sql } from 'kysely';
import { PRIVILEGE_NAMES } from '../../src/api';
import { nowUnix } from '../domain/clock';
import { hashPassword } from '../domain/passwords';
import { serializePrivileges } from '../domain/privileges';
import { withRollupsRebuilt } from './migrations/0007_rollups';
import { dialectOf, type DialectName, type MigrationDb } from './migrations/helpers';
import type { Db } from './schema';
import { Rng } from './demo/random';
import { PersonFactory } from './demo/people';
import { seedPlaces } from './demo/seedPlaces';
import { seedAdmins } from './demo/seedAdmins';
import { seedVendors } from './demo/seedVendors';
import { seedDevices } from './demo/seedDevices';
import { seedAds } from './demo/seedAds';
import { seedPricing } from './demo/seedPricing';
import { seedEvents } from './demo/seedEvents';
import { seedMoney } from './demo/seedMoney';
import { seedActivity, seedCustomers } from './demo/seedActivity';
import { seedNewInstalls } from './demo/seedNewInstalls';

export { DEMO_LOGINS } from './demo/seedAdmins';

/** Same seed, same data (apart from password salts); dates are relative to `now` so screens look alive. */
export const DEMO_SEED = 20240601;

/**
 * Fills every screen of SPEC.md with believable data, inside the caller's transaction. The rollup
 * triggers are off while it loads (on PostgreSQL their upserts on every event made the demo seed take
 * minutes) and the rollups are built in one pass at the end, as the scale seed does.
 */
export async function fillDemo(trx: Db, now = nowUnix()): Promise<void> {
  await withRollupsRebuilt(trx as unknown as MigrationDb, dialectOf(trx), () => loadDemo(trx, now));
}

async function loadDemo(trx: Db, now: number): Promise<void> {
  const ctx = { db: trx, rng: new Rng(DEMO_SEED), now };
  const people = new PersonFactory(ctx.rng);
  const places = await seedPlaces(ctx);
  const adminIds = await seedAdmins(ctx);
  const vendors = await seedVendors(ctx, people);
  const devices = await seedDevices(ctx, places, people);
  const ads = await seedAds(ctx, vendors, places.routes);
  const deals = await seedPricing(ctx, vendors);
  const { spentByVendor, conversions } = await seedEvents(ctx, ads, devices, deals);
  const topups = await seedMoney(ctx, vendors, spentByVendor, adminIds);
  await seedActivity(ctx, adminIds, vendors, ads, topups);
  await seedCustomers(ctx, people, vendors, conversions);
  await seedNewInstalls(ctx, people);
}

/** The demo data in one transaction. */
export async function seedDemo(db: Db, now = nowUnix()): Promise<void> {
  await db.transaction().execute((trx) => fillDemo(trx, now));
}

/** Any constant shared by every instance: the key of the PostgreSQL advisory lock taken while seeding. */
const SEED_LOCK_KEY = 6_240_601;

/**
 * Runs `fill` in one transaction when the database has no admin yet, and tells whether it ran. On
 * PostgreSQL the transaction first takes an advisory lock, so of several instances starting at once
 * against an empty database exactly one seeds: the others wait, then find the admins and skip.
 */
export async function seedIfEmpty(db: Db, dialect: DialectName, fill: (trx: Db) => Promise<unknown>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    const admins = await trx
      .selectFrom('admins')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(admins.n) > 0) return false;
    await fill(trx);
    return true;
  });
}

/** SEED=none: no demo data, only the first admin (usertype 0, every privilege). */
export async function createFirstAdmin(db: Db, username: string, password: string): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({
      fullname: 'Administrator',
      username,
      phone: '',
      email: '',
      address: '',
      profilePicture: null,
      passwordHash: await hashPassword(password),
      privileges: serializePrivileges(PRIVILEGE_NAMES),
      usertype: 0,
      accessStatus: 1,
      dateCreated: nowUnix(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
