import type { Ad, Named } from '../../src/api/entities';
import type { AdRow, Db } from '../db/schema';
import { koboToNaira } from '../services/money';
import { num } from './sql';

export type AdWithVendor = AdRow & {
  vendorFullname: string;
  vendorUsername: string;
  vendorEmail: string;
  vendorPhone: string;
  vendorAccessStatus: number;
};

type Counts = { views: number; clicks: number; conversions: number };

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** Wallets, routes, media and event counts of a page of ads, in four queries, then the wire shape. */
export async function adDetails(db: Db, ads: AdWithVendor[]): Promise<Ad[]> {
  if (ads.length === 0) return [];
  const adIds = ads.map((a) => a.id);
  const vendorIds = [...new Set(ads.map((a) => a.vendorId))];
  const [wallets, routes, medias, events] = await Promise.all([
    db.selectFrom('wallets').select(['id', 'vendorId', 'amountKobo']).where('vendorId', 'in', vendorIds).execute(),
    db
      .selectFrom('adRoutes')
      .innerJoin('routes', 'routes.id', 'adRoutes.routeId')
      .select(['adRoutes.adId', 'routes.id', 'routes.name'])
      .where('adRoutes.adId', 'in', adIds)
      .orderBy('routes.name')
      .execute(),
    db.selectFrom('adMedias').select(['id', 'adId', 'media', 'mediaType']).where('adId', 'in', adIds).orderBy('id').execute(),
    db
      .selectFrom('adEvents')
      .select((eb) => ['adId', 'eventType', eb.fn.countAll().as('n')])
      .where('adId', 'in', adIds)
      .groupBy(['adId', 'eventType'])
      .execute(),
  ]);
  const walletByVendor = new Map(wallets.map((w) => [w.vendorId, w]));
  const routesByAd = groupBy(routes, (r) => r.adId);
  const mediasByAd = groupBy(medias, (m) => m.adId);
  const counts = new Map<number, Counts>();
  for (const e of events) {
    const c = counts.get(e.adId) ?? { views: 0, clicks: 0, conversions: 0 };
    if (e.eventType === 'view') c.views += num(e.n);
    if (e.eventType === 'click') c.clicks += num(e.n);
    if (e.eventType === 'conversion') c.conversions += num(e.n);
    counts.set(e.adId, c);
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
      wallet: wallet ? { id: wallet.id, amount: koboToNaira(wallet.amountKobo) } : null,
      routes: (routesByAd.get(a.id) ?? []).map((r): Named => ({ id: r.id, name: r.name })),
      ad_medias: (mediasByAd.get(a.id) ?? []).map((m) => ({ id: m.id, media: m.media, mediaType: m.mediaType })),
    };
  });
}
