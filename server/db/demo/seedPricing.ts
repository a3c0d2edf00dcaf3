import type { Insertable } from 'kysely';
import { DAY } from '../../domain/clock';
import type { PricePlansTable, PricesTable } from '../schema';
import { insertBatches, type SeedContext } from './context';
import type { SeededVendor } from './seedVendors';

/** Kobo charged per event when a vendor has no plan of their own. */
export const STANDARD_PLAN = { view: 200, click: 1500, conversion: 8000 };

export type PlanPrices = typeof STANDARD_PLAN;

/** Price plans (one for all vendors, an old disabled one, vendor deals) and the deprecated prices. */
export async function seedPricing(ctx: SeedContext, vendors: SeededVendor[]): Promise<Map<number, PlanPrices>> {
  const { rng, now } = ctx;
  const deals = new Map<number, PlanPrices>();
  const plans: Insertable<PricePlansTable>[] = [
    {
      name: 'Standard',
      vendorId: null,
      onViewPriceKobo: 200,
      onClickPriceKobo: 1500,
      onConversionPriceKobo: 8000,
      accessStatus: 1,
      dateCreated: now - 400 * DAY,
    },
    {
      name: 'Launch Offer',
      vendorId: null,
      onViewPriceKobo: 100,
      onClickPriceKobo: 1000,
      onConversionPriceKobo: 5000,
      accessStatus: 0,
      dateCreated: now - 410 * DAY,
    },
  ];
  const names = [
    'Rush Hour Boost',
    'Campus Special',
    'Enterprise',
    'Market Women Promo',
    'Festive Season',
    'Loyal Partner',
  ];
  for (const vendor of rng.sample(
    vendors.filter((v) => v.active),
    9,
  )) {
    const view = rng.pick([120, 150, 180, 250]);
    const prices = { view, click: view * rng.int(6, 9), conversion: view * rng.int(30, 45) };
    const active = rng.chance(0.8);
    if (active) deals.set(vendor.id, prices);
    plans.push({
      name: rng.pick(names),
      vendorId: vendor.id,
      onViewPriceKobo: prices.view,
      onClickPriceKobo: prices.click,
      onConversionPriceKobo: prices.conversion,
      accessStatus: active ? 1 : 0,
      dateCreated: Math.max(vendor.dateCreated, now - rng.int(1, 90) * DAY),
    });
  }
  await insertBatches(ctx.db, 'pricePlans', plans);

  const prices: Insertable<PricesTable>[] = [
    { vendorId: null, priceKobo: 200, eventType: 'view', active: 1, dateCreated: now - 400 * DAY },
    { vendorId: null, priceKobo: 1500, eventType: 'click', active: 1, dateCreated: now - 400 * DAY },
    { vendorId: null, priceKobo: 8000, eventType: 'conversion', active: 1, dateCreated: now - 400 * DAY },
    { vendorId: null, priceKobo: 100, eventType: 'view', active: 0, dateCreated: now - 410 * DAY },
  ];
  for (const vendor of rng.sample(vendors, 8)) {
    prices.push({
      vendorId: vendor.id,
      priceKobo: rng.pick([150, 180, 1200, 6000]),
      eventType: rng.pick(['view', 'click', 'conversion']),
      active: rng.chance(0.7) ? 1 : 0,
      dateCreated: Math.max(vendor.dateCreated, now - rng.int(0, 120) * DAY),
    });
  }
  await insertBatches(ctx.db, 'prices', prices);
  return deals;
}
