import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities } from '../../src/api';
import type { DeviceActionCounts, DeviceHistory } from '../../src/api/entities';
import { countDeviceEvents, DAY, nowUnix } from './helpers/devices';
import { dataOf, rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const counts = async (deviceID: number | null, fromDate?: number, toDate?: number, token?: string) =>
  s.call(api.devices.actionCounts, { params: { deviceID, fromDate, toDate }, token });
const historyOf = async (params: Record<string, string | number> = {}) =>
  rowsOf<DeviceHistory>(await s.call(api.devices.history, { params: { page: 1, limit: 1000, ...params } }));

describe('device action counts', () => {
  it('counts the views and clicks stored for the device between the dates, both included', async () => {
    const now = nowUnix();
    const [from, to] = [now - 9 * DAY, now - 2 * DAY];
    const answer = entities.DeviceActionCounts.parse(dataOf(await counts(3, from, to)));
    const bus = await s.db.selectFrom('devices').select('busID').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(answer).toEqual({
      id: 3,
      busID: bus.busID,
      fromDate: from,
      toDate: to,
      views: await countDeviceEvents(s.db, 3, 'view', from, to),
      clicks: await countDeviceEvents(s.db, 3, 'click', from, to),
    });
    expect(answer.views).toBeGreaterThan(answer.clicks);
    expect(answer.clicks).toBeGreaterThan(0);
  });

  it('defaults to the last day: a missing start is a day before the end, a missing end is now', async () => {
    const before = nowUnix();
    const open = dataOf<DeviceActionCounts>(await counts(3));
    expect(open.toDate).toBeGreaterThanOrEqual(before);
    expect(open.fromDate).toBe(open.toDate - DAY);
    expect(open.views).toBe(await countDeviceEvents(s.db, 3, 'view', open.fromDate, open.toDate));
    const ended = dataOf<DeviceActionCounts>(await counts(3, undefined, before - 5 * DAY));
    expect(ended.fromDate).toBe(before - 6 * DAY);
    expect(dataOf<DeviceActionCounts>(await counts(3, before, before - DAY))).toMatchObject({ views: 0, clicks: 0 });
  });

  it('answers 404 code 1 for an unknown device, 400 for a missing device or a bad date, 200 for the viewer', async () => {
    expect((await counts(99_999)).json).toEqual({ error: { code: 1, message: 'Device not found', status: 404 } });
    expect((await counts(null)).status).toBe(400);
    const bad = await s.request('GET', `${API_BASE_PATH}/devices/get/device-action-counts/3/yesterday/-`, {
      token: await s.adminToken(),
    });
    expect(bad.json.error).toMatchObject({ code: 2, status: 400 });
    expect((await counts(3, undefined, undefined, await s.login('viewer'))).status).toBe(200);
  });
});

describe('device history', () => {
  it('pages newest first with limit 20 by default; page 2 continues page 1; past the end is empty', async () => {
    const first = rowsOf<DeviceHistory>(await s.call(api.devices.history));
    expect(first).toHaveLength(20);
    const all = await historyOf();
    expect(first.map((h) => h.id)).toEqual(all.slice(0, 20).map((h) => h.id));
    expect((await historyOf({ page: 2, limit: 20 })).map((h) => h.id)).toEqual(all.slice(20, 40).map((h) => h.id));
    for (let i = 1; i < all.length; i++) expect(all[i - 1].dateCreated).toBeGreaterThanOrEqual(all[i].dateCreated);
    expect(await historyOf({ page: 500, limit: 20 })).toEqual([]);
  });

  it('carries the device, its views in the entry, the route with its places and the entry places', async () => {
    const [entry] = await historyOf({ deviceID: 3, limit: 1 });
    const stored = await s.db
      .selectFrom('deviceHistory')
      .selectAll()
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(entry.device).toMatchObject({ id: 3, views: stored.views });
    expect(entry.route?.states.map((x) => x.name)).toContain('Lagos');
    expect(entry.countries.map((c) => c.name)).toEqual(['Nigeria']);
    expect(entry.states).toHaveLength(1);
  });

  it('filters by device, bus (any case), country, state, route and city', async () => {
    const stored = await s.db.selectFrom('deviceHistory').selectAll().execute();
    const [sample] = await historyOf({ deviceID: 3, limit: 1 });
    const byDevice = await historyOf({ deviceID: 3 });
    expect(byDevice.length).toBe(stored.filter((h) => h.deviceId === 3).length);
    expect(byDevice.every((h) => h.device.id === 3)).toBe(true);
    const byBus = await historyOf({ busID: sample.busID.toLowerCase() });
    expect(byBus.length).toBe(stored.filter((h) => h.busID === sample.busID).length);
    expect(byBus.length).toBeGreaterThan(1);
    const fct = await s.db
      .selectFrom('states')
      .select('id')
      .where('name', '=', 'Federal Capital Territory')
      .executeTakeFirstOrThrow();
    const byState = await historyOf({ stateID: fct.id });
    expect(byState.length).toBe(stored.filter((h) => h.stateId === fct.id).length);
    expect(byState.every((h) => h.states[0].id === fct.id)).toBe(true);
    expect(await historyOf({ countryID: 2 })).toEqual([]);
    const byRoute = await historyOf({ routeID: sample.route?.id ?? 0 });
    expect(byRoute.length).toBe(stored.filter((h) => h.routeId === sample.route?.id).length);
    expect(byRoute.every((h) => h.route?.id === sample.route?.id)).toBe(true);
    const ikeja = (await s.db.selectFrom('cities').select('id').where('name', '=', 'Ikeja').executeTakeFirstOrThrow())
      .id;
    const through = new Set(
      (await s.db.selectFrom('routePlaces').select('routeId').where('cityId', '=', ikeja).execute()).map(
        (r) => r.routeId,
      ),
    );
    const byCity = await historyOf({ cityID: ikeja });
    expect(byCity.length).toBe(stored.filter((h) => h.routeId !== null && through.has(h.routeId)).length);
    expect(byCity.length).toBeGreaterThan(0);
  });

  it('keeps the entries whose span overlaps from/to', async () => {
    const stored = await s.db.selectFrom('deviceHistory').selectAll().execute();
    const now = nowUnix();
    const [from, to] = [now - 3 * DAY, now - 2 * DAY];
    const window = await historyOf({ from, to });
    expect(window.length).toBe(stored.filter((h) => h.dateUpdated >= from && h.dateCreated <= to).length);
    expect(window.length).toBeGreaterThan(0);
    expect((await historyOf({ from: now - DAY, to: now })).length).toBeGreaterThan(50);
  });

  it('answers 400 for malformed parameters and 200 for the viewer', async () => {
    const token = await s.adminToken();
    for (const tail of ['-/x/-/-/-/-/-/-/1/20', '-/-/-/-/-/-/-/-/0/20', '-/-/-/-/-/-/-/-/1/1001']) {
      const answer = await s.request('GET', `${API_BASE_PATH}/devices/get/device-history/-/${tail}`, { token });
      expect(answer.status, tail).toBe(400);
    }
    expect((await s.call(api.devices.history, { token: await s.login('viewer') })).status).toBe(200);
  });
});
