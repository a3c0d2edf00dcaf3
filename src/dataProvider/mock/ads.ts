import { HttpError } from 'react-admin';
import { api } from '../../api';
import type { Ad, Named } from '../../api/entities';
import { mockAdCampaigns } from './adCampaigns';
import { num, pageOf, type AreaHandlers, type MockData, type Params } from './types';
import { mockVendors } from './vendors';

/**
 * The ads calls: the list honours every path filter of SPEC.md section 7 and pages like the API;
 * place, bus and device filters match the places of the ad's routes and the devices on them.
 */
export const adsHandlers: AreaHandlers = (data) => [
  [api.ads.list, (p) => pageOf(data.ads.filter((ad) => matches(ad, p, data)), p, 100)],
  [
    api.ads.toggle,
    (p) => {
      const ad = data.ads.find((a) => a.id === num(p.id));
      if (!ad) throw new HttpError('Ad not found', 404, { code: 1 });
      ad.activeStatus = num(p.status)!;
      return { message: 'Ad status changed' };
    },
  ],
];

function matches(ad: Ad, p: Params, data: MockData): boolean {
  const routeIds = new Set(ad.routes.map((r) => r.id));
  const routes = data.routes.filter((r) => routeIds.has(r.id));
  const stateOfCity = data.cities.find((c) => c.id === num(p.cityID))?.stateID;
  const devices = data.devices.filter((d) => d.routes.some((r) => routeIds.has(r.id)));
  const is = (want: number | undefined, got: number) => want === undefined || want === got;
  return (
    (num(p.routeID) === undefined || routeIds.has(num(p.routeID)!)) &&
    is(num(p.vendorID), ad.vendor.id) &&
    is(num(p.accessStatus), ad.activeStatus) &&
    (p.adType === undefined || p.adType === ad.adType) &&
    (num(p.dateFrom) === undefined || ad.dateCreated >= num(p.dateFrom)!) &&
    (num(p.dateTo) === undefined || ad.dateCreated <= num(p.dateTo)!) &&
    (num(p.countryID) === undefined || routes.some((r) => r.countries.some((c) => c.id === num(p.countryID)))) &&
    (num(p.stateID) === undefined || routes.some((r) => r.states.some((s) => s.id === num(p.stateID)))) &&
    (num(p.cityID) === undefined || routes.some((r) => r.states.some((s) => s.id === stateOfCity))) &&
    (p.busID === undefined || devices.some((d) => d.busID.toLowerCase() === String(p.busID).toLowerCase())) &&
    (num(p.deviceID) === undefined || devices.some((d) => d.id === num(p.deviceID)))
  );
}

/** Lagos and Abuja bus routes the mock ads run on (ids match mockAdRoutes' places: Nigeria 1, Lagos 1, FCT 2). */
export const mockAdRoutes: MockData['routes'] = [
  { id: 1, name: 'Ikeja - CMS', source: 'Ikeja Along', countries: [{ id: 1, name: 'Nigeria' }], states: [{ id: 1, name: 'Lagos' }], dateCreated: 1_790_000_000 },
  { id: 2, name: 'Oshodi - Lekki Phase 1', source: 'Oshodi Terminal', countries: [{ id: 1, name: 'Nigeria' }], states: [{ id: 1, name: 'Lagos' }], dateCreated: 1_790_100_000 },
  { id: 3, name: 'Yaba - Obalende', source: 'Yaba Bus Stop', countries: [{ id: 1, name: 'Nigeria' }], states: [{ id: 1, name: 'Lagos' }], dateCreated: 1_790_200_000 },
  { id: 4, name: 'Garki - Wuse 2', source: 'Area 1 Park', countries: [{ id: 1, name: 'Nigeria' }], states: [{ id: 2, name: 'Abuja FCT' }], dateCreated: 1_790_300_000 },
];

/**
 * Believable ads, newest first: Nigerian brands, the three ad types, SVG images served by the API
 * ('/media/ad-N.svg') and a few absolute video URLs; every seventh ad has no media and every fifth no views.
 */
export function mockAds(count: number, vendors = mockVendors(20), routes: Named[] = mockAdRoutes, now = Date.UTC(2026, 10, 22) / 1000): Ad[] {
  const campaigns = mockAdCampaigns();
  return Array.from({ length: count }, (_, i) => {
    const c = campaigns[i % campaigns.length];
    const vendor = vendors[i % vendors.length];
    const views = i % 5 === 2 ? 0 : 400 + ((i * 397) % 9600);
    const clicks = views === 0 ? 0 : Math.floor((views * ((i % 9) + 1)) / 100);
    const id = count - i;
    const medias: Ad['ad_medias'] =
      i % 7 === 6
        ? []
        : [
            { id: id * 10 + 1, media: `/media/ad-${(i % 12) + 1}.svg`, mediaType: 'IMAGE' },
            ...(i % 4 === 1 ? [{ id: id * 10 + 2, media: `https://cdn.busads.ng/videos/${c.slug}.mp4`, mediaType: 'video' as const }] : []),
          ];
    return {
      id,
      name: c.name,
      actionLink: c.link,
      caption: c.caption,
      views,
      clicks,
      conversions: c.type === 'form' ? Math.floor(clicks / 4) : Math.floor(clicks / 10),
      currDailyCost: views === 0 ? 0 : 250 + (i % 8) * 125.5,
      maxDailyLimit: 5000 + (i % 6) * 2500,
      adType: c.type,
      conversionUrl: c.type === 'form' ? `https://forms.busads.ng/${c.slug}` : null,
      activeStatus: i % 6 === 4 ? 0 : 1,
      blocked: i % 23 === 11 ? 1 : 0,
      dateCreated: now - i * 3600 * 5,
      vendor: { id: vendor.id, fullname: vendor.fullname, username: vendor.username, email: vendor.email, phone: vendor.phone, accessStatus: vendor.accessStatus },
      wallet: i % 10 === 9 ? null : { id: vendor.id, amount: 2500 + ((i * 7919) % 250_000) + 0.5 * (i % 2) },
      routes: routes.length ? [routes[i % routes.length], ...(i % 3 === 0 && routes.length > 1 ? [routes[(i + 1) % routes.length]] : [])] : [],
      ad_medias: medias,
    };
  });
}
