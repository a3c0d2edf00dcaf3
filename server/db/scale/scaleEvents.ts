import { spreadOverYear, type ScaleContext } from './context';
import type { ScaledAds } from './scaleAds';
import { streamRows } from './stream';

export const CLICK_SHARE = 0.05;
const VIEW_COST_KOBO = 50;
const CLICK_COST_KOBO = 500;

/** Views (95%) and clicks (5%) in time order over the last year, each of an ad that existed by then. */
export async function scaleEvents(ctx: ScaleContext, ads: ScaledAds): Promise<void> {
  const { rng, sizes } = ctx;
  await streamRows(
    ctx.db,
    'adEvents',
    sizes.events,
    (i) => {
      const adIndex = rng.int(0, Math.floor((i / sizes.events) * (sizes.ads - 1)));
      const click = rng.chance(CLICK_SHARE);
      return {
        adId: adIndex + 1,
        vendorId: ads.vendorOf[adIndex],
        deviceId: rng.int(1, sizes.devices),
        routeId: ads.routeOf[adIndex] || null,
        eventType: click ? ('click' as const) : ('view' as const),
        costKobo: click ? CLICK_COST_KOBO : VIEW_COST_KOBO,
        createdAt: spreadOverYear(ctx, i, sizes.events),
      };
    },
    ctx.progress,
  );
}
