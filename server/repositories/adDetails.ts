import type { Ad, Named } from '../../src/api/entities';
import type { AdRow, Db } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { num } from './sql';

export type AdWithVendor = AdRow & {
  vendorFullname: string;
  vendorUsername: string;
  vendorEmail: string;
  vendorPhone: string;
  vendorAccessStatus: number;
};

type Counts = { views: number; clicks: number; conversions: number };

/** Rows grouped by their ad, in their order, each made into what the answer shows. */
function groupByAd<R extends { adId: number }, T>(rows: R[], make: (row: R) => T): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.adId);
    if (list) list.push(make(row));
    else map.set(row.adId, [make(row)]);
  }
  return map;
}

/** Wallets, routes, media and event counts of a page of ads, in four queries, then the wire shape. */
export async function adDetails(db: Db, ads: AdWithVendor[]): Promise<Ad[]> {
  if (ads.length === 0) return [];
  const adIds = ads.map((a) => a.id);
  const vendorIds = [...new Set(ads.map((a) => a.vendorId))];
  const [wallets, routes, medias, events] = await Promise.all([
    db.selectFrom('wallets').select(['vendorId', 'id', 'amountKobo']).where('vendorId', 'in', vendorIds).execute(),
    db
      .selectFrom('adRoutes')
      .innerJoin('routes', 'routes.id', 'adRoutes.routeId')
      .select(['adRoutes.adId', 'routes.id', 'routes.name'])
      .where('adRoutes.adId', 'in', adIds)
      .orderBy('routes.name')
      .execute(),
    db
      .selectFrom('adMedias')
      .select(['adId', 'id', 'media', 'mediaType'])
      .where('adId', 'in', adIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('adEvents')
      .select((eb) => ['adId', 'eventType', eb.fn.countAll().as('n')])
      .where('adId', 'in', adIds)
      .groupBy(['adId', 'eventType'])
      .execute(),
  ]);
  const walletByVendor = new Map(wallets.map((w) => [w.vendorId, { id: w.id, amount: koboToNaira(w.amountKobo) }]));
  const routesByAd = groupByAd(routes, (r): Named => ({ id: r.id, name: r.name }));
  const mediasByAd = groupByAd(medias, (m) => ({ id: m.id, media: m.media, mediaType: m.mediaType }));
  const counts = new Map<number, Counts>();
  for (const { adId, eventType, n } of events) {
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
        id: a.vendorId,
        fullname: a.vendorFullname,
        username: a.vendorUsername,
        email: a.vendorEmail,
        phone: a.vendorPhone,
        accessStatus: a.vendorAccessStatus,
      },
      wallet: wallet ? { id: wallet.id, amount: wallet.amount } : null,
      routes: routesByAd.get(a.id) ?? [],
      ad_medias: mediasByAd.get(a.id) ?? [],
    };
  });
}
