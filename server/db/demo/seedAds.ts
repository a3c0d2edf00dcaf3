import { DAY } from '../../domain/clock';
import type { AdType } from '../schema';
import { CAMPAIGNS, linksFor, MEDIA_FILES, SUFFIXES } from './campaigns';
import { insertBatches, insertOne, type SeedContext } from './context';
import type { SeededRoute } from './seedPlaces';
import type { SeededVendor } from './seedVendors';

const HOURS_6 = 6 * 3600;

export interface SeededAd {
  id: number;
  name: string;
  vendorId: number;
  adType: AdType;
  routeIds: number[];
  dateCreated: number;
  /** Relative popularity of the ad on screens. */
  weight: number;
  /** Shown on screens until this time (inactive and blocked ads stopped some days ago). */
  runsUntil: number;
  clickRate: number;
  hasConversions: boolean;
}

/** Ads of every type for about three vendors in four, with media, routes and daily limits. */
export async function seedAds(ctx: SeedContext, vendors: SeededVendor[], routes: SeededRoute[]): Promise<SeededAd[]> {
  const { rng, now } = ctx;
  const lagosRoutes = routes.filter((r) => r.stateId === routes[0].stateId);
  const ads: SeededAd[] = [];
  const medias: { adId: number; media: string; mediaType: 'IMAGE' }[] = [];
  const adRoutes: { adId: number; routeId: number }[] = [];
  for (const vendor of vendors) {
    if (!rng.chance(0.75)) continue;
    const count = rng.int(1, 3);
    for (let k = 0; k < count; k++) {
      const campaign = rng.pick(CAMPAIGNS);
      const span = Math.max(0, now - 60 - vendor.dateCreated);
      const dateCreated = vendor.dateCreated + rng.int(Math.min(HOURS_6, span), Math.min(60 * DAY, span));
      const active = vendor.active && rng.chance(0.72);
      const blocked = rng.chance(0.05) ? 1 : 0;
      const { actionLink, conversionUrl } = linksFor(campaign, ads.length + 1);
      const name = `${campaign.name}${rng.pick(SUFFIXES)}`;
      const id = await insertOne(ctx.db, 'ads', {
        vendorId: vendor.id,
        name,
        actionLink,
        caption: campaign.caption,
        adType: campaign.type,
        conversionUrl,
        activeStatus: active ? 1 : 0,
        blocked,
        maxDailyLimitKobo: rng.int(2, 40) * 500 * 100,
        currDailyCostKobo: 0,
        dateCreated,
      });
      const withMedia = campaign.type === 'media' ? rng.int(1, 3) : rng.chance(0.5) ? 1 : 0;
      // The ad's picture is its campaign's; the old draw among the six images stays (see MEDIA_FILES).
      if (rng.sample(MEDIA_FILES, withMedia).length > 0)
        medias.push({ adId: id, media: campaign.image, mediaType: 'IMAGE' });
      const routeIds = rng.chance(0.87) ? rng.sample(lagosRoutes, rng.int(1, 4)).map((r) => r.id) : [];
      if (rng.chance(0.08)) routeIds.push(rng.pick(routes.filter((r) => r.stateId !== routes[0].stateId)).id);
      for (const routeId of routeIds) adRoutes.push({ adId: id, routeId });
      ads.push({
        id,
        name,
        vendorId: vendor.id,
        adType: campaign.type,
        routeIds,
        dateCreated,
        weight: 0.3 + rng.float() * 2.5,
        runsUntil: active && !blocked ? now : now - rng.int(1, 40) * DAY,
        clickRate: 0.02 + rng.float() * 0.05,
        hasConversions: conversionUrl !== null,
      });
    }
  }
  await insertBatches(ctx.db, 'adMedias', medias);
  await insertBatches(ctx.db, 'adRoutes', adRoutes);
  return ads;
}
