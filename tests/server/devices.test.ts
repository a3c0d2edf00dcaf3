import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH } from '../../src/api';
import type { Device } from '../../src/api/entities';
import { countDeviceEvents, currentRoutes, DAY, nowUnix } from './helpers/devices';
import { rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const devices = async (params: Record<string, string | number> = {}, token?: string) =>
  rowsOf<Device>(await s.call(api.devices.list, { params: { page: 1, limit: 1000, ...params }, token }));
const idOf = async (table: 'countries' | 'states' | 'cities', name: string) =>
  (await s.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('devices list', () => {
  it('pages newest first with limit 25 by default; page 2 continues page 1; past the end is empty', async () => {
    const all = await devices();
    expect(all.length).toBe(83);
    for (let i = 1; i < all.length; i++) expect(all[i - 1].dateCreated).toBeGreaterThanOrEqual(all[i].dateCreated);
    const first = rowsOf<Device>(await s.call(api.devices.list));
    expect(first.map((d) => d.id)).toEqual(all.slice(0, 25).map((d) => d.id));
    expect((await devices({ page: 2, limit: 25 })).map((d) => d.id)).toEqual(all.slice(25, 50).map((d) => d.id));
    expect(await devices({ page: 5, limit: 25 })).toEqual([]);
  });

  it('lists every active device for the last day (the app sends activeStatus 1 and the last day): the dates are the views window', async () => {
    const now = nowUnix();
    const recent = await devices({ activeStatus: 1, from: now - DAY, to: now });
    expect(recent.length).toBe((await devices({ activeStatus: 1 })).length);
    expect(recent.map((d) => d.busID)).toEqual(expect.arrayContaining(['ABJ-AUT-051', 'LAG-BRT-120', 'LAG-IKS-004']));
    const awaiting = recent.find((d) => d.busID === 'LAG-BRT-120');
    expect(awaiting).toMatchObject({ routes: [], states: [{ name: 'Lagos' }], lastseen: null, totalViews: 0 });
  });

  it('finds by a case-insensitive part of the serial and by the exact bus ID in any case', async () => {
    const all = await devices();
    const part = all[10].serial.slice(4, 8).toLowerCase();
    const bySerial = await devices({ serial: part });
    expect(bySerial.map((d) => d.id)).toContain(all[10].id);
    expect(bySerial.every((d) => `${d.serial} ${d.name}`.toLowerCase().includes(part))).toBe(true);
    expect(await devices({ serial: '%' })).toEqual([]);
    const byBus = await devices({ busID: all[10].busID.toLowerCase() });
    expect(byBus.map((d) => d.id)).toEqual(all.filter((d) => d.busID === all[10].busID).map((d) => d.id));
    expect(await devices({ busID: all[10].busID.slice(0, 5) })).toEqual([]);
  });

  it('finds by a case-insensitive part of the name through the serial parameter (an extension, docs/contract.md)', async () => {
    const all = await devices();
    const name = all[10].name;
    expect(all[10].serial.toLowerCase()).not.toContain(name.slice(-6).toLowerCase());
    const byName = await devices({ serial: name.slice(-6).toUpperCase() });
    expect(byName.map((d) => d.id)).toContain(all[10].id);
    expect(byName.every((d) => `${d.serial} ${d.name}`.toLowerCase().includes(name.slice(-6).toLowerCase()))).toBe(
      true,
    );
    expect(byName.length).toBeLessThan(all.length);
  });

  it('filters by the current route only: the route of the latest placement', async () => {
    const current = await currentRoutes(s.db);
    const moved = await s.db
      .selectFrom('devicePlaces')
      .select(['deviceId', 'routeId'])
      .orderBy('dateCreated')
      .orderBy('id')
      .execute();
    const earlier = moved.find((p) => p.routeId !== null && current.get(p.deviceId) !== p.routeId);
    expect(earlier, 'the seed has a device that changed route').toBeDefined();
    const routeId = current.get(earlier?.deviceId ?? 0) ?? 0;
    const onRoute = await devices({ routeID: routeId });
    expect(onRoute.map((d) => d.id).sort()).toEqual(
      [...current]
        .filter(([, r]) => r === routeId)
        .map(([d]) => d)
        .sort(),
    );
    expect(onRoute.every((d) => d.routes[0].id === routeId)).toBe(true);
    const formerly = await devices({ routeID: earlier?.routeId ?? 0 });
    expect(formerly.map((d) => d.id)).not.toContain(earlier?.deviceId);
  });

  it('keeps every device whatever the dates, and filters by status', async () => {
    const all = await devices();
    const pivot = all[30].dateCreated;
    expect((await devices({ from: pivot })).length).toBe(all.length);
    expect((await devices({ to: pivot })).length).toBe(all.length);
    const inactive = await devices({ activeStatus: 0 });
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.length + (await devices({ activeStatus: 1 })).length).toBe(all.length);
    expect(inactive.every((d) => d.activeStatus === 0)).toBe(true);
  });

  it('filters by the country, state and city of any placement', async () => {
    const fct = await devices({ stateID: await idOf('states', 'Federal Capital Territory') });
    expect(fct.length).toBeGreaterThan(0);
    expect(fct.every((d) => d.states.some((x) => x.name === 'Federal Capital Territory'))).toBe(true);
    expect(await devices({ countryID: await idOf('countries', 'Ghana') })).toEqual([]);
    const ikeja = await idOf('cities', 'Ikeja');
    const expected = await s.db
      .selectFrom('devicePlaces')
      .innerJoin('routePlaces', 'routePlaces.routeId', 'devicePlaces.routeId')
      .select('devicePlaces.deviceId')
      .distinct()
      .where('routePlaces.cityId', '=', ikeja)
      .execute();
    const inIkeja = await devices({ cityID: ikeja });
    expect(inIkeja.map((d) => d.id).sort()).toEqual(expected.map((r) => r.deviceId).sort());
    expect(inIkeja.length).toBeGreaterThan(0);
    expect(inIkeja.length).toBeLessThan(83);
  });

  it('counts lifetime views and clicks, views of the last day, and keeps lastseen', async () => {
    const before = nowUnix();
    const all = await devices();
    const after = nowUnix();
    const busiest = [...all].sort((a, b) => b.totalViews - a.totalViews)[0];
    expect(busiest.totalViews).toBe(await countDeviceEvents(s.db, busiest.id, 'view'));
    expect(busiest.clicks).toBe(await countDeviceEvents(s.db, busiest.id, 'click'));
    expect(busiest.views).toBeGreaterThan(0);
    expect(busiest.views).toBeGreaterThanOrEqual(await countDeviceEvents(s.db, busiest.id, 'view', after - DAY, after));
    expect(busiest.views).toBeLessThanOrEqual(await countDeviceEvents(s.db, busiest.id, 'view', before - DAY, before));
    const row = await s.db
      .selectFrom('devices')
      .select('lastseen')
      .where('id', '=', busiest.id)
      .executeTakeFirstOrThrow();
    expect(busiest.lastseen).toBe(row.lastseen);
    const [windowed] = (await devices({ from: 0, to: after })).filter((d) => d.id === busiest.id);
    expect(windowed.views).toBe(busiest.totalViews);
  });

  it('answers 400 for malformed parameters and 200 for the viewer (ADMIN_DEVICE)', async () => {
    const token = await s.adminToken();
    for (const tail of [
      '-/-/-/0/25/-/-/-/-/-/-',
      '-/-/-/1/25/-/-/-/-/-/2',
      '-/-/abc/1/25/-/-/-/-/-/-',
      '-/-/-/1/25/soon/-/-/-/-/-',
    ]) {
      const answer = await s.request('GET', `${API_BASE_PATH}/devices/get/devices/-/${tail}`, { token });
      expect(answer.status, tail).toBe(400);
      expect(answer.json.error?.code).toBe(2);
    }
    expect((await devices({}, await s.login('viewer'))).length).toBe(83);
  });
});
