import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { getToken } from '../../src/auth/token';
import { createHttpClient, type CallEndpoint } from '../../src/dataProvider/httpClient';
import { registry } from '../../src/resources';
import { TOKEN_KEY } from '../../src/config/runtimeConfig';
import { createFetchHost } from '../../server/hosts/fetchHost';
import { createTestHost } from '../components/testHost';

/**
 * The data provider over the app's HTTP client, answered by the server's handlers on a copy of the demo
 * data (signed in as the demo 'admin'); `fetchMock` shows the URL and request each call sent.
 */
async function setup() {
  const host = createTestHost();
  await host.signIn();
  const server = createFetchHost({ db: host.db });
  const fetchMock = vi.fn((url: string | URL | Request, init?: RequestInit) => server(url, init));
  const provider = createDataProvider(
    createHttpClient({ base: 'http://api.test', fetch: fetchMock as typeof fetch, token: getToken }),
    registry,
  );
  return { provider, fetchMock, db: host.db, token: sessionStorage.getItem(TOKEN_KEY) };
}

describe('data provider: vendors', () => {
  it('ends a list at the deepest row the API reads: no next page past page × limit = 10,000', async () => {
    // Every page comes back full, as on a list of more than 10,000 vendors.
    const call = vi.fn(async (_endpoint: unknown, { params }: { params: { limit: number } }) => ({
      data: { all: Array.from({ length: params.limit }, (_, i) => ({ id: i + 1 })) },
    }));
    const provider = createDataProvider(call as unknown as CallEndpoint, registry);
    const page = async (n: number) =>
      (
        await provider.getList('vendors', {
          pagination: { page: n, perPage: 50 },
          sort: { field: 'id', order: 'DESC' },
          filter: {},
        })
      ).pageInfo;
    expect(await page(199)).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect(await page(200)).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  it('asks for a page with the filter in the path and the Token header', async () => {
    const { provider, fetchMock, token } = await setup();
    expect(token).toEqual(expect.any(String));
    await provider.getList('vendors', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'ada', id: 9, from: '2026-11-21', to: '2026-11-22' },
    });
    const [url, init] = fetchMock.mock.calls[0];
    const from = Math.floor(new Date(2026, 10, 21).getTime() / 1000);
    const to = Math.floor(new Date(2026, 10, 22, 23, 59, 59, 999).getTime() / 1000);
    expect(url).toBe(`http://api.test/v1/admins/get/vendors/2/50/9/ada/${from}/${to}/-/-/-`);
    expect((init?.headers as Record<string, string>).Token).toBe(token);
  });

  it('says there may be a next page when a page comes back full', async () => {
    const { provider, db } = await setup();
    const newest = await db
      .selectFrom('vendors')
      .select('id')
      .orderBy('dateCreated', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    expect(newest).toHaveLength(100);
    const result = await provider.getList('vendors', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result.data.map((v) => v.id)).toEqual(newest.slice(50).map((v) => v.id));
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('says there is no next page when a page comes back short', async () => {
    const { provider, db } = await setup();
    const [vendor] = await db.selectFrom('vendors').select('fullname').orderBy('id', 'desc').limit(1).execute();
    const result = await provider.getList('vendors', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: vendor.fullname },
    });
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.length).toBeLessThan(50);
    expect(result.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('runs a row action with its endpoint, path and body', async () => {
    const { provider, fetchMock, db } = await setup();
    const [{ id }] = await db.selectFrom('vendors').select('id').orderBy('id', 'desc').limit(1).execute();
    const {
      data: [vendor],
    } = await provider.getMany('vendors', { ids: [id] });
    fetchMock.mockClear();
    const values = {
      fullname: 'New Name',
      username: 'new.name',
      phone: '+2348030001111',
      email: 'new.name@busads.ng',
      address: '3 Awolowo Road, Ikoyi',
    };
    await provider.action('vendors', 'update', { record: vendor, values });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`http://api.test/v1/admins/update/vendor/${id}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { ...values, profilePicture: vendor.profilePicture } });
    const saved = await db
      .selectFrom('vendors')
      .select(['fullname', 'username', 'phone', 'email', 'address'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual(values);
  });

  it('sends a vendor topup as {amount, vendorID}', async () => {
    const { provider, fetchMock, db } = await setup();
    const [{ id }] = await db
      .selectFrom('vendors')
      .select('id')
      .where('accessStatus', '=', 1)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const {
      data: [vendor],
    } = await provider.getMany('vendors', { ids: [id] });
    fetchMock.mockClear();
    await provider.action('vendors', 'topup', { record: vendor, values: { amount: 2500.5 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/v1/admins/create/topup');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { amount: 2500.5, vendorID: id } });
    const [topup] = await db
      .selectFrom('topups')
      .select(['vendorId', 'requestedAmountKobo'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(topup).toEqual({ vendorId: id, requestedAmountKobo: 250050 });
  });

  it('turns the error envelope into an HttpError with the server message', async () => {
    const { provider, db } = await setup();
    const [first, other] = await db
      .selectFrom('vendors')
      .select(['id', 'username'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const {
      data: [vendor],
    } = await provider.getMany('vendors', { ids: [first.id] });
    const values = {
      fullname: vendor.fullname,
      username: other.username,
      phone: vendor.phone,
      email: vendor.email,
      address: vendor.address,
    };
    const failure = provider.action('vendors', 'update', { record: vendor, values });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ message: 'Username already exists', status: 400 });
  });

  it('reads one vendor through the list filtered by id (for pickers)', async () => {
    const { provider, fetchMock, db } = await setup();
    const [vendor] = await db.selectFrom('vendors').select(['id', 'fullname']).orderBy('id', 'asc').limit(1).execute();
    const { data } = await provider.getMany('vendors', { ids: [vendor.id] });
    expect(fetchMock.mock.calls[0][0]).toBe(`http://api.test/v1/admins/get/vendors/1/1/${vendor.id}/-/-/-/-/-/-`);
    expect(data).toHaveLength(1);
    expect(data[0].fullname).toBe(vendor.fullname);
  });

  it('reads the dashboard as a singleton', async () => {
    const { provider, fetchMock, db } = await setup();
    const vendors = Number(
      (
        await db
          .selectFrom('vendors')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const { data } = await provider.getOne('dashboard', { id: 'summary' });
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/v1/admins/get/admin/dashboard');
    expect(data).toMatchObject({ id: 'summary', vendorsCount: vendors, totalViews: expect.any(Number) });
  });
});

describe('data provider: lists the browser holds whole', () => {
  it('sorts, searches and pages in the browser, with a total', async () => {
    const { provider, fetchMock, db } = await setup();
    const states = await db.selectFrom('states').select(['id', 'name']).orderBy('id').execute();
    expect(states.length).toBeGreaterThan(2);
    const page = await provider.getList('states', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    const byNameDesc = states.map((s) => s.name).sort((a, b) => b.localeCompare(a));
    expect(page.data.map((s) => s.name)).toEqual(byNameDesc.slice(0, 2));
    expect(page.total).toBe(states.length);
    const searched = await provider.getList('states', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'o' },
    });
    const withO = states.filter((s) => s.name.toLowerCase().includes('o'));
    expect(withO.length).toBeLessThan(states.length);
    expect(searched.data.map((s) => s.name)).toEqual(withO.map((s) => s.name));
    expect(searched.total).toBe(withO.length);
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/v1/admins/world/get/states/-/-/-/-/-');
  });
});
