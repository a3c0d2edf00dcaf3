import { DAY, HOUR } from '../../domain/clock';
import { hashPassword } from '../../domain/passwords';
import { insertOne, type SeedContext } from './context';
import { PersonFactory } from './people';

export const VENDOR_COUNT = 320;
/** About 5% of vendors signed up within the last 24 hours (the vendors screen defaults to yesterday-today). */
export const RECENT_VENDORS = 16;
/** Every demo vendor's password (vendors sign in to another app, not this one). */
export const DEMO_VENDOR_PASSWORD = 'vendor123';

export interface SeededVendor {
  id: number;
  fullname: string;
  dateCreated: number;
  active: boolean;
}

function creationDates(ctx: SeedContext): number[] {
  const older = Array.from({ length: VENDOR_COUNT - RECENT_VENDORS }, () => ctx.now - DAY - ctx.rng.int(0, 420 * DAY));
  const recent = Array.from({ length: RECENT_VENDORS }, () => ctx.now - ctx.rng.int(5 * 60, 23 * HOUR));
  return [...older, ...recent].sort((a, b) => a - b);
}

/** 320 vendors, oldest first, some referred by earlier vendors, a few disabled. */
export async function seedVendors(ctx: SeedContext, people: PersonFactory): Promise<SeededVendor[]> {
  const { rng } = ctx;
  const passwordHash = await hashPassword(DEMO_VENDOR_PASSWORD);
  const vendors: SeededVendor[] = [];
  for (const dateCreated of creationDates(ctx)) {
    const p = people.person();
    const referrer = vendors.length > 10 && rng.chance(0.25) ? rng.pick(vendors.slice(0, -1)) : undefined;
    const active = !rng.chance(0.06);
    const phoneVerified = rng.chance(0.82) ? 1 : 0;
    const id = await insertOne(ctx.db, 'vendors', {
      ...p,
      profilePicture: null,
      passwordHash,
      accessStatus: active ? 1 : 0,
      phoneVerified,
      emailVerified: phoneVerified && rng.chance(0.8) ? 1 : 0,
      referredBy: referrer?.id ?? null,
      currDailyCostKobo: 0,
      dateCreated,
    });
    vendors.push({ id, fullname: p.fullname, dateCreated, active });
  }
  return vendors;
}
