import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities } from '../../src/api';
import type { Ad } from '../../src/api/entities';
import { dataOf, rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const ads = async (params: Record<string, string | number>) =>
  rowsOf<Ad>(await s.call(api.ads.list, { params: { page: 1, limit: 1000, ...params } }));
const countEvents = async (adId: number, eventType: 'view' | 'click' | 'conversion') =>
  Number(
    (
      await s.db
        .selectFrom('adEvents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('adId', '=', adId)
        .where('eventType', '=', eventType)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ads list', () => {
  it('pages newest first with limit 100 by default', async () => {
    const first = rowsOf<Ad>(await s.call(api.ads.list));
    expect(first).toHaveLength(100);
    const second = await ads({ page: 2, limit: 100 });
    expect(second[0].dateCreated).toBeLessThanOrEqual(first[99].dateCreated);
    expect(second.map((a) => a.id)).not.toContain(first[99].id);
    expect(await ads({ page: 50, limit: 100 })).toEqual([]);
  });

  it('counts views, clicks and conversions from the ad events', async () => {
    const busiest = (await ads({})).sort((a, b) => b.conversions - a.conversions)[0];
    expect(busiest.conversions).toBeGreaterThan(0);
    expect(busiest.views).toBe(await countEvents(busiest.id, 'view'));
    expect(busiest.clicks).toBe(await countEvents(busiest.id, 'click'));
    expect(busiest.conversions).toBe(await countEvents(busiest.id, 'conversion'));
  });

  it('carries the vendor, its wallet, routes and media of every type', async () => {
    const all = await ads({});
    expect(new Set(all.map((a) => a.adType))).toEqual(new Set(['media', 'app', 'form']));
    const ad = all.find((a) => a.ad_medias.length > 0 && a.routes.length > 0);
    expect(ad?.ad_medias[0].media).toMatch(/^\/media\/[a-z-]+\.svg$/);
    const wallet = await s.db
      .selectFrom('wallets')
      .selectAll()
      .where('vendorId', '=', ad?.vendor.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(ad?.wallet).toEqual({ id: wallet.id, amount: wallet.amountKobo / 100 });
    expect(all.some((a) => a.ad_medias.length === 0)).toBe(true);
  });

  it('filters by vendor, type, status and creation dates', async () => {
    const all = await ads({});
    const vendorId = all[0].vendor.id;
    expect((await ads({ vendorID: vendorId })).every((a) => a.vendor.id === vendorId)).toBe(true);
    const forms = await ads({ adType: 'form', accessStatus: 0 });
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.every((a) => a.adType === 'form' && a.activeStatus === 0)).toBe(true);
    const pivot = all[20].dateCreated;
    expect((await ads({ dateFrom: pivot })).length).toBe(all.filter((a) => a.dateCreated >= pivot).length);
    expect((await ads({ dateTo: pivot })).length).toBe(all.filter((a) => a.dateCreated <= pivot).length);
  });

  it('filters by route and by the places of the routes', async () => {
    const route = await s.db
      .selectFrom('routes')
      .selectAll()
      .where('name', '=', 'Oshodi - Ikeja')
      .executeTakeFirstOrThrow();
    const onRoute = await ads({ routeID: route.id });
    expect(onRoute.length).toBeGreaterThan(0);
    expect(onRoute.every((a) => a.routes.some((r) => r.id === route.id))).toBe(true);
    const fct = await s.db
      .selectFrom('states')
      .select('id')
      .where('name', '=', 'Federal Capital Territory')
      .executeTakeFirstOrThrow();
    const inAbuja = await ads({ stateID: fct.id });
    expect(inAbuja.length).toBeGreaterThan(0);
    expect(inAbuja.length).toBeLessThan((await ads({})).length / 2);
    const ikeja = await s.db.selectFrom('cities').select('id').where('name', '=', 'Ikeja').executeTakeFirstOrThrow();
    const inIkeja = await ads({ cityID: ikeja.id });
    expect(inIkeja.length).toBeGreaterThan(0);
    expect(inIkeja.every((a) => a.routes.length > 0)).toBe(true);
  });

  it('filters by bus ID (any case) and device: ads on the routes the bus runs', async () => {
    const device = await s.db.selectFrom('devices').select(['id', 'busID']).orderBy('id').executeTakeFirstOrThrow();
    const places = await s.db.selectFrom('devicePlaces').select('routeId').where('deviceId', '=', device.id).execute();
    const routeIds = new Set(places.map((p) => p.routeId));
    const byDevice = await ads({ deviceID: device.id });
    expect(byDevice.length).toBeGreaterThan(0);
    expect(byDevice.every((a) => a.routes.some((r) => routeIds.has(r.id)))).toBe(true);
    const byBus = await ads({ busID: device.busID.toLowerCase() });
    expect(byBus.map((a) => a.id)).toEqual(byDevice.map((a) => a.id));
    expect(await ads({ busID: 'NO-SUCH-BUS' })).toEqual([]);
  });
});

describe('ad status toggle', () => {
  const logRows = (adId: number) =>
    s.db
      .selectFrom('activityLogs')
      .select(['activityLogDesc', 'adminId'])
      .where('activityLogDesc', 'like', `%ctivated ad % (#${adId})`)
      .execute();
  const statusOf = async (adId: number) =>
    (await s.db.selectFrom('ads').select('activeStatus').where('id', '=', adId).executeTakeFirstOrThrow()).activeStatus;

  it('sets the status, answers a message and writes one log row each time', async () => {
    const ad = (await ads({ accessStatus: 1 }))[0];
    const off = await s.call(api.ads.toggle, { params: { id: ad.id, status: 0 } });
    expect(entities.Ack.parse(dataOf(off)).message).toContain(ad.name);
    expect(await statusOf(ad.id)).toBe(0);
    expect(await logRows(ad.id)).toEqual([{ activityLogDesc: `Deactivated ad ${ad.name} (#${ad.id})`, adminId: 1 }]);
    expect((await ads({ accessStatus: 0 })).map((a) => a.id)).toContain(ad.id);
    expect(dataOf(await s.call(api.ads.toggle, { params: { id: ad.id, status: 1 } }))).toBeDefined();
    expect(await statusOf(ad.id)).toBe(1);
    expect(await logRows(ad.id)).toHaveLength(2);
  });

  it('answers 404 code 1 for an unknown ad and 400 for a status other than 0 or 1', async () => {
    const missing = await s.call(api.ads.toggle, { params: { id: 999_999, status: 1 } });
    expect(missing.json).toEqual({ error: { code: 1, message: 'Ad not found', status: 404 } });
    const bad = await s.request('PUT', `${API_BASE_PATH}/toggle/ad/1/active-status/2`, { token: await s.adminToken() });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.code).toBe(2);
    const dash = await s.call(api.ads.toggle, { params: { id: null, status: 1 } });
    expect(dash.status).toBe(400);
  });

  it('needs ADMIN_AD: the viewer gets 403 and nothing changes', async () => {
    const ad = (await ads({}))[0];
    const answer = await s.call(api.ads.toggle, {
      params: { id: ad.id, status: ad.activeStatus ? 0 : 1 },
      token: await s.login('viewer'),
    });
    expect(answer.status).toBe(403);
    expect(await statusOf(ad.id)).toBe(ad.activeStatus);
  });
});
