import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import type { Ad, Device } from '../../src/api/entities';
import { mockAdRoutes, mockAds } from '../../src/dataProvider/mock/ads';
import { createMockCall } from '../../src/dataProvider/mockBackend';
import { clickThroughRate } from '../../src/resources/ads/adValues';
import { mediaUrl } from '../../src/components/urls';
import { demoProfile } from '../components/renderAdmin';

const bus: Device = {
  id: 7, name: 'Bus 7 screen', serial: 'SN-007', busID: 'LAG-BRT-07', phone: '+2348030000007', activeStatus: 1,
  states: [], routes: [{ id: 4, name: 'Garki - Wuse 2' }], totalViews: 0, clicks: 0, views: 0, lastseen: null, dateCreated: 0,
};
const ads = mockAds(60);
const call = createMockCall({ profile: demoProfile, ads, routes: mockAdRoutes, devices: [bus] });
const list = async (params: Record<string, string | number>) =>
  ((await call(api.ads.list, { params: { page: 1, limit: 100, ...params } })).data as { all: Ad[] }).all;
const ids = (rows: Ad[]) => rows.map((a) => a.id);

describe('ad values', () => {
  it('rounds the click-through rate and gives 0 without views', () => {
    expect(clickThroughRate({ clicks: 45, views: 1000 })).toBe(5);
    expect(clickThroughRate({ clicks: 44, views: 1000 })).toBe(4);
    expect(clickThroughRate({ clicks: 0, views: 0 })).toBe(0);
  });

  it('prefixes relative media paths with the API base and keeps http(s) ones', () => {
    expect(mediaUrl('/media/ad-1.svg', 'https://api.busads.ng')).toBe('https://api.busads.ng/media/ad-1.svg');
    expect(mediaUrl('media/ad-1.svg', 'https://api.busads.ng')).toBe('https://api.busads.ng/media/ad-1.svg');
    expect(mediaUrl('/media/ad-1.svg', '')).toBe('/media/ad-1.svg');
    expect(mediaUrl('HTTPS://cdn.busads.ng/v.mp4', 'https://api.busads.ng')).toBe('HTTPS://cdn.busads.ng/v.mp4');
  });
});

describe('mock ads backend', () => {
  it('believable data: three types, ads without media and without views', () => {
    expect(new Set(ads.map((a) => a.adType))).toEqual(new Set(['media', 'app', 'form']));
    expect(ads.some((a) => a.ad_medias.length === 0)).toBe(true);
    expect(ads.some((a) => a.views === 0)).toBe(true);
    expect(ads.flatMap((a) => a.ad_medias).some((m) => m.media.startsWith('/media/'))).toBe(true);
  });

  it('pages like the API', async () => {
    expect(ids(await list({ page: 2, limit: 25 }))).toEqual(ids(ads.slice(25, 50)));
  });

  it('filters by route, places of the routes, bus and device', async () => {
    const onRoute4 = ids(ads.filter((a) => a.routes.some((r) => r.id === 4)));
    expect(onRoute4.length).toBeGreaterThan(0);
    expect(ids(await list({ routeID: 4 }))).toEqual(onRoute4);
    expect(ids(await list({ stateID: 2 }))).toEqual(onRoute4);
    expect(ids(await list({ cityID: 3 }))).toEqual(onRoute4); // Garki is in the FCT
    expect(ids(await list({ busID: 'lag-brt-07' }))).toEqual(onRoute4);
    expect(ids(await list({ deviceID: 7 }))).toEqual(onRoute4);
    expect(await list({ countryID: 2 })).toEqual([]);
  });

  it('filters by vendor, type, status and creation dates', async () => {
    const rows = await list({ vendorID: ads[0].vendor.id, adType: 'media', accessStatus: 1 });
    expect(rows.length).toBeGreaterThan(0);
    for (const a of rows) expect(a).toMatchObject({ vendor: { id: ads[0].vendor.id }, adType: 'media', activeStatus: 1 });
    expect(ids(await list({ dateFrom: ads[4].dateCreated, dateTo: ads[2].dateCreated }))).toEqual(ids(ads.slice(2, 5)));
  });

  it('toggles the status, and refuses an unknown ad', async () => {
    await call(api.ads.toggle, { params: { id: ads[0].id, status: 0 } });
    expect(ads[0].activeStatus).toBe(0);
    await expect(call(api.ads.toggle, { params: { id: 9999, status: 1 } })).rejects.toThrow('Ad not found');
  });
});
