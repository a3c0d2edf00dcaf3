import type { Ad, Named } from '../../src/api/entities';
import type { AdRow, Db } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { forValues, num, selectArrays } from './sql';

export type AdWithVendor = AdRow & {
  vendorFullname: string;
  vendorUsername: string;
  vendorEmail: string;
  vendorPhone: string;
  vendorAccessStatus: number;
};

type Counts = { views: number; clicks: number; conversions: number };

/** Rows read as arrays ([adId, ...rest]) grouped by their first column, in their order. */
function groupByAd<T>(rows: unknown[][], make: (row: unknown[]) => T): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const adId = row[0] as number;
    const list = map.get(adId);
    if (list) list.push(make(row));
    else map.set(adId, [make(row)]);
  }
  return map;
}

/** Wallets, routes, media and event counts of a page of ads, in four queries, then the wire shape. */
export async function adDetails(db: Db, ads: AdWithVendor[]): Promise<Ad[]> {
  if (ads.length === 0) return [];
  const adIds = ads.map((a) => a.id);
  const vendorIds = [...new Set(ads.map((a) => a.vendorId))];
  // Each query reads its rows as arrays, in the order of its select list.
  // One query per detail kind for the page's ids, each built by Kysely once per number of ids (forValues).
  const [wallets, routes, medias, events] = await Promise.all([
    selectArrays(db, forValues(db, 'ad wallets', vendorIds, (ids) => db.selectFrom('wallets').select(['vendorId', 'id', 'amountKobo']).where('vendorId', 'in', ids))),
    selectArrays(
      db,
      forValues(db, 'ad routes', adIds, (ids) =>
        db
          .selectFrom('adRoutes')
          .innerJoin('routes', 'routes.id', 'adRoutes.routeId')
          .select(['adRoutes.adId', 'routes.id', 'routes.name'])
          .where('adRoutes.adId', 'in', ids)
          .orderBy('routes.name'),
      ),
    ),
    selectArrays(db, forValues(db, 'ad medias', adIds, (ids) => db.selectFrom('adMedias').select(['adId', 'id', 'media', 'mediaType']).where('adId', 'in', ids).orderBy('id'))),
    selectArrays(
      db,
      forValues(db, 'ad events', adIds, (ids) =>
        db
          .selectFrom('adEvents')
          .select((eb) => ['adId', 'eventType', eb.fn.countAll().as('n')])
          .where('adId', 'in', ids)
          .groupBy(['adId', 'eventType']),
      ),
    ),
  ]);
  const walletByVendor = new Map(wallets.map(([vendorId, id, amountKobo]) => [vendorId as number, { id: id as number, amount: koboToNaira(amountKobo as number) }]));
  const routesByAd = groupByAd(routes, (r): Named => ({ id: r[1] as number, name: r[2] as string }));
  const mediasByAd = groupByAd(medias, (m) => ({ id: m[1] as number, media: m[2] as string, mediaType: m[3] as 'IMAGE' | 'video' }));
  const counts = new Map<number, Counts>();
  for (const [adId, eventType, n] of events as [number, string, unknown][]) {
    let c = counts.get(adId);
    if (!c) {
      c = { views: 0, clicks: 0, conversions: 0 };
      counts.set(adId, c);
    }
    if (eventType === 'view') c.views += num(n);
    if (eventType === 'click') c.clicks += num(n);
    if (eventType === 'conversion') c.conversions += num(n);
  }
  return ads.map((a) => {
    const wallet = walletByVendor.get(a.vendorId);
    const c = counts.get(a.id) ?? { views: 0, clicks: 0, conversions: 0 };
    return {
      id: a.id,
      name: a.name,
      actionLink: a.actionLink,
      caption: a.caption,
      ...c,
      currDailyCost: koboToNaira(a.currDailyCostKobo),
      maxDailyLimit: koboToNaira(a.maxDailyLimitKobo),
      adType: a.adType,
      conversionUrl: a.conversionUrl,
      activeStatus: a.activeStatus,
      blocked: a.blocked,
      dateCreated: Number(a.dateCreated),
      vendor: {
        id: a.vendorId, fullname: a.vendorFullname, username: a.vendorUsername,
        email: a.vendorEmail, phone: a.vendorPhone, accessStatus: a.vendorAccessStatus,
      },
      wallet: wallet ? { id: wallet.id, amount: wallet.amount } : null,
      routes: routesByAd.get(a.id) ?? [],
      ad_medias: mediasByAd.get(a.id) ?? [],
    };
  });
}
