import { api } from '../../src/api';
import { listAds } from '../repositories/ads';
import { toggleAd } from '../services/ads';
import { required } from './params';
import type { Registrar } from './registrar';

/** Ads: the filtered, paged list with vendor, wallet, routes, media and event counts; the status toggle. */
export function adRoutes(r: Registrar): void {
  r.route(api.ads.list, async ({ db, params: p }) => ({
    all: await listAds(db, p),
  }));
  r.route(api.ads.toggle, ({ db, admin, params }) =>
    toggleAd(db, admin, required(params.id), required(params.status, 'status')),
  );
}
