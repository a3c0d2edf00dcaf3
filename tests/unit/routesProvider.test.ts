import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { getToken } from '../../src/auth/token';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { registry } from '../../src/resources';
import { createFetchHost } from '../../server/hosts/fetchHost';
import { createTestHost } from '../components/testHost';

const base = 'http://api.test/v1/admins';

/**
 * The registry-driven provider over the server's handlers and a copy of the demo data (the test
 * host's database), signed in as the demo admin; every URL the app's HTTP client requests is kept.
 */
async function setup() {
  const host = createTestHost();
  await host.signIn();
  const server = createFetchHost({ db: host.db });
  const urls: string[] = [];
  const recording: typeof fetch = (input, init) => {
    urls.push(String(input));
    return server(input, init);
  };
  const provider = createDataProvider(
    createHttpClient({ base: 'http://api.test', fetch: recording, token: getToken }),
    registry,
  );
  return { db: host.db, provider, urls };
}
const sort = { field: 'id', order: 'ASC' as const };

describe('data provider: routes', () => {
  it('reads the screen list by server pages of 100 with the place filters in the path', async () => {
    const { db, provider, urls } = await setup();
    const nigeria = await db
      .selectFrom('countries')
      .select('id')
      .where('name', '=', 'Nigeria')
      .executeTakeFirstOrThrow();
    const fct = await db
      .selectFrom('states')
      .select('id')
      .where('name', '=', 'Federal Capital Territory')
      .executeTakeFirstOrThrow();
    const result = await provider.getList('routes', {
      pagination: { page: 1, perPage: 100 },
      sort,
      filter: { countryID: nigeria.id, stateID: fct.id },
    });
    expect(urls[0]).toBe(`${base}/get/routes/-/1/100/${nigeria.id}/${fct.id}/-/-/-`);
    // Fewer than 100 routes pass through the FCT: no next page.
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('serves a picker from one page of 1000, searched by name here (the call has no name parameter)', async () => {
    const { db, provider, urls } = await setup();
    const nigeria = await db
      .selectFrom('countries')
      .select('id')
      .where('name', '=', 'Nigeria')
      .executeTakeFirstOrThrow();
    const result = await provider.getList('routes', {
      pagination: { page: 1, perPage: 50 },
      sort,
      filter: { q: ' oshodi', countryID: nigeria.id },
      meta: { picker: true },
    });
    expect(urls[0]).toBe(`${base}/get/routes/-/1/1000/${nigeria.id}/-/-/-/-`);
    // The routes of Nigeria whose name holds 'oshodi' (any case), in the order asked for (id ascending).
    const inNigeria = db.selectFrom('routePlaces').select('routeId').where('countryId', '=', nigeria.id);
    const expected = (
      await db.selectFrom('routes').select(['id', 'name']).where('id', 'in', inNigeria).orderBy('id').execute()
    ).filter((r) => r.name.toLowerCase().includes('oshodi'));
    expect(expected.length).toBeGreaterThan(5);
    expect(result.data.map((r) => r.name)).toEqual(expected.map((r) => r.name));
    expect(result.data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(result.total).toBe(expected.length);
  });

  it('reads picked routes by id from the picker page', async () => {
    const { db, provider, urls } = await setup();
    // Two routes in the order of the list (newest first).
    const listed = await db
      .selectFrom('routes')
      .select(['id', 'name'])
      .orderBy('dateCreated', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const [a, b] = [listed[1], listed[20]];
    const { data } = await provider.getMany('routes', { ids: [a.id, b.id] });
    expect(urls).toHaveLength(1);
    expect(urls[0]).toBe(`${base}/get/routes/-/1/1000/-/-/-/-/-`);
    expect(data.map((r) => r.name)).toEqual([a.name, b.name]);
  });
});
