import type { Ad } from '../../api/entities';

/** Click-through rate in whole percent: clicks / views x 100, rounded; no views is 0 (SPEC.md section 9). */
export const clickThroughRate = (ad: Pick<Ad, 'clicks' | 'views'>): number =>
  ad.views > 0 ? Math.round((ad.clicks / ad.views) * 100) : 0;

/** The i18n key of an ad type's name. */
export const adTypeKey = (type: Ad['adType']): string => `busads.ads.adType.${type}`;
