import type { api, ParamsOf } from '../../src/api';
import type { Conversion } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { num, UNPAGED_LIMIT } from './sql';

/** from/to: the window of the events counted, both ends included. */
export type ConversionFilters = ParamsOf<typeof api.conversions.list>;

/** Conversion counts per ad within the window, most conversions first, at most UNPAGED_LIMIT ads. */
export function conversionCountsQuery(db: Db, f: ConversionFilters) {
  let q = db
    .selectFrom('adEvents')
    .select((eb) => ['adId', eb.fn.countAll().as('n')])
    .where('eventType', '=', 'conversion');
  if (f.vendorID !== undefined) q = q.where('vendorId', '=', f.vendorID);
  if (f.adID !== undefined) q = q.where('adId', '=', f.adID);
  if (f.from !== undefined) q = q.where('createdAt', '>=', f.from);
  if (f.to !== undefined) q = q.where('createdAt', '<=', f.to);
  return q.groupBy('adId').orderBy('n', 'desc').orderBy('adId', 'desc').limit(UNPAGED_LIMIT);
}

/** View and click counts of some ads within the same window. */
export function viewClickCountsQuery(db: Db, adIds: number[], f: ConversionFilters) {
  let q = db
    .selectFrom('adEvents')
    .select((eb) => ['adId', 'eventType', eb.fn.countAll().as('n')])
    .where('adId', 'in', adIds)
    .where('eventType', 'in', ['view', 'click']);
  if (f.from !== undefined) q = q.where('createdAt', '>=', f.from);
  if (f.to !== undefined) q = q.where('createdAt', '<=', f.to);
  return q.groupBy(['adId', 'eventType']);
}

/** Active conversion prices (index prices(eventType, active, vendorId)); the caller picks the newest. */
export const activeConversionPricesQuery = (db: Db) =>
  db
    .selectFrom('prices')
    .select(['id', 'vendorId', 'priceKobo', 'dateCreated'])
    .where('eventType', '=', 'conversion')
    .where('active', '=', 1);

/** The conversion price of a vendor: its newest active one, else the newest active one for all vendors. */
async function conversionPrices(db: Db): Promise<(vendorId: number) => number | undefined> {
  const newest = new Map<number | null, { id: number; dateCreated: number; priceKobo: number }>();
  for (const p of await activeConversionPricesQuery(db).execute()) {
    const seen = newest.get(p.vendorId);
    const newer = !seen || p.dateCreated > seen.dateCreated || (p.dateCreated === seen.dateCreated && p.id > seen.id);
    if (newer) newest.set(p.vendorId, { id: p.id, dateCreated: Number(p.dateCreated), priceKobo: Number(p.priceKobo) });
  }
  return (vendorId) => (newest.get(vendorId) ?? newest.get(null))?.priceKobo;
}

/**
 * One row per ad with at least one conversion in the window: its views, clicks and conversions in that
 * window and the conversion price that applies to its vendor (null when none is active). The row id is the ad id.
 */
export async function listConversions(db: Db, f: ConversionFilters): Promise<Conversion[]> {
  const counts = await conversionCountsQuery(db, f).execute();
  if (counts.length === 0) return [];
  const adIds = counts.map((c) => c.adId);
  const [ads, events, priceOf] = await Promise.all([
    db.selectFrom('ads').select(['id', 'name', 'conversionUrl', 'vendorId']).where('id', 'in', adIds).execute(),
    viewClickCountsQuery(db, adIds, f).execute(),
    conversionPrices(db),
  ]);
  const adById = new Map(ads.map((a) => [a.id, a]));
  const eventCounts = new Map(events.map((e) => [`${e.adId}:${e.eventType}`, num(e.n)]));
  const countOf = (adId: number, type: string) => eventCounts.get(`${adId}:${type}`) ?? 0;
  return counts.flatMap((c) => {
    const ad = adById.get(c.adId);
    if (!ad) return [];
    const kobo = priceOf(ad.vendorId);
    return [
      {
        id: ad.id,
        ad: {
          id: ad.id,
          name: ad.name,
          views: countOf(ad.id, 'view'),
          clicks: countOf(ad.id, 'click'),
          conversions: num(c.n),
          conversionUrl: ad.conversionUrl,
        },
        price: kobo === undefined ? null : { price: koboToNaira(kobo) },
      },
    ];
  });
}
