import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

const history = registry.find((d) => d.name === 'device-history')!;
const now = () => Math.floor(Date.now() / 1000);

/**
 * The demo data with, on top, an entry just opened for a screen never seen, placed by state only (no
 * route): the newest entry of the list.
 */
async function arrangeHistory(host: TestHost) {
  const { db } = host;
  const device = await db
    .selectFrom('devices')
    .select(['id', 'name', 'busID'])
    .where('lastseen', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const nigeria = await db.selectFrom('countries').select('id').where('name', '=', 'Nigeria').executeTakeFirstOrThrow();
  const lagos = await db
    .selectFrom('states')
    .select('id')
    .where('name', '=', 'Lagos')
    .where('countryId', '=', nigeria.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deviceHistory')
    .values({
      deviceId: device.id,
      busID: device.busID,
      routeId: null,
      countryId: nigeria.id,
      stateId: lagos.id,
      views: 0,
      dateCreated: now(),
      dateUpdated: now(),
    })
    .execute();
  return device;
}

const renderHistory = async (host: TestHost = createTestHost()) => {
  const unrouted = await arrangeHistory(host);
  return { unrouted, ...(await renderAdmin(<ResourceList decl={history} />, { resource: 'device-history', host })) };
};
type Call = Awaited<ReturnType<typeof renderHistory>>['call'];
const historyCalls = (call: Call) => call.calls.filter((c) => c.endpoint === api.devices.history);
const cell = (row: HTMLElement, header: string) =>
  within(row).getAllByRole('cell')[screen.getAllByRole('columnheader').findIndex((h) => h.textContent === header)];

/** The history entries the server keeps for a window: those whose span overlaps it. */
const entriesOf = (host: TestHost, sent: Record<string, unknown>) =>
  host.db
    .selectFrom('deviceHistory')
    .select(['id', 'busID', 'deviceId'])
    .where('dateUpdated', '>=', Number(sent.from))
    .where('dateCreated', '<=', Number(sent.to));

describe('Device History screen', () => {
  it('is the menu entry right after devices, unlocked by ADMIN_DEVICE', () => {
    const names = registry.filter((d) => d.menu).map((d) => d.name);
    expect(names[names.indexOf('devices') + 1]).toBe('device-history');
    expect(history).toMatchObject({ module: 'ADMIN_DEVICE', menu: { label: 'busads.menu.deviceHistory' } });
  });

  it('loads the last day, 20 entries, and the filter form shows the defaults', async () => {
    const { call } = await renderHistory();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const [first] = historyCalls(call);
    expect(first.params).toMatchObject({ page: 1, limit: 20 });
    const span = Number(first.params.to) - Number(first.params.from);
    expect(Math.abs(span - 86_400)).toBeLessThanOrEqual(5);
    const filter = screen.getByRole('region', { name: 'Filter' });
    expect(within(filter).getByLabelText('Count')).toHaveValue(20);
    expect((within(filter).getByLabelText('Date From') as HTMLInputElement).value).not.toBe('');
    for (const label of ['Serial Number', 'Bus ID', 'Country', 'State', 'Date To'])
      expect(within(filter).getByLabelText(label)).toBeInTheDocument();
  });

  it("shows the columns, 'Inactive' for a screen never seen and 'None' without a route", async () => {
    const { unrouted, call, host } = await renderHistory();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    // The page as the server keeps it, to find an entry of a seen screen on a route.
    const sent = historyCalls(call)[0].params;
    const page = await host.db
      .selectFrom('deviceHistory as h')
      .innerJoin('devices as d', 'd.id', 'h.deviceId')
      .leftJoin('routes as r', 'r.id', 'h.routeId')
      .select(['h.id', 'r.name as route', 'd.lastseen'])
      .where('h.dateUpdated', '>=', Number(sent.from))
      .where('h.dateCreated', '<=', Number(sent.to))
      .orderBy('h.dateCreated', 'desc')
      .orderBy('h.id', 'desc')
      .limit(20)
      .execute();
    const routed = page.findIndex((e) => e.route !== null && e.lastseen !== null);
    expect(routed).toBeGreaterThan(0);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Device Name',
      'Serial Number',
      'Bus ID',
      'Last Seen',
      'Views',
      'Route',
      'Countries',
      'States',
      'Date Created',
      'Date Updated',
    ]);
    const first = bodyRows()[0];
    expect(cell(first, 'Device Name')).toHaveTextContent(unrouted.name);
    expect(cell(first, 'Last Seen')).toHaveTextContent('Inactive');
    expect(cell(first, 'Route')).toHaveTextContent('None');
    expect(cell(first, 'Countries')).toHaveTextContent('Nigeria');
    expect(cell(first, 'States')).toHaveTextContent('Lagos');
    const seen = bodyRows()[routed];
    expect(cell(seen, 'Route')).toHaveTextContent(page[routed].route!);
    expect(cell(seen, 'Last Seen')).toHaveTextContent(/\d{4}, \d+:\d{2} [AP]M/);
  });

  it('appends the next 20 on Load more', async () => {
    const { call, unrouted } = await renderHistory();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(40));
    expect(cell(bodyRows()[0], 'Device Name')).toHaveTextContent(unrouted.name);
    expect(historyCalls(call).map((c) => [c.params.page, c.params.limit])).toEqual([
      [1, 20],
      [2, 20],
    ]);
  });

  it('sends the count as the limit and the bus ID filter', async () => {
    const host = createTestHost();
    // A bus that changed placement six times in the last day: more entries than the count of 5.
    const bus = await host.db
      .selectFrom('devices')
      .select(['id', 'busID'])
      .where('lastseen', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await host.db
      .insertInto('deviceHistory')
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          deviceId: bus.id,
          busID: bus.busID,
          routeId: null,
          countryId: null,
          stateId: null,
          views: i,
          dateCreated: now() - 3600 * (i + 2),
          dateUpdated: now() - 3600 * (i + 1),
        })),
      )
      .execute();
    const { call } = await renderHistory(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const filter = screen.getByRole('region', { name: 'Filter' });
    await user.clear(within(filter).getByLabelText('Count'));
    await user.type(within(filter).getByLabelText('Count'), '5');
    // The bus ID matches in any case.
    await user.type(within(filter).getByLabelText('Bus ID'), bus.busID.toLowerCase());
    await user.click(within(filter).getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(historyCalls(call).at(-1)?.params).toMatchObject({ page: 1, limit: 5, busID: bus.busID.toLowerCase() }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    for (const row of bodyRows()) expect(cell(row, 'Bus ID')).toHaveTextContent(bus.busID);
  });

  it('finds a device by serial and filters by its id', async () => {
    const host = createTestHost();
    const device = await host.db
      .selectFrom('devices')
      .select(['id', 'serial'])
      .where('lastseen', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { call } = await renderHistory(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const filter = screen.getByRole('region', { name: 'Filter' });
    const serial = within(filter).getByLabelText('Serial Number');
    await user.click(serial);
    await user.type(serial, device.serial);
    // The picker searches devices by serial.
    await waitFor(() =>
      expect(call.calls.some((c) => c.endpoint === api.devices.list && c.params.serial === device.serial)).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: device.serial }));
    await user.click(within(filter).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(historyCalls(call).at(-1)?.params).toMatchObject({ deviceID: device.id }));
    const sent = historyCalls(call).at(-1)!.params;
    const expected = await entriesOf(host, sent).where('deviceId', '=', device.id).execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(20);
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length));
    for (const row of bodyRows()) expect(cell(row, 'Serial Number')).toHaveTextContent(device.serial);
  });
});
