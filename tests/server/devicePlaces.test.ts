import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, entities } from '../../src/api';
import type { Device } from '../../src/api/entities';
import { currentRoutes } from './helpers/devices';
import { dataOf, idByName, rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
let ids: Record<'nigeria' | 'ghana' | 'lagos' | 'fct' | 'kano' | 'accra' | 'lagosRoute' | 'fctRoute', number>;
beforeAll(async () => {
  s = await startTestServer();
  const id = (table: 'countries' | 'states' | 'routes', name: string) => idByName(s, table, name);
  ids = {
    nigeria: await id('countries', 'Nigeria'),
    ghana: await id('countries', 'Ghana'),
    lagos: await id('states', 'Lagos'),
    fct: await id('states', 'Federal Capital Territory'),
    kano: await id('states', 'Kano'),
    accra: await id('states', 'Greater Accra'),
    lagosRoute: await id('routes', 'Costain - Obalende'),
    fctRoute: await id('routes', 'Kubwa - Berger'),
  };
});
afterAll(() => s?.close());

type Place = { countryID: number; stateID?: number | null; routeID?: number | null };
const assign = (deviceID: number, placeIDs: Place[]) =>
  s.call(api.devices.assignPlaces, { body: { deviceID, placeIDs } });
const history = (deviceId: number) =>
  s.db.selectFrom('deviceHistory').selectAll().where('deviceId', '=', deviceId).orderBy('id').execute();
const placements = (deviceId: number) =>
  s.db.selectFrom('devicePlaces').selectAll().where('deviceId', '=', deviceId).orderBy('id').execute();
const logs = (deviceId: number) =>
  s.db
    .selectFrom('activityLogs')
    .select('activityLogDesc')
    .where('activityLogDesc', 'like', `Assigned device % (#${deviceId}) to %`)
    .execute();

describe('assign a device to places', () => {
  it('makes the route of the last row the current route, adds a history entry and a log row', async () => {
    const deviceId = 30;
    const [before, historyBefore] = [await placements(deviceId), await history(deviceId)];
    const answer = await assign(deviceId, [
      { countryID: ids.nigeria, stateID: ids.lagos, routeID: ids.lagosRoute },
      { countryID: ids.nigeria, stateID: ids.fct, routeID: ids.fctRoute },
    ]);
    const device = entities.Device.parse(dataOf(answer));
    expect(device.routes.slice(0, 2).map((r) => r.id)).toEqual([ids.fctRoute, ids.lagosRoute]);
    expect(device.states[0].id).toBe(ids.fct);
    const after = await placements(deviceId);
    expect(after).toHaveLength(before.length + 2);
    expect(after.at(-1)?.dateCreated).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 5);
    expect((await currentRoutes(s.db)).get(deviceId)).toBe(ids.fctRoute);
    const onRoute = rowsOf<Device>(await s.call(api.devices.list, { params: { routeID: ids.fctRoute, limit: 1000 } }));
    expect(onRoute.map((d) => d.id)).toContain(deviceId);
    const entries = await history(deviceId);
    expect(entries).toHaveLength(historyBefore.length + 1);
    const busID = (
      await s.db.selectFrom('devices').select('busID').where('id', '=', deviceId).executeTakeFirstOrThrow()
    ).busID;
    expect(entries.at(-1)).toMatchObject({
      busID,
      routeId: ids.fctRoute,
      countryId: ids.nigeria,
      stateId: ids.fct,
      views: 0,
    });
    expect(await logs(deviceId)).toHaveLength(1);
  });

  it('places a device in a state without a route: the current route stays', async () => {
    const deviceId = 31;
    const current = (await currentRoutes(s.db)).get(deviceId);
    const device = dataOf<Device>(await assign(deviceId, [{ countryID: ids.nigeria, stateID: ids.kano }]));
    expect(device.states[0].name).toBe('Kano');
    expect(device.routes[0].id).toBe(current);
    expect((await history(deviceId)).at(-1)).toMatchObject({ routeId: null, stateId: ids.kano });
  });
});

describe('refusals', () => {
  it.each<[string, Place[], string]>([
    ['an unknown country', [{ countryID: 9999 }], 'Country #9999 does not exist'],
    ['a state of another country', [{ countryID: 2, stateID: 25 }], 'State Lagos (#25) is not in Ghana'],
    ['an unknown route', [{ countryID: 1, stateID: 25, routeID: 9999 }], 'Route #9999 does not exist'],
    [
      'a route outside the state',
      [{ countryID: 1, stateID: 15, routeID: 1 }],
      'does not pass through Federal Capital Territory, Nigeria',
    ],
    ['a route outside the country', [{ countryID: 2, routeID: 1 }], 'does not pass through Ghana'],
  ])('refuses %s with 400 code 1 and changes nothing', async (_, placeIDs, message) => {
    const [before, historyBefore, logsBefore] = [await placements(40), await history(40), await logs(40)];
    const answer = await assign(40, placeIDs);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 1, status: 400 });
    expect(answer.json.error?.message).toContain(message);
    expect(await placements(40)).toEqual(before);
    expect(await history(40)).toEqual(historyBefore);
    expect(await logs(40)).toEqual(logsBefore);
  });

  it('answers 404 code 1 for an unknown device', async () => {
    expect((await assign(99_999, [{ countryID: ids.nigeria }])).json).toEqual({
      error: { code: 1, message: 'Device not found', status: 404 },
    });
  });

  it.each([
    ['no rows', { deviceID: 40, placeIDs: [] }, 'placeIDs'],
    ['a missing device', { placeIDs: [{ countryID: 1 }] }, 'deviceID'],
    ['a text route id', { deviceID: 40, placeIDs: [{ countryID: 1, routeID: 'x' }] }, 'placeIDs.0.routeID'],
  ])('answers 400 code 2 for %s', async (_, body, field) => {
    const answer = await s.call(api.devices.assignPlaces, { body });
    expect(answer.status).toBe(400);
    expect(answer.json.error?.code).toBe(2);
    expect(answer.json.error?.message).toContain(`${field}:`);
  });

  it('is open to the viewer (ADMIN_DEVICE)', async () => {
    const token = await s.login('viewer');
    const answer = await s.call(api.devices.assignPlaces, {
      token,
      body: { deviceID: 41, placeIDs: [{ countryID: ids.nigeria, stateID: ids.lagos, routeID: ids.lagosRoute }] },
    });
    expect(answer.status).toBe(200);
  });
});
