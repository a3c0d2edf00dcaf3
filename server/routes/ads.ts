import { api } from '../../src/api';
import { listAds } from '../repositories/ads';
import type { Registrar } from './registrar';

/** Ads: the filtered, paged list with vendor, wallet, routes, media and event counts. */
export function adRoutes(r: Registrar): void {
  r.route(api.ads.list, async ({ db, params: p }) => ({
    all: await listAds(db, { ...p, page: p.page ?? 1, limit: p.limit ?? 100 }),
  }));
}
