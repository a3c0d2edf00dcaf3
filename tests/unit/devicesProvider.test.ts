import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../src/shell/config';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { mockBrtRoutes, mockDeviceHistory, mockDevices } from '../../src/dataProvider/mock/deviceData';
import { registry } from '../../src/resources';

const ok = (data: unknown) => new Response(JSON.stringify({ content: { data } }), { status: 200 });
const routes = mockBrtRoutes();
const devices = mockDevices(30, routes);
const history = mockDeviceHistory(devices, routes);

function setup(answer: unknown) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => (void url, void init, ok(answer)));
  const provider = createDataProvider(createHttpClient('http://api.test', fetchMock as typeof fetch), registry);
  const sent = (i = 0) => ({ url: String(fetchMock.mock.calls[i][0]), init: fetchMock.mock.calls[i][1] ?? {} });
  return { provider, sent };
}
const decl = (name: string) => registry.find((d) => d.name === name)!;
const sort = { field: 'id', order: 'DESC' as const };

describe('data provider: devices and device history', () => {
  beforeEach(() => sessionStorage.setItem(TOKEN_KEY, 'tok-123'));

  it('loads devices with the defaults of section 9: page 1, limit 25, active, the last day', async () => {
    const { provider, sent } = setup({ all: devices.slice(0, 25) });
    const filter = decl('devices').list!.defaultFilter!();
    const result = await provider.getList('devices', { pagination: { page: 1, perPage: 25 }, sort, filter });
    const match = sent().url.match(/\/devices\/get\/devices\/-\/-\/-\/-\/1\/25\/(\d+)\/(\d+)\/-\/-\/-\/1$/);
    expect(match).not.toBeNull();
    // From and to are read a moment apart, each rounded down to the second.
    expect(Math.abs(Number(match![2]) - Number(match![1]) - 86_400)).toBeLessThanOrEqual(1);
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
  });

  it('sends serial, bus ID, route and places, and a picker search as the serial', async () => {
    const { provider, sent } = setup({ all: [] });
    await provider.getList('devices', { pagination: { page: 2, perPage: 25 }, sort, filter: { serial: ' R52W ', busID: 'LAG-BRT-014', routeID: 3, countryID: 1, stateID: 1, cityID: 2, activeStatus: 0 } });
    expect(sent().url).toBe('http://api.test/v1/admins/devices/get/devices/-/R52W/LAG-BRT-014/3/2/25/-/-/1/1/2/0');
    await provider.getList('devices', { pagination: { page: 1, perPage: 50 }, sort, filter: { q: 'R52W11' } });
    expect(sent(1).url).toBe('http://api.test/v1/admins/devices/get/devices/-/R52W11/-/-/1/50/-/-/-/-/-/-');
  });

  it("takes the history 'count' as the limit: a full page of that size offers the next", async () => {
    const { provider, sent } = setup({ all: history.slice(0, 5) });
    const result = await provider.getList('device-history', { pagination: { page: 2, perPage: 20 }, sort, filter: { count: 5, deviceID: 29, busID: 'LAG-BRT-002' } });
    expect(sent().url).toBe('http://api.test/v1/admins/devices/get/device-history/-/LAG-BRT-002/29/-/-/-/-/-/-/2/5');
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('toggles the status to the other value and reads action counts for the chosen window', async () => {
    const [device] = devices;
    const toggle = setup({ message: 'ok' });
    await toggle.provider.action('devices', 'toggle', { record: device });
    expect(toggle.sent().url).toBe(`http://api.test/v1/admins/devices/toggle/device/${device.id}/active-status/0`);
    expect(toggle.sent().init.method).toBe('PUT');

    const views = setup({ id: device.id, busID: device.busID, views: 4, clicks: 1, fromDate: 1, toDate: 2 });
    const from = new Date(2026, 10, 21, 8, 0);
    await views.provider.action('devices', 'views', { record: device, values: { from, to: '2026-11-22T08:00' } });
    const to = Math.floor(new Date(2026, 10, 22, 8, 0).getTime() / 1000);
    expect(views.sent().url).toBe(`http://api.test/v1/admins/devices/get/device-action-counts/${device.id}/${from.getTime() / 1000}/${to}`);
  });

  it('sends update as {id, name, serial, busID, phone} and assignment as {deviceID, placeIDs}', async () => {
    const [device] = devices;
    const update = setup(device);
    await update.provider.action('devices', 'update', { record: device, values: { name: 'N', serial: 'S', busID: 'B', phone: 'P', extra: 1 } });
    expect(JSON.parse(String(update.sent().init.body))).toEqual({ data: { id: device.id, name: 'N', serial: 'S', busID: 'B', phone: 'P' } });

    const assign = setup(device);
    const places = [{ countryID: 1, stateID: 1, routeID: 3 }, { countryID: 2, stateID: null, routeID: null }];
    await assign.provider.action('devices', 'assign', { record: device, values: { places } });
    expect(assign.sent().url).toBe('http://api.test/v1/admins/devices/device/assign/places');
    expect(JSON.parse(String(assign.sent().init.body))).toEqual({ data: { deviceID: device.id, placeIDs: places } });
  });
});
