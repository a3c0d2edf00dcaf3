import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/api/entities';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { getToken } from '../../src/auth/token';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { registry } from '../../src/resources';
import { createFetchHost } from '../../server/hosts/fetchHost';
import { createTestHost } from '../components/testHost';

/**
 * The registry-driven provider over the server's handlers and a copy of the demo data (the test
 * host's database), signed in as the demo admin; every request the app's HTTP client sends is kept.
 */
async function setup() {
  const host = createTestHost();
  await host.signIn();
  const server = createFetchHost({ db: host.db });
  const requests: { url: string; init: RequestInit }[] = [];
  const recording: typeof fetch = (input, init) => {
    requests.push({ url: String(input), init: init ?? {} });
    return server(input, init);
  };
  const provider = createDataProvider(
    createHttpClient({ base: 'http://api.test', fetch: recording, token: getToken }),
    registry,
  );
  const sent = (i = 0) => requests[i];
  return { db: host.db, provider, sent, requests };
}
const decl = (name: string) => registry.find((d) => d.name === name)!;
const sort = { field: 'id', order: 'DESC' as const };
const base = 'http://api.test/v1/admins';

describe('data provider: devices and device history', () => {
  it('loads devices with the defaults of section 9: page 1, limit 25, active, the last day', async () => {
    const { provider, sent } = await setup();
    const filter = decl('devices').list!.defaultFilter!();
    const result = await provider.getList('devices', { pagination: { page: 1, perPage: 25 }, sort, filter });
    const match = sent().url.match(/\/devices\/get\/devices\/-\/-\/-\/-\/1\/25\/(\d+)\/(\d+)\/-\/-\/-\/1$/);
    expect(match).not.toBeNull();
    // From and to are read a moment apart, each rounded down to the second.
    expect(Math.abs(Number(match![2]) - Number(match![1]) - 86_400)).toBeLessThanOrEqual(1);
    // The demo has more than 25 active devices: a full page offers the next.
    expect(result.data).toHaveLength(25);
    expect(result.data.every((d) => d.activeStatus === 1)).toBe(true);
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
  });

  it('sends serial, bus ID, route and places, and a picker search as the serial', async () => {
    const { db, provider, sent } = await setup();
    const result = await provider.getList('devices', {
      pagination: { page: 2, perPage: 25 },
      sort,
      filter: {
        serial: ' R52W ',
        busID: 'LAG-BRT-014',
        routeID: 3,
        countryID: 1,
        stateID: 1,
        cityID: 2,
        activeStatus: 0,
      },
    });
    expect(sent().url).toBe(`${base}/devices/get/devices/-/R52W/LAG-BRT-014/3/2/25/-/-/1/1/2/0`);
    // No such device: an empty page offers no next one.
    expect(result).toMatchObject({ data: [], pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    const device = await db.selectFrom('devices').select(['id', 'serial']).orderBy('id').executeTakeFirstOrThrow();
    const found = await provider.getList('devices', {
      pagination: { page: 1, perPage: 50 },
      sort,
      filter: { q: device.serial },
    });
    expect(sent(1).url).toBe(`${base}/devices/get/devices/-/${device.serial}/-/-/1/50/-/-/-/-/-/-`);
    expect(found.data.map((d) => d.id)).toEqual([device.id]);
  });

  it("takes the history 'count' as the limit: a full page of that size offers the next", async () => {
    const { db, provider, sent } = await setup();
    // A device with at least 10 history entries, and its bus.
    const device = await db
      .selectFrom('deviceHistory')
      .select((eb) => ['deviceId', 'busID', eb.fn.countAll<number>().as('n')])
      .groupBy(['deviceId', 'busID'])
      .having((eb) => eb.fn.countAll(), '>=', 10)
      .orderBy('deviceId')
      .executeTakeFirstOrThrow();
    const result = await provider.getList('device-history', {
      pagination: { page: 2, perPage: 20 },
      sort,
      filter: { count: 5, deviceID: device.deviceId, busID: device.busID },
    });
    expect(sent().url).toBe(`${base}/devices/get/device-history/-/${device.busID}/${device.deviceId}/-/-/-/-/-/-/2/5`);
    expect(result.data).toHaveLength(5);
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('toggles the status to the other value and reads action counts for the chosen window', async () => {
    const { db, provider, sent } = await setup();
    const {
      data: [device],
    } = await provider.getList('devices', { pagination: { page: 1, perPage: 1 }, sort, filter: { activeStatus: 1 } });
    await provider.action('devices', 'toggle', { record: device });
    expect(sent(1).url).toBe(`${base}/devices/toggle/device/${device.id}/active-status/0`);
    expect(sent(1).init.method).toBe('PUT');
    expect(
      (
        await db
          .selectFrom('devices')
          .select('activeStatus')
          .where('id', '=', Number(device.id))
          .executeTakeFirstOrThrow()
      ).activeStatus,
    ).toBe(0);

    const from = new Date(2026, 10, 21, 8, 0);
    const { data } = await provider.action('devices', 'views', {
      record: device,
      values: { from, to: '2026-11-22T08:00' },
    });
    const to = Math.floor(new Date(2026, 10, 22, 8, 0).getTime() / 1000);
    expect(sent(2).url).toBe(`${base}/devices/get/device-action-counts/${device.id}/${from.getTime() / 1000}/${to}`);
    expect(data).toMatchObject({ id: device.id, fromDate: from.getTime() / 1000, toDate: to });
  });

  it('sends update as {id, name, serial, busID, phone} and assignment as {deviceID, placeIDs}', async () => {
    const { db, provider, sent } = await setup();
    const {
      data: [device],
    } = await provider.getList('devices', { pagination: { page: 1, perPage: 1 }, sort, filter: {} });
    const values = {
      name: 'BRT Screen 9',
      serial: 'R52W-UPDATED',
      busID: 'LAG-BRT-909',
      phone: '+2348030000909',
      extra: 1,
    };
    await provider.action('devices', 'update', { record: device, values });
    expect(sent(1).url).toBe(`${base}/devices/update/device/${device.id}`);
    expect(JSON.parse(String(sent(1).init.body))).toEqual({
      data: {
        id: device.id,
        name: 'BRT Screen 9',
        serial: 'R52W-UPDATED',
        busID: 'LAG-BRT-909',
        phone: '+2348030000909',
      },
    });

    const id = async (table: 'countries' | 'states' | 'routes', name: string) =>
      (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const places = [
      {
        countryID: await id('countries', 'Nigeria'),
        stateID: await id('states', 'Lagos'),
        routeID: await id('routes', 'Mile 2 - Oshodi'),
      },
      { countryID: await id('countries', 'Ghana'), stateID: null, routeID: null },
    ];
    const { data } = await provider.action('devices', 'assign', { record: device, values: { places } });
    expect(sent(2).url).toBe(`${base}/devices/device/assign/places`);
    expect(JSON.parse(String(sent(2).init.body))).toEqual({ data: { deviceID: device.id, placeIDs: places } });
    expect((data as Device).routes[0].name).toBe('Mile 2 - Oshodi');
  });
});
