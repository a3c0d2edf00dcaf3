import { PRIVILEGE_NAMES } from '../../api';
import { DEMO_SIGN_IN } from '../../config';
import type { Ad, Topup } from '../../api/entities';
import { mockActivityLogs } from './activity';
import { mockAdmins } from './admins';
import { mockAds } from './ads';
import { mockDeviceHistory, mockDevices } from './deviceData';
import { mockInsights } from './insights';
import { mockPricePlans, mockPrices, mockPriceTypes } from './pricing';
import { computeReport } from './reports';
import { mockRoutes } from './routes';
import { mockTopups, mockWallets } from './topups';
import type { MockData } from './types';
import { mockVendors } from './vendors';
import { mockWorld } from './world';

const DAY = 86_400;


/** Spreads rows made close together (newest first) over the year back from `now`, so reports have a year of figures. */
function overAYear(topups: Topup[], now: number): Topup[] {
  const step = Math.floor((365 * DAY) / topups.length);
  return topups.map((t, i) => {
    const at = now - i * step;
    return { ...t, dateCreated: at, timePaid: t.timePaid === null ? null : at };
  });
}

/**
 * Mock mode may run on a static host with no API: ad images come from the build (public/demo-media,
 * copies of server/media), and the made-up CDN videos are left out so nothing is asked of other hosts.
 */
function withBuiltInMedia(ads: Ad[]): Ad[] {
  const image = (path: string) => path.replace(/^\/media\/ad-(\d+)\.svg$/, (_, n: string) => `/demo-media/ad-${((Number(n) - 1) % 6) + 1}.svg`);
  return ads.map((ad) => ({
    ...ad,
    ad_medias: ad.ad_medias.filter((m) => m.mediaType !== 'video').map((m) => ({ ...m, media: image(m.media) })),
  }));
}

/**
 * The whole demo world of mock mode, dated back from `now`: an admin with every privilege, Lagos and
 * Abuja routes and buses, vendors with wallets and a year of naira topups, ads, insights and logs.
 */
export function demoData(now = Math.floor(Date.now() / 1000)): MockData {
  const world = mockWorld();
  const vendors = mockVendors(64, now);
  const routes = mockRoutes(24, world, now);
  const devices = mockDevices(72, routes, now);
  const wallets = mockWallets(vendors);
  const admins = mockAdmins(9, 2, now);
  const profile: MockData['profile'] = {
    id: 1, fullname: 'Adaeze Okonkwo', username: DEMO_SIGN_IN.username, email: 'adaeze.okonkwo@busads.ng', phone: '+2348031234567',
    address: '12 Awolowo Road, Ikoyi, Lagos', profilePicture: null, privileges: [...PRIVILEGE_NAMES], usertype: 0,
  };
  const data: MockData = {
    profile,
    dashboard: { totalTopupSum: 0, totalSelfTopupSum: 0, totalSystemTopupSum: 0, totalRoutes: 0, vendorsCount: 0, totalAds: 0, totalActiveAds: 0, totalInactiveAds: 0, totalBlockedAds: 0, totalViews: 0 },
    vendors,
    ...world,
    routes,
    ads: withBuiltInMedia(mockAds(90, vendors, routes.slice(0, 10), now)),
    devices,
    deviceHistory: mockDeviceHistory(devices, routes, now),
    wallets,
    topups: overAYear(mockTopups(wallets, 730, now), now),
    ...mockInsights(vendors, { now, transactions: 120, customers: 150 }),
    prices: mockPrices(30, vendors, now),
    pricePlans: mockPricePlans(12, vendors, now),
    priceTypes: mockPriceTypes(),
    admins,
    activityLogs: mockActivityLogs([profile, ...admins], vendors, { now, count: 240 }),
    report: undefined,
  };
  const all = computeReport(data, {});
  data.dashboard = {
    totalTopupSum: all.totalTopupSum, totalSelfTopupSum: all.totalSelfTopupSum, totalSystemTopupSum: all.totalSystemTopupSum,
    totalRoutes: routes.length, vendorsCount: vendors.length, totalAds: all.totalAds, totalActiveAds: all.totalActiveAds,
    totalInactiveAds: all.totalInactiveAds, totalBlockedAds: all.totalBlockedAds, totalViews: all.totalViews,
  };
  return data;
}
