import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, entities } from '../../src/api';
import type { Route } from '../../src/api/entities';
import { dataOf, idByName, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
let ids: Record<'nigeria' | 'ghana' | 'lagos' | 'ogun' | 'accra' | 'ashanti' | 'route', number>;
beforeAll(async () => {
  s = await startTestServer();
  const id = (table: 'countries' | 'states' | 'routes', name: string) => idByName(s, table, name);
  ids = {
    nigeria: await id('countries', 'Nigeria'),
    ghana: await id('countries', 'Ghana'),
    lagos: await id('states', 'Lagos'),
    ogun: await id('states', 'Ogun'),
    accra: await id('states', 'Greater Accra'),
    ashanti: await id('states', 'Ashanti'),
    route: await id('routes', 'TBS - Ikorodu'),
  };
});
afterAll(() => s?.close());

type Place = { countryID: number; stateID?: number | null };
const assign = (places: Place[], routeID = ids.route) => s.call(api.routes.assignPlaces, { body: { routeID, places } });
const unassign = (places: Place[], routeID = ids.route) =>
  s.call(api.routes.unassignPlaces, { body: { routeID, places } });
const placeRows = () =>
  s.db
    .selectFrom('routePlaces')
    .select(['countryId', 'stateId', 'cityId'])
    .where('routeId', '=', ids.route)
    .orderBy('id')
    .execute();
const logCount = async () =>
  (
    await s.db
      .selectFrom('activityLogs')
      .select('id')
      .where('activityLogDesc', 'like', '%route TBS - Ikorodu%')
      .execute()
  ).length;

describe('assign places to a route', () => {
  it('adds a state and answers the updated route; assigning again changes nothing', async () => {
    const before = await placeRows();
    const route = entities.Route.parse(dataOf(await assign([{ countryID: ids.nigeria, stateID: ids.ogun }])));
    expect(route.states.map((x) => x.name)).toEqual(['Lagos', 'Ogun']);
    expect(await placeRows()).toEqual([...before, { countryId: ids.nigeria, stateId: ids.ogun, cityId: null }]);
    const again = dataOf<Route>(
      await assign([
        { countryID: ids.nigeria, stateID: ids.ogun },
        { countryID: ids.nigeria, stateID: ids.lagos },
      ]),
    );
    expect(again).toEqual(route);
    expect(await placeRows()).toHaveLength(before.length + 1);
    expect(await logCount()).toBe(2);
  });

  it('adds a country without a state only when the route has no place there yet', async () => {
    const before = (await placeRows()).length;
    await assign([{ countryID: ids.nigeria }]);
    expect(await placeRows()).toHaveLength(before);
    const route = dataOf<Route>(await assign([{ countryID: ids.ghana, stateID: null }]));
    expect(route.countries.map((c) => c.name)).toEqual(['Ghana', 'Nigeria']);
    expect(await placeRows()).toHaveLength(before + 1);
  });
});

describe('unassign places from a route', () => {
  it('removes one state and leaves the other', async () => {
    await assign([
      { countryID: ids.ghana, stateID: ids.accra },
      { countryID: ids.ghana, stateID: ids.ashanti },
    ]);
    const route = dataOf<Route>(await unassign([{ countryID: ids.ghana, stateID: ids.accra }]));
    expect(route.states.map((x) => x.name)).toContain('Ashanti');
    expect(route.states.map((x) => x.name)).not.toContain('Greater Accra');
    expect(route.countries.map((c) => c.name)).toContain('Ghana');
  });

  it('removes every place of a country given without a state, and nothing else', async () => {
    const logs = await logCount();
    const route = dataOf<Route>(await unassign([{ countryID: ids.ghana }]));
    expect(route.countries.map((c) => c.name)).toEqual(['Nigeria']);
    expect((await placeRows()).some((r) => r.countryId === ids.ghana)).toBe(false);
    expect(route.states.map((x) => x.name)).toEqual(['Lagos', 'Ogun']);
    expect(await logCount()).toBe(logs + 1);
    expect(dataOf<Route>(await unassign([{ countryID: ids.ghana }]))).toEqual(route);
  });
});

describe('refusals', () => {
  it('refuses unknown countries and states, and a state of another country (400 code 1), changing nothing', async () => {
    const before = await placeRows();
    const logs = await logCount();
    const cases: [Place[], string][] = [
      [[{ countryID: 9999 }], 'Country #9999 does not exist'],
      [[{ countryID: ids.nigeria, stateID: 9999 }], 'State #9999 does not exist'],
      [
        [
          { countryID: ids.nigeria, stateID: ids.ogun },
          { countryID: ids.ghana, stateID: ids.lagos },
        ],
        `State Lagos (#${ids.lagos}) is not in Ghana`,
      ],
    ];
    for (const [places, message] of cases) {
      for (const call of [assign, unassign])
        expect((await call(places)).json).toEqual({ error: { code: 1, message, status: 400 } });
    }
    expect(await placeRows()).toEqual(before);
    expect(await logCount()).toBe(logs);
  });

  it('answers 404 code 1 for an unknown route', async () => {
    expect((await assign([{ countryID: ids.nigeria }], 99_999)).json).toEqual({
      error: { code: 1, message: 'Route not found', status: 404 },
    });
  });

  it.each([
    ['no places', { routeID: 1, places: [] }, 'places'],
    ['a missing route', { places: [{ countryID: 1 }] }, 'routeID'],
    ['a text country id', { routeID: 1, places: [{ countryID: '1' }] }, 'places.0.countryID'],
    ['a zero state id', { routeID: 1, places: [{ countryID: 1, stateID: 0 }] }, 'places.0.stateID'],
  ])('answers 400 code 2 for %s', async (_, body, field) => {
    for (const endpoint of [api.routes.assignPlaces, api.routes.unassignPlaces]) {
      const answer = await s.call(endpoint, { body });
      expect(answer.status).toBe(400);
      expect(answer.json.error?.code).toBe(2);
      expect(answer.json.error?.message).toContain(`${field}:`);
    }
  });

  it('needs ADMIN_ROUTE: the viewer gets 403', async () => {
    const token = await s.login('viewer');
    expect(
      (
        await s.call(api.routes.assignPlaces, {
          token,
          body: { routeID: ids.route, places: [{ countryID: ids.ghana }] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await s.call(api.routes.unassignPlaces, {
          token,
          body: { routeID: ids.route, places: [{ countryID: ids.nigeria }] },
        })
      ).status,
    ).toBe(403);
    expect((await placeRows()).some((r) => r.countryId === ids.ghana)).toBe(false);
  });
});
