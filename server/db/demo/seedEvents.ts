import type { Insertable } from 'kysely';
import { DAY } from '../../domain/clock';
import type { AdEventsTable, EventType } from '../schema';
import { insertBatches, type SeedContext } from './context';
import { busyTime } from './diurnal';
import { WeightedPicker } from './random';
import type { SeededAd } from './seedAds';
import type { SeededDevice } from './seedDevices';
import { STANDARD_PLAN, type PlanPrices } from './seedPricing';
import { EventSummaries } from './eventSummaries';

export const EVENT_DAYS = 30;
const VIEWS_PER_DAY = 1500;

export interface EventOutcome {
  spentByVendor: Map<number, number>;
  conversions: { vendorId: number; createdAt: number }[];
}

/**
 * 30 days of views, clicks and conversions on the devices of each ad's routes, more in rush hours and
 * on weekdays, growing a little day by day; then the summaries derived from them.
 */
export async function seedEvents(
  ctx: SeedContext,
  ads: SeededAd[],
  devices: SeededDevice[],
  deals: Map<number, PlanPrices>,
): Promise<EventOutcome> {
  const { rng, now } = ctx;
  const onRoute = new Map<number, SeededDevice[]>();
  for (const d of devices.filter((x) => x.active)) onRoute.set(d.route.id, [...(onRoute.get(d.route.id) ?? []), d]);
  const fallback = devices.filter((d) => d.active);
  const events: Insertable<AdEventsTable>[] = [];
  const summaries = new EventSummaries(now);
  const conversions: EventOutcome['conversions'] = [];

  for (let day = 0; day < EVENT_DAYS; day++) {
    const start = now - (EVENT_DAYS - day) * DAY;
    const end = start + DAY;
    const running = ads.filter((a) => a.routeIds.length > 0 && a.dateCreated < end && a.runsUntil > start);
    if (running.length === 0) continue;
    const picker = new WeightedPicker(running, (a) => a.weight);
    const weekday = new Date(start * 1000).getUTCDay();
    const views = Math.round(
      VIEWS_PER_DAY * (1 + day * 0.012) * (weekday === 0 || weekday === 6 ? 0.75 : 1) * (0.9 + rng.float() * 0.2),
    );
    for (let v = 0; v < views; v++) {
      const ad = picker.pick(rng);
      const routeId = rng.pick(ad.routeIds);
      const device = rng.pick(onRoute.get(routeId) ?? fallback);
      const at = busyTime(rng, Math.max(start, ad.dateCreated), Math.min(end, ad.runsUntil));
      const price = deals.get(ad.vendorId) ?? STANDARD_PLAN;
      const push = (eventType: EventType, createdAt: number) => {
        const costKobo = price[eventType];
        events.push({
          adId: ad.id,
          vendorId: ad.vendorId,
          deviceId: device.id,
          routeId,
          eventType,
          costKobo,
          createdAt,
        });
        summaries.add({ ad, routeId, device, day, eventType, costKobo, createdAt });
      };
      push('view', at);
      if (!rng.chance(ad.clickRate)) continue;
      const clickAt = Math.min(now, at + rng.int(2, 40));
      push('click', clickAt);
      if (!ad.hasConversions || !rng.chance(0.2)) continue;
      const convertedAt = Math.min(now, clickAt + rng.int(30, 600));
      push('conversion', convertedAt);
      conversions.push({ vendorId: ad.vendorId, createdAt: convertedAt });
    }
  }
  await insertBatches(ctx.db, 'adEvents', events);
  await summaries.write(ctx, EVENT_DAYS - 1);
  return { spentByVendor: summaries.spentByVendor, conversions };
}
