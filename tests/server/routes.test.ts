import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH } from '../../src/api';
import type { Route } from '../../src/api/entities';
import { rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const routes = async (params: Record<string, string | number> = {}) =>
  rowsOf<Route>(await s.call(api.routes.list, { params: { page: 1, limit: 1000, ...params } }));
const idOf = async (table: 'countries' | 'states' | 'cities' | 'routes', name: string) =>
  (await s.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('routes list', () => {
  it('pages newest first, limit 100 by default; page 2 continues page 1; past the end is empty', async () => {
    const all = rowsOf<Route>(await s.call(api.routes.list));
    const total = await s.db
      .selectFrom('routes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(total.n));
    for (let i = 1; i < all.length; i++) expect(all[i - 1].dateCreated).toBeGreaterThanOrEqual(all[i].dateCreated);
    const [page1, page2] = [await routes({ page: 1, limit: 10 }), await routes({ page: 2, limit: 10 })];
    expect(page1).toHaveLength(10);
    expect(page2.map((r) => r.id)).toEqual(all.slice(10, 20).map((r) => r.id));
    expect(await routes({ page: 99, limit: 10 })).toEqual([]);
  });

  it('carries the distinct countries and states of the route places', async () => {
    const all = await routes();
    const lagos = all.find((r) => r.name === 'Oshodi - Ikeja');
    expect(lagos).toMatchObject({ source: 'Oshodi', countries: [{ name: 'Nigeria' }], states: [{ name: 'Lagos' }] });
    const intercity = all.find((r) => r.name === 'Ikorodu - Sagamu');
    expect(intercity?.states.map((x) => x.name)).toEqual(['Lagos', 'Ogun']);
  });

  it('filters by country, state and city of the route places', async () => {
    const fct = await routes({ stateID: await idOf('states', 'Federal Capital Territory') });
    expect(fct.length).toBeGreaterThanOrEqual(3);
    expect(fct.every((r) => r.states.some((x) => x.name === 'Federal Capital Territory'))).toBe(true);
    expect(await routes({ countryID: await idOf('countries', 'Ghana') })).toEqual([]);
    const nigeria = await routes({ countryID: await idOf('countries', 'Nigeria') });
    expect(nigeria.length).toBe((await routes()).length);
    const ikeja = await idOf('cities', 'Ikeja');
    const expected = await s.db
      .selectFrom('routePlaces')
      .select('routeId')
      .distinct()
      .where('cityId', '=', ikeja)
      .execute();
    const inIkeja = await routes({ cityID: ikeja });
    expect(inIkeja.map((r) => r.id).sort()).toEqual(expected.map((r) => r.routeId).sort());
    expect(inIkeja.length).toBeLessThan(nigeria.length);
  });

  it('filters by device and by bus ID (any case): the routes the device was placed on', async () => {
    const device = await s.db
      .selectFrom('devices')
      .select(['id', 'busID'])
      .where('id', '=', 7)
      .executeTakeFirstOrThrow();
    const placed = await s.db
      .selectFrom('devicePlaces')
      .select('routeId')
      .distinct()
      .where('deviceId', '=', device.id)
      .execute();
    const byDevice = await routes({ deviceID: device.id });
    expect(byDevice.map((r) => r.id).sort()).toEqual(placed.map((p) => p.routeId).sort());
    const sameBus = await s.db
      .selectFrom('devicePlaces')
      .innerJoin('devices', 'devices.id', 'devicePlaces.deviceId')
      .select('routeId')
      .distinct()
      .where('devices.busID', '=', device.busID)
      .execute();
    const byBus = await routes({ busID: device.busID.toLowerCase() });
    expect(byBus.map((r) => r.id).sort()).toEqual(sameBus.map((p) => p.routeId).sort());
    expect(await routes({ busID: 'NO-SUCH-BUS' })).toEqual([]);
  });

  it('answers 400 for malformed parameters', async () => {
    const token = await s.adminToken();
    for (const tail of ['0/10/-/-/-/-/-', '1/abc/-/-/-/-/-', '1/10/x/-/-/-/-', '1/10/-/-/-/-/1.5']) {
      const answer = await s.request('GET', `${API_BASE_PATH}/get/routes/-/${tail}`, { token });
      expect(answer.status, tail).toBe(400);
      expect(answer.json.error?.code).toBe(2);
    }
  });

  it('needs ADMIN_ROUTE: the viewer gets 403', async () => {
    const answer = await s.call(api.routes.list, { token: await s.login('viewer') });
    expect(answer.status).toBe(403);
  });
});
