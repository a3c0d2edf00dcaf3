import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, entities } from '../../src/api';
import type { Device } from '../../src/api/entities';
import { dataOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const fields = { name: 'Depot Screen 1', serial: 'DEPOT-0001', busID: 'LAG-BRT-500', phone: '+2348090000001' };
const logs = (text: string) =>
  s.db.selectFrom('activityLogs').select('activityLogDesc').where('activityLogDesc', 'like', `%${text}%`).execute();
const deviceCount = async () =>
  Number(
    (
      await s.db
        .selectFrom('devices')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const row = (id: number) => s.db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('create device', () => {
  it('stores an active, never seen device without placements, answers it and logs it', async () => {
    const device = entities.Device.parse(
      dataOf(await s.call(api.devices.create, { body: { ...fields, name: '  Depot Screen 1 ' } })),
    );
    expect(device).toMatchObject({
      ...fields,
      activeStatus: 1,
      states: [],
      routes: [],
      totalViews: 0,
      views: 0,
      clicks: 0,
      lastseen: null,
    });
    expect(await row(device.id)).toMatchObject({ ...fields, activeStatus: 1 });
    expect(await logs(`Created device Depot Screen 1 (#${device.id})`)).toHaveLength(1);
  });

  it('refuses a serial another device has, in any case (400 code 1), and adds nothing', async () => {
    const count = await deviceCount();
    for (const serial of ['DEPOT-0001', 'depot-0001']) {
      const answer = await s.call(api.devices.create, { body: { ...fields, serial } });
      expect(answer.json).toEqual({ error: { code: 1, message: 'Serial already exists', status: 400 } });
    }
    expect(await deviceCount()).toBe(count);
  });

  it('answers 400 code 2 naming each missing field', async () => {
    const answer = await s.call(api.devices.create, { body: { name: ' ', phone: 5 } });
    expect(answer.status).toBe(400);
    expect(answer.json.error?.code).toBe(2);
    for (const field of [
      'name: Name is required',
      'serial: Serial is required',
      'busID: Bus ID is required',
      'phone:',
    ]) {
      expect(answer.json.error?.message).toContain(field);
    }
  });
});

describe('update device', () => {
  it('updates the device of the path, whatever id the body carries', async () => {
    const [a, b] = [await row(10), await row(11)];
    const body = { id: b.id, name: 'Renamed', serial: `${a.serial}-R`, busID: 'LAG-DNF-777', phone: '+2348090000002' };
    const device = dataOf<Device>(await s.call(api.devices.update, { params: { id: a.id }, body }));
    expect(device).toMatchObject({ id: a.id, name: 'Renamed', serial: `${a.serial}-R`, busID: 'LAG-DNF-777' });
    expect(device.routes.length).toBeGreaterThan(0);
    expect(await row(b.id)).toEqual(b);
    expect(await logs(`Updated device Renamed (#${a.id})`)).toHaveLength(1);
  });

  it("keeps its own serial but refuses another device's (400 code 1)", async () => {
    const [a, b] = [await row(12), await row(13)];
    const same = await s.call(api.devices.update, {
      params: { id: a.id },
      body: { name: a.name, serial: a.serial.toLowerCase(), busID: a.busID, phone: a.phone },
    });
    expect(same.status).toBe(200);
    const clash = await s.call(api.devices.update, {
      params: { id: a.id },
      body: { name: 'X', serial: b.serial, busID: a.busID, phone: a.phone },
    });
    expect(clash.json).toEqual({ error: { code: 1, message: 'Serial already exists', status: 400 } });
    expect((await row(a.id)).name).toBe(a.name);
  });

  it('answers 404 code 1 for an unknown device and 400 for an id of "-"', async () => {
    expect((await s.call(api.devices.update, { params: { id: 99_999 }, body: fields })).json).toEqual({
      error: { code: 1, message: 'Device not found', status: 404 },
    });
    expect((await s.call(api.devices.update, { params: { id: null }, body: fields })).status).toBe(400);
  });
});

describe('toggle device', () => {
  it('disables and enables, one log row each, and the list follows', async () => {
    const device = await row(20);
    const off = entities.Ack.parse(dataOf(await s.call(api.devices.toggle, { params: { id: device.id, status: 0 } })));
    expect(off.message).toContain(device.name);
    expect((await row(device.id)).activeStatus).toBe(0);
    expect(await logs(`Disabled device ${device.name} (#${device.id})`)).toHaveLength(1);
    const inactive = dataOf<{ all: Device[] }>(
      await s.call(api.devices.list, { params: { page: 1, limit: 1000, activeStatus: 0 } }),
    ).all;
    expect(inactive.map((d) => d.id)).toContain(device.id);
    await s.call(api.devices.toggle, { params: { id: device.id, status: 1 } });
    expect((await row(device.id)).activeStatus).toBe(1);
    expect(await logs(`Enabled device ${device.name} (#${device.id})`)).toHaveLength(1);
  });

  it('answers 404 for an unknown device and 400 for a status other than 0 or 1', async () => {
    expect((await s.call(api.devices.toggle, { params: { id: 99_999, status: 0 } })).status).toBe(404);
    expect((await s.call(api.devices.toggle, { params: { id: 20, status: 'on' } })).status).toBe(400);
  });

  it('is open to the viewer (ADMIN_DEVICE) for every write', async () => {
    const token = await s.login('viewer');
    expect((await s.call(api.devices.toggle, { params: { id: 21, status: 0 }, token })).status).toBe(200);
    const created = await s.call(api.devices.create, { body: { ...fields, serial: 'VIEWER-1' }, token });
    expect(created.status).toBe(200);
    const id = dataOf<Device>(created).id;
    expect(
      (await s.call(api.devices.update, { params: { id }, body: { ...fields, serial: 'VIEWER-2' }, token })).status,
    ).toBe(200);
  });
});
