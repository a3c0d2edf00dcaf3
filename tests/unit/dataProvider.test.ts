import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import { TOKEN_KEY } from '../../src/shell/config';

const ok = (data: unknown) => new Response(JSON.stringify({ content: { data } }), { status: 200 });

function setup(answer: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => answer(String(url), init ?? {}));
  const provider = createDataProvider(createHttpClient('http://api.test', fetchMock as typeof fetch), registry);
  return { provider, fetchMock };
}

describe('data provider: vendors', () => {
  beforeEach(() => sessionStorage.setItem(TOKEN_KEY, 'tok-123'));

  it('asks for a page of 50 with the filter in the path and the Token header', async () => {
    const { provider, fetchMock } = setup(() => ok({ all: mockVendors(50) }));
    const result = await provider.getList('vendors', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'ada', id: 9, from: '2026-11-21', to: '2026-11-22' },
    });
    const [url, init] = fetchMock.mock.calls[0];
    const from = Math.floor(new Date(2026, 10, 21).getTime() / 1000);
    const to = Math.floor(new Date(2026, 10, 22, 23, 59, 59, 999).getTime() / 1000);
    expect(url).toBe(`http://api.test/v1/admins/get/vendors/2/50/9/ada/${from}/${to}/-/-/-`);
    expect((init?.headers as Record<string, string>).Token).toBe('tok-123');
    expect(result.data).toHaveLength(50);
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('says there is no next page when a page comes back short', async () => {
    const { provider } = setup(() => ok({ all: mockVendors(3) }));
    const result = await provider.getList('vendors', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('runs a row action with its endpoint, path and body', async () => {
    const [vendor] = mockVendors(1);
    const { provider, fetchMock } = setup(() => ok(vendor));
    await provider.action('vendors', 'update', { record: vendor, values: { fullname: 'New Name', username: 'u', phone: 'p', email: 'e@x.ng', address: 'a' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`http://api.test/v1/admins/update/vendor/${vendor.id}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { fullname: 'New Name', username: 'u', phone: 'p', email: 'e@x.ng', address: 'a', profilePicture: null } });
  });

  it('sends a vendor topup as {amount, vendorID}', async () => {
    const [vendor] = mockVendors(1);
    const topup = { id: 1, vendor: { id: vendor.id, fullname: vendor.fullname }, walletID: 4, requestedAmount: 2500.5, amountPaid: 2500.5, status: 'success', channel: 'admin', reference: 'r1', timePaid: 1, dateCreated: 1 };
    const { provider, fetchMock } = setup(() => ok(topup));
    await provider.action('vendors', 'topup', { record: vendor, values: { amount: 2500.5 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/v1/admins/create/topup');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { amount: 2500.5, vendorID: vendor.id } });
  });

  it('turns the error envelope into an HttpError with the server message', async () => {
    const { provider } = setup(() => new Response(JSON.stringify({ error: { code: 1, message: 'Username already exists', status: 400 } }), { status: 400 }));
    const [vendor] = mockVendors(1);
    const failure = provider.action('vendors', 'update', { record: vendor, values: {} });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ message: 'Username already exists', status: 400 });
  });

  it('reads one vendor through the list filtered by id (for pickers)', async () => {
    const vendors = mockVendors(1);
    const { provider, fetchMock } = setup(() => ok({ all: vendors }));
    const { data } = await provider.getMany('vendors', { ids: [vendors[0].id] });
    expect(fetchMock.mock.calls[0][0]).toBe(`http://api.test/v1/admins/get/vendors/1/1/${vendors[0].id}/-/-/-/-/-/-`);
    expect(data[0].fullname).toBe(vendors[0].fullname);
  });

  it('reads the dashboard as a singleton', async () => {
    const { provider, fetchMock } = setup(() =>
      ok({ totalTopupSum: 1, totalSelfTopupSum: 0, totalSystemTopupSum: 1, totalRoutes: 2, vendorsCount: 3, totalAds: 4, totalActiveAds: 3, totalInactiveAds: 1, totalBlockedAds: 0, totalViews: 99 }),
    );
    const { data } = await provider.getOne('dashboard', { id: 'summary' });
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/v1/admins/get/admin/dashboard');
    expect(data).toMatchObject({ id: 'summary', totalViews: 99 });
  });
});

describe('data provider: lists the browser holds whole', () => {
  beforeEach(() => sessionStorage.setItem(TOKEN_KEY, 'tok-123'));
  const states = [
    { id: 1, name: 'Lagos' },
    { id: 2, name: 'Abia' },
    { id: 3, name: 'Ogun' },
    { id: 4, name: 'Oyo' },
  ];

  it('sorts, searches and pages in the browser, with a total', async () => {
    const { provider, fetchMock } = setup(() => ok({ all: states }));
    const page = await provider.getList('states', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'DESC' }, filter: {} });
    expect(page.data.map((s) => s.name)).toEqual(['Oyo', 'Ogun']);
    expect(page.total).toBe(4);
    const searched = await provider.getList('states', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'o' } });
    expect(searched.data.map((s) => s.name)).toEqual(['Lagos', 'Ogun', 'Oyo']);
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/v1/admins/world/get/states/-/-/-/-/-');
  });
});
