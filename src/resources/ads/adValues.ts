import { API_BASE } from '../../config';
import type { Ad } from '../../api/entities';

/** Click-through rate in whole percent: clicks / views x 100, rounded; no views is 0 (SPEC.md section 9). */
export const clickThroughRate = (ad: Pick<Ad, 'clicks' | 'views'>): number =>
  ad.views > 0 ? Math.round((ad.clicks / ad.views) * 100) : 0;

/** A media path not beginning with http is relative to the API base (SPEC.md section 3). */
export function mediaUrl(path: string, base: string = API_BASE): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The i18n key of an ad type's name. */
export const adTypeKey = (type: Ad['adType']): string => `busads.ads.adType.${type}`;
