import { CAMPAIGNS, linksFor, MEDIA_FILES, SUFFIXES } from '../demo/campaigns';
import { spreadOverYear, type ScaleContext } from './context';
import { streamRows } from './stream';

/** Of each ad (index id - 1): its vendor and its first route (0: none), for the events that follow. */
export interface ScaledAds {
  vendorOf: Int32Array;
  routeOf: Int32Array;
}

/** Ads over the year, each by a vendor who signed up before it, with a picture and two routes. */
export async function scaleAds(ctx: ScaleContext): Promise<ScaledAds> {
  const { rng, sizes } = ctx;
  const routeIds = ctx.places.routes.map((r) => r.id);
  const vendorOf = new Int32Array(sizes.ads);
  const routeOf = new Int32Array(sizes.ads);
  const campaignOf = new Int32Array(sizes.ads);
  await streamRows(
    ctx.db,
    'ads',
    sizes.ads,
    (i) => {
      const campaign = rng.pick(CAMPAIGNS);
      campaignOf[i] = CAMPAIGNS.indexOf(campaign);
      const vendorId = rng.int(1, Math.max(1, Math.ceil(((i + 1) / sizes.ads) * sizes.vendors)));
      vendorOf[i] = vendorId;
      const active = rng.chance(0.7);
      return {
        vendorId,
        name: `${campaign.name}${rng.pick(SUFFIXES)}`,
        ...linksFor(campaign, i + 1),
        caption: campaign.caption,
        adType: campaign.type,
        activeStatus: active ? 1 : 0,
        blocked: rng.chance(0.03) ? 1 : 0,
        maxDailyLimitKobo: rng.int(2, 40) * 50_000,
        currDailyCostKobo: 0,
        dateCreated: spreadOverYear(ctx, i, sizes.ads),
      };
    },
    ctx.progress,
  );
  await streamRows(
    ctx.db,
    'adMedias',
    sizes.ads,
    (i) => {
      // Its campaign's picture; the old draw stays, so the rows that follow are the same as before.
      rng.pick(MEDIA_FILES);
      return { adId: i + 1, media: CAMPAIGNS[campaignOf[i]].image, mediaType: 'IMAGE' as const };
    },
    ctx.progress,
  );
  // Two distinct routes per ad, as consecutive rows: row 2i is ad i's first route, row 2i + 1 another.
  await streamRows(
    ctx.db,
    'adRoutes',
    sizes.ads * 2,
    (j) => {
      const adIndex = j >> 1;
      if (j % 2 === 0) routeOf[adIndex] = rng.pick(routeIds);
      const first = routeOf[adIndex];
      const routeId =
        j % 2 === 0 ? first : routeIds[(routeIds.indexOf(first) + rng.int(1, routeIds.length - 1)) % routeIds.length];
      return { adId: adIndex + 1, routeId };
    },
    ctx.progress,
  );
  return { vendorOf, routeOf };
}

/** Screens in buses across the routes' states, each placed on one route. */
export async function scaleDevices(ctx: ScaleContext): Promise<void> {
  const { rng, sizes, places } = ctx;
  await streamRows(
    ctx.db,
    'devices',
    sizes.devices,
    (i) => {
      const active = rng.chance(0.9);
      return {
        name: `BusAds Screen ${String(i + 1).padStart(5, '0')}`,
        serial: `BAS-${rng.code(4)}-${i + 1}`,
        busID: `BUS-${String(i + 1).padStart(5, '0')}`,
        phone: `+234803${rng.digits(7)}`,
        activeStatus: active ? 1 : 0,
        lastseen: active ? ctx.now - rng.int(30, 3 * 3600) : null,
        dateCreated: spreadOverYear(ctx, i, sizes.devices),
      };
    },
    ctx.progress,
  );
  await streamRows(
    ctx.db,
    'devicePlaces',
    sizes.devices,
    (i) => {
      const route = rng.pick(places.routes);
      return {
        deviceId: i + 1,
        countryId: places.nigeriaId,
        stateId: route.stateId,
        routeId: route.id,
        dateCreated: spreadOverYear(ctx, i, sizes.devices),
      };
    },
    ctx.progress,
  );
}
