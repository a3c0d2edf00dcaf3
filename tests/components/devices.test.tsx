import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, type Endpoint, type Privilege } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { expectConsoleError } from '../setup/consoleGuard';
import { renderAdmin } from './renderAdmin';
import { bodyRows, openAction } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

const devices = registry.find((d) => d.name === 'devices')!;
interface Options {
  host?: TestHost;
  hold?: Endpoint[];
  privileges?: Privilege[];
}
const renderDevices = ({ host = createTestHost(), hold, privileges }: Options = {}) =>
  renderAdmin(<ResourceList decl={devices} />, {
    resource: 'devices',
    host,
    hold,
    privileges,
    withAuth: privileges !== undefined,
  });
type Call = Awaited<ReturnType<typeof renderDevices>>['call'];
const listCalls = (call: Call) => call.calls.filter((c) => c.endpoint === api.devices.list);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const cellOf = (name: string, header: string) => {
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === header);
  return within(rowOf(name)).getAllByRole('cell')[index];
};
const firstPage = () => waitFor(() => expect(bodyRows()).toHaveLength(25));
const now = () => Math.floor(Date.now() / 1000);
const count = (n: number) => new Intl.NumberFormat('en-NG').format(n);

/** The active devices in the order of the list (newest first), as the server pages them. */
const listedDevices = (host: TestHost, limit = 25) =>
  host.db
    .selectFrom('devices')
    .select(['id', 'name', 'serial', 'busID', 'phone', 'lastseen'])
    .where('activeStatus', '=', 1)
    .orderBy('dateCreated', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** The current route of a device: the route of its latest placement that names one. */
const currentRoute = (host: TestHost, deviceId: number) =>
  host.db
    .selectFrom('devicePlaces')
    .innerJoin('routes', 'routes.id', 'devicePlaces.routeId')
    .select(['routes.id', 'routes.name'])
    .where('devicePlaces.deviceId', '=', deviceId)
    .orderBy('devicePlaces.dateCreated', 'desc')
    .orderBy('devicePlaces.id', 'desc')
    .executeTakeFirst();

/** A screen just installed (newest, so on top of the list): never placed, never seen. The demo data has none. */
async function arrangeSpareDevice(host: TestHost) {
  const spare = { name: 'Spare Screen 201', serial: 'SPARE-0201', busID: 'LAG-BRT-201', phone: '+2348039990201' };
  const { id } = await host.db
    .insertInto('devices')
    .values({ ...spare, activeStatus: 1, lastseen: null, dateCreated: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, ...spare };
}

describe('Devices screen', () => {
  it('comes right after ads in the menu, unlocked by ADMIN_DEVICE', () => {
    const names = registry.filter((d) => d.menu).map((d) => d.name);
    expect(names.slice(names.indexOf('ads'), names.indexOf('ads') + 3)).toEqual(['ads', 'devices', 'device-history']);
    expect(devices).toMatchObject({ module: 'ADMIN_DEVICE', menu: { label: 'busads.menu.devices' } });
  });

  it('loads page 1 of 25 active devices of the last day, and the filter form shows those defaults', async () => {
    const { call } = await renderDevices();
    await firstPage();
    const [first] = listCalls(call);
    expect(first.params).toMatchObject({ page: 1, limit: 25, activeStatus: 1 });
    const span = Number(first.params.to) - Number(first.params.from);
    expect(span).toBeGreaterThanOrEqual(86_400 - 5);
    expect(span).toBeLessThanOrEqual(86_400 + 5);
    expect(Math.abs(Number(first.params.to) - Date.now() / 1000)).toBeLessThan(60);
    const filter = screen.getByRole('region', { name: 'Filter' });
    expect(within(filter).getByLabelText('Status')).toHaveTextContent('Active');
    expect((within(filter).getByLabelText('Date From') as HTMLInputElement).value).not.toBe('');
    expect((within(filter).getByLabelText('Date To') as HTMLInputElement).value).not.toBe('');
  });

  it("shows the SPEC.md columns, 'Inactive' for a device never seen and 'None' without a route", async () => {
    const host = createTestHost();
    const spare = await arrangeSpareDevice(host);
    const listed = await listedDevices(host);
    const routes = new Map(await Promise.all(listed.map(async (d) => [d.id, await currentRoute(host, d.id)] as const)));
    const states = async (id: number) =>
      (
        await host.db
          .selectFrom('devicePlaces')
          .innerJoin('states', 'states.id', 'devicePlaces.stateId')
          .select('states.name')
          .distinct()
          .where('devicePlaces.deviceId', '=', id)
          .execute()
      ).map((s) => s.name);
    // A seen device on a route, a device never seen that is placed by state only, one moved from another route, one in Abuja.
    const seen = listed.find((d) => d.lastseen !== null && routes.get(d.id))!;
    const unseen = listed.find((d) => d.lastseen === null && d.id !== spare.id && !routes.get(d.id))!;
    const moves = await Promise.all(
      listed.map(async (d) => ({
        device: d,
        first: await host.db
          .selectFrom('devicePlaces')
          .innerJoin('routes', 'routes.id', 'devicePlaces.routeId')
          .select('routes.name')
          .where('devicePlaces.deviceId', '=', d.id)
          .orderBy('devicePlaces.dateCreated')
          .orderBy('devicePlaces.id')
          .executeTakeFirst(),
      })),
    );
    const moved = moves.find((m) => m.first && m.first.name !== routes.get(m.device.id)?.name)!.device;
    const abuja = (await Promise.all(listed.map(async (d) => ({ d, states: await states(d.id) })))).find((x) =>
      x.states.includes('Federal Capital Territory'),
    )!.d;
    for (const device of [seen, unseen, moved, abuja]) expect(device).toBeDefined();
    const totals = await host.db
      .selectFrom('deviceEventTotals')
      .select(['eventType', 'n'])
      .where('deviceId', '=', seen.id)
      .execute();

    await renderDevices({ host });
    await firstPage();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Device Name',
        'Serial Number',
        'Bus ID',
        'Phone Number',
        'Status',
        'State',
        'Total Views',
        'Total Clicks',
        'Last Seen',
        'Route Name',
        'Date Created',
      ]),
    );
    const expected: Record<string, string> = {
      'Serial Number': seen.serial,
      'Bus ID': seen.busID,
      'Phone Number': seen.phone,
      Status: 'Active',
      State: (await states(seen.id)).join(', '),
      'Total Views': count(totals.find((t) => t.eventType === 'view')?.n ?? 0),
      'Total Clicks': count(totals.find((t) => t.eventType === 'click')?.n ?? 0),
      'Route Name': routes.get(seen.id)!.name,
    };
    for (const [header, text] of Object.entries(expected))
      expect([header, cellOf(seen.name, header).textContent]).toEqual([header, text]);
    expect(cellOf(seen.name, 'Last Seen')).toHaveTextContent(/^\w{3}, \w{3} \d+ \d{4}, \d+:\d{2} [AP]M$/);
    // Placed by state only, never seen.
    expect(cellOf(unseen.name, 'Last Seen')).toHaveTextContent('Inactive');
    expect(cellOf(unseen.name, 'Route Name')).toHaveTextContent('None');
    expect(cellOf(unseen.name, 'State')).toHaveTextContent((await states(unseen.id)).join(', '));
    // Never placed: no state, no route, never seen.
    expect(cellOf(spare.name, 'Route Name')).toHaveTextContent('None');
    expect(cellOf(spare.name, 'Last Seen')).toHaveTextContent('Inactive');
    expect(cellOf(spare.name, 'State').textContent).toBe('');
    // Moved from another route: the current route is shown.
    expect(cellOf(moved.name, 'Route Name')).toHaveTextContent(routes.get(moved.id)!.name);
    expect(within(rowOf(abuja.name)).getByText(/Federal Capital Territory/)).toBeInTheDocument();
  });

  it('appends the next 25 on Load more until there is no more data', async () => {
    const host = createTestHost();
    const total = (await listedDevices(host, 1000)).length;
    expect(total).toBeGreaterThan(50);
    const { call } = await renderDevices({ host });
    const user = userEvent.setup();
    await firstPage();
    const firstRow = bodyRows()[0].textContent;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(bodyRows()[0].textContent).toBe(firstRow);
    for (let shown = 50; shown < total; shown += 25) {
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(total, shown + 25)));
    }
    // A last full page still offers the next one, which comes back empty.
    if (total % 25 === 0) await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(total);
    const pages = Math.floor(total / 25) + 1;
    expect(listCalls(call).map((c) => [c.params.page, c.params.limit])).toEqual(
      Array.from({ length: pages }, (_, i) => [i + 1, 25]),
    );
  });

  it("creates a device: 'Required' under each empty field, then 'Created Sucessfully!'", async () => {
    const { call, host } = await renderDevices();
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: 'New Device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Device' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(4));
    expect(call.calls.some((c) => c.endpoint === api.devices.create)).toBe(false);
    await user.type(within(dialog).getByLabelText(/Device Name/), 'BRT Screen 121');
    await user.type(within(dialog).getByLabelText(/Serial Number/), 'R52W990001');
    await user.type(within(dialog).getByLabelText(/Bus ID/), 'LAG-BRT-121');
    await user.type(within(dialog).getByLabelText(/Phone Number/), '+2348039990001');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.devices.create)?.body).toEqual({
      name: 'BRT Screen 121',
      serial: 'R52W990001',
      busID: 'LAG-BRT-121',
      phone: '+2348039990001',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = await host.db
      .selectFrom('devices')
      .select(['name', 'busID', 'phone', 'activeStatus'])
      .where('serial', '=', 'R52W990001')
      .execute();
    expect(saved).toEqual([{ name: 'BRT Screen 121', busID: 'LAG-BRT-121', phone: '+2348039990001', activeStatus: 1 }]);
  });

  it("shows the server's message when it refuses a device, and keeps the dialog and its values", async () => {
    // react-admin logs the refused call.
    expectConsoleError(/Serial already exists/);
    const host = createTestHost();
    const [taken] = await listedDevices(host, 1);
    const { call } = await renderDevices({ host });
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: 'New Device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Device' });
    // Serials are unique in any case.
    const serial = taken.serial.toLowerCase();
    for (const [label, value] of [
      [/Device Name/, 'Spare'],
      [/Serial Number/, serial],
      [/Bus ID/, 'LAG-BRT-300'],
      [/Phone Number/, '+2348030000300'],
    ] as const)
      await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Serial already exists')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.devices.create)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Create Device' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Serial Number/)).toHaveValue(serial);
  });

  it("updates a device in 'Update Device' and shows the new values", async () => {
    const host = createTestHost();
    const [newest] = await listedDevices(host, 1);
    const { call } = await renderDevices({ host });
    await firstPage();
    const user = await openAction(newest.name, 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update Device' });
    const busID = within(dialog).getByLabelText(/Bus ID/);
    expect(busID).toHaveValue(newest.busID);
    await user.clear(busID);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(busID, 'LAG-BRT-201');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.devices.update)?.body).toMatchObject({
      id: newest.id,
      busID: 'LAG-BRT-201',
      serial: newest.serial,
    });
    expect(await screen.findByText('LAG-BRT-201')).toBeInTheDocument();
    const saved = await host.db
      .selectFrom('devices')
      .select(['busID', 'serial'])
      .where('id', '=', newest.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ busID: 'LAG-BRT-201', serial: newest.serial });
  });

  it('disables a device after the Confirm Status question, toasts and reloads the list', async () => {
    const host = createTestHost();
    const [newest] = await listedDevices(host, 1);
    const { call } = await renderDevices({ host });
    await firstPage();
    const user = await openAction(newest.name, 'Disable Device');
    // The confirmation's title names the device it changes.
    const dialog = await screen.findByRole('dialog', { name: `Confirm Status: ${newest.name}` });
    expect(within(dialog).getByText('Are you sure you want to change the status of this device?')).toBeInTheDocument();
    const before = listCalls(call).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sucessful!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.devices.toggle)?.params).toEqual({ id: newest.id, status: 0 });
    await waitFor(() => expect(listCalls(call).length).toBeGreaterThan(before));
    // The list shows active devices: the disabled one leaves it.
    await waitFor(() => expect(screen.queryByText(newest.name)).not.toBeInTheDocument());
    const saved = await host.db
      .selectFrom('devices')
      .select('activeStatus')
      .where('id', '=', newest.id)
      .executeTakeFirstOrThrow();
    expect(saved.activeStatus).toBe(0);
  });

  it('offers Enable Device for a disabled device', () => {
    const toggle = devices.actions.find((a) => a.name === 'toggle')!;
    const label = toggle.label as (r: { id: number; activeStatus: number }) => string;
    expect(label({ id: 1, activeStatus: 0 })).toBe('busads.devices.action.enable');
    expect(label({ id: 1, activeStatus: 1 })).toBe('busads.devices.action.disable');
  });

  it('adds and removes location rows (the first stays), requires a country, then sends deviceID and placeIDs', async () => {
    const host = createTestHost();
    const spare = await arrangeSpareDevice(host);
    const id = async (table: 'countries' | 'states' | 'routes', name: string) =>
      (await host.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const [nigeria, ghana, lagos, route] = [
      await id('countries', 'Nigeria'),
      await id('countries', 'Ghana'),
      await id('states', 'Lagos'),
      await id('routes', 'CMS - Ajah'),
    ];
    const { call } = await renderDevices({ host });
    await firstPage();
    const user = await openAction(spare.name, 'Assign Devices');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Device to Location' });
    const rows = () => within(dialog).getAllByRole('group');
    expect(rows()).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Remove location/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(rows()).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: 'Remove location 1' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove location 3' }));
    expect(rows()).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));

    await pick(user, within(rows()[0]).getByLabelText(/Country/), 'Nigeria');
    await pick(user, within(rows()[0]).getByLabelText(/State/), 'Lagos');
    await pick(user, within(rows()[0]).getByLabelText(/Route/), 'CMS - Ajah');
    await pick(user, within(rows()[1]).getByLabelText(/Country/), 'Ghana');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Assigned Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.devices.assignPlaces)?.body).toEqual({
      deviceID: spare.id,
      placeIDs: [
        { countryID: nigeria, stateID: lagos, routeID: route },
        { countryID: ghana, stateID: null, routeID: null },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cellOf(spare.name, 'Route Name')).toHaveTextContent('CMS - Ajah'));
    expect(cellOf(spare.name, 'State')).toHaveTextContent('Lagos');
  });

  it('leaves the route pickers out for an admin who may not read routes', async () => {
    const host = createTestHost();
    const spare = await arrangeSpareDevice(host);
    const { call } = await renderDevices({ host, privileges: ['ADMIN_DEVICE'] });
    await firstPage();
    const filter = screen.getByRole('region', { name: 'Filter' });
    await waitFor(() => expect(within(filter).getByLabelText('Country')).toBeInTheDocument());
    expect(within(filter).queryByLabelText('Route')).not.toBeInTheDocument();
    await openAction(spare.name, 'Assign Devices');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Device to Location' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Country/)).toBeInTheDocument());
    expect(within(dialog).queryByLabelText(/Route/)).not.toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.routes.list)).toBe(false);
  });

  it("shows a device's history of the last day, 10 rows a page, loading first", async () => {
    const host = createTestHost();
    const [device] = await listedDevices(host, 1);
    // The device moved two hours ago: a second entry of the last day, on another route.
    const current = await currentRoute(host, device.id);
    const other = await host.db
      .selectFrom('routes')
      .select(['id', 'name'])
      .where('id', '!=', current?.id ?? 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await host.db
      .insertInto('deviceHistory')
      .values({
        deviceId: device.id,
        busID: device.busID,
        routeId: other.id,
        countryId: null,
        stateId: null,
        views: 4,
        dateCreated: now() - 7200,
        dateUpdated: now() - 600,
      })
      .execute();
    const { call, release } = await renderDevices({ host, hold: [api.devices.history] });
    await firstPage();
    await openAction(device.name, 'View History');
    const dialog = await screen.findByRole('dialog', { name: 'Device History' });
    expect(within(dialog).getAllByRole('progressbar').length).toBeGreaterThan(0);
    release();
    expect((await within(dialog).findAllByText(other.name)).length).toBeGreaterThan(0);
    const sent = call.calls.find((c) => c.endpoint === api.devices.history)!.params;
    expect(sent).toMatchObject({ deviceID: device.id, page: 1, limit: 10 });
    expect(Number(sent.to) - Number(sent.from)).toBeGreaterThanOrEqual(86_400 - 5);
    // Every entry of the window, as the server keeps them: one that overlaps the window is in it.
    const entries = await host.db
      .selectFrom('deviceHistory')
      .leftJoin('routes', 'routes.id', 'deviceHistory.routeId')
      .select('routes.name')
      .where('deviceId', '=', device.id)
      .where('dateUpdated', '>=', Number(sent.from))
      .where('deviceHistory.dateCreated', '<=', Number(sent.to))
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const table = within(within(dialog).getByRole('table'));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(entries.length + 1));
    for (const { name } of entries) expect(table.getAllByText(name ?? 'None').length).toBeGreaterThan(0);

    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2020-01-01T08:00' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2020-01-02T08:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    // Filters apply after react-admin's debounce.
    await waitFor(() =>
      expect(call.calls.at(-1)?.params).toMatchObject({
        deviceID: device.id,
        from: 1_577_862_000,
        to: 1_577_948_400,
      }),
    );
    expect(await within(dialog).findByText('No results found')).toBeInTheDocument();
  });

  it("shows a device's views and clicks between the dates, loading first", async () => {
    const host = createTestHost();
    const listed = await listedDevices(host);
    // The listed device with the most views in the last day.
    const busiest = await host.db
      .selectFrom('adEvents')
      .select((eb) => ['deviceId', eb.fn.countAll<number>().as('n')])
      .where(
        'deviceId',
        'in',
        listed.map((d) => d.id),
      )
      .where('eventType', '=', 'view')
      .where('createdAt', '>=', now() - 80_000)
      .groupBy('deviceId')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const device = listed.find((d) => d.id === busiest.deviceId)!;
    const { call, release } = await renderDevices({ host, hold: [api.devices.actionCounts] });
    await firstPage();
    await openAction(device.name, 'Device Views');
    const dialog = await screen.findByRole('dialog', { name: 'Device Views' });
    expect(within(dialog).getAllByRole('progressbar').length).toBeGreaterThan(0);
    release();
    expect(await within(dialog).findByText(/^Between /)).toBeInTheDocument();
    const sent = call.calls.find((c) => c.endpoint === api.devices.actionCounts)!.params;
    expect(sent.deviceID).toBe(device.id);
    expect(Number(sent.toDate) - Number(sent.fromDate)).toBeGreaterThanOrEqual(86_400 - 5);
    // The events of that device the server counted between the dates sent.
    const counted = async (type: 'view' | 'click') =>
      Number(
        (
          await host.db
            .selectFrom('adEvents')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('deviceId', '=', device.id)
            .where('eventType', '=', type)
            .where('createdAt', '>=', Number(sent.fromDate))
            .where('createdAt', '<=', Number(sent.toDate))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const views = await counted('view');
    expect(views).toBeGreaterThan(0);
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(figure('Views')).toBe(count(views));
    expect(figure('Clicks')).toBe(count(await counted('click')));
  });
});

/** Chooses an option of an autocomplete picker. */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  await user.type(input, option.slice(0, 3));
  await user.click(await screen.findByRole('option', { name: option }));
}
