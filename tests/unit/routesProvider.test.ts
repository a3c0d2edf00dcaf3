import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { mockRoutes } from '../../src/dataProvider/mock/routes';
import { mockWorld } from '../../src/dataProvider/mock/world';
import { registry } from '../../src/resources';
import { TOKEN_KEY } from '../../src/shell/config';

const ok = (data: unknown) => new Response(JSON.stringify({ content: { data } }), { status: 200 });
const routes = mockRoutes(30, mockWorld());
const base = 'http://api.test/v1/admins';

function setup() {
  const fetchMock = vi.fn(async (url: string | URL | Request) => (void url, ok({ all: routes })));
  const provider = createDataProvider(createHttpClient('http://api.test', fetchMock as typeof fetch), registry);
  return { provider, fetchMock };
}
const sort = { field: 'id', order: 'ASC' as const };

describe('data provider: routes', () => {
  beforeEach(() => sessionStorage.setItem(TOKEN_KEY, 'tok-123'));

  it('reads the screen list by server pages of 100 with the place filters in the path', async () => {
    const { provider, fetchMock } = setup();
    const result = await provider.getList('routes', { pagination: { page: 1, perPage: 100 }, sort, filter: { countryID: 1, stateID: 3 } });
    expect(fetchMock.mock.calls[0][0]).toBe(`${base}/get/routes/-/1/100/1/3/-/-/-`);
    expect(result.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('serves a picker from one page of 1000, searched by name here (the call has no name parameter)', async () => {
    const { provider, fetchMock } = setup();
    const result = await provider.getList('routes', { pagination: { page: 1, perPage: 50 }, sort, filter: { q: ' oshodi', countryID: 1 }, meta: { picker: true } });
    expect(fetchMock.mock.calls[0][0]).toBe(`${base}/get/routes/-/1/1000/1/-/-/-/-`);
    // The five routes whose name holds 'oshodi', in the order asked for (id ascending).
    expect([...result.data.map((r) => r.name)].sort()).toEqual(['Abule Egba - Oshodi', 'Mile 2 - Oshodi', 'Mile 2 - Oshodi 2', 'Oshodi - Ikeja', 'Oshodi - Ikeja 2']);
    const ids = result.data.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(result.total).toBe(5);
  });

  it('reads picked routes by id from the picker page', async () => {
    const { provider, fetchMock } = setup();
    const { data } = await provider.getMany('routes', { ids: [routes[1].id, routes[20].id] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`${base}/get/routes/-/1/1000/-/-/-/-/-`);
    expect(data.map((r) => r.name)).toEqual(['CMS - Ajah', 'Accra - Lagos Coastal']);
  });
});
