import { sql } from 'kysely';
import { nowUnix } from '../../domain/clock';
import { Rng } from '../demo/random';
import { seedAdmins } from '../demo/seedAdmins';
import { seedPlaces } from '../demo/seedPlaces';
import { createRollupTriggers, dropRollupTriggers, rebuildRollups } from '../migrations/0007_rollups';
import type { DialectName, MigrationDb } from '../migrations/helpers';
import type { Db } from '../schema';
import type { ScaleContext } from './context';
import { scaleActivityLogs, scaleTopups, scaleVendors } from './scaleAccounts';
import { scaleAds, scaleDevices } from './scaleAds';
import { scaleEvents } from './scaleEvents';
import type { ScaleSizes } from './sizes';
import type { Progress } from './stream';
import { withFastSqlite, withoutIndexes } from './sqliteBulk';

export const SCALE_SEED = 20250701;

async function scaleAdsAndEvents(ctx: ScaleContext): Promise<void> {
  await scaleEvents(ctx, await scaleAds(ctx));
}

/**
 * Writes the admins (admin/admin, viewer/viewer...), the demo places and routes, then `sizes` of
 * vendors, wallets, ads, devices, events, topups and activity logs into an empty, migrated database.
 */
export async function fillScale(
  db: Db,
  dialect: DialectName,
  sizes: ScaleSizes,
  progress: Progress,
  now = nowUnix(),
): Promise<void> {
  const rng = new Rng(SCALE_SEED);
  const load = async () => {
    const base = { db, rng, now };
    const places = await seedPlaces(base);
    const adminIds = await seedAdmins(base);
    const ctx: ScaleContext = { ...base, sizes, places, adminIds, progress };
    await scaleVendors(ctx);
    await scaleDevices(ctx);
    if (dialect === 'sqlite') {
      const ms = await withoutIndexes(db, ['adEvents', 'ads'], () => scaleAdsAndEvents(ctx));
      progress(`ads and adEvents indexes rebuilt in ${(ms / 1000).toFixed(1)} s`);
    } else {
      await scaleAdsAndEvents(ctx);
    }
    await scaleTopups(ctx);
    await scaleActivityLogs(ctx);
  };
  // The rollup triggers would add three upserts to each of millions of inserts: off while loading, then
  // every rollup is built in one pass over the loaded rows.
  const schema = db as unknown as MigrationDb;
  await dropRollupTriggers(schema, dialect);
  try {
    if (dialect === 'sqlite') await withFastSqlite(db, load);
    else await load();
  } finally {
    await createRollupTriggers(schema, dialect);
  }
  const rebuilt = Date.now();
  await rebuildRollups(schema);
  progress(`rollups built in ${((Date.now() - rebuilt) / 1000).toFixed(1)} s`);
  const started = Date.now();
  await sql`analyze`.execute(db);
  progress(`analyze in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
