import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import type { DeviceHistory } from '../../src/api/entities';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mockBrtRoutes, mockDeviceHistory, mockDevices } from '../../src/dataProvider/mock/deviceData';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const history = registry.find((d) => d.name === 'device-history')!;
const now = Math.floor(Date.now() / 1000);
/** A screen placed by state only (no route), in the last hour. */
const unrouted = (device: DeviceHistory['device']): DeviceHistory => ({
  id: 10_000, device, busID: 'LAG-BRT-078', route: null, countries: [{ id: 1, name: 'Nigeria' }], states: [{ id: 1, name: 'Lagos' }],
  dateCreated: now - 600, dateUpdated: now - 300,
});
function renderHistory() {
  const routes = mockBrtRoutes();
  const devices = mockDevices(80, routes);
  const entries = mockDeviceHistory(devices, routes);
  // BRT Screen 078 has never been seen.
  const { id, name, serial, lastseen } = devices.find((d) => d.name === 'BRT Screen 078')!;
  const first = { id, name, serial, lastseen, views: 0 };
  return renderAdmin(<ResourceList decl={history} />, {
    resource: 'device-history',
    data: { routes, devices, deviceHistory: [unrouted(first), ...entries] },
  });
}
type Call = ReturnType<typeof renderHistory>['call'];
const historyCalls = (call: Call) => call.calls.filter((c) => c.endpoint === api.devices.history);
const cell = (row: HTMLElement, header: string) =>
  within(row).getAllByRole('cell')[screen.getAllByRole('columnheader').findIndex((h) => h.textContent === header)];

describe('Device History screen', () => {
  it('is the menu entry right after devices, unlocked by ADMIN_DEVICE', () => {
    const names = registry.filter((d) => d.menu).map((d) => d.name);
    expect(names[names.indexOf('devices') + 1]).toBe('device-history');
    expect(history).toMatchObject({ module: 'ADMIN_DEVICE', menu: { label: 'busads.menu.deviceHistory' } });
  });

  it('loads the last day, 20 entries, and the filter form shows the defaults', async () => {
    const { call } = renderHistory();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const [first] = historyCalls(call);
    expect(first.params).toMatchObject({ page: 1, limit: 20 });
    const span = Number(first.params.to) - Number(first.params.from);
    expect(Math.abs(span - 86_400)).toBeLessThanOrEqual(5);
    const filter = screen.getByRole('region', { name: 'Filter' });
    expect(within(filter).getByLabelText('Count')).toHaveValue(20);
    expect((within(filter).getByLabelText('Date From') as HTMLInputElement).value).not.toBe('');
    for (const label of ['Serial Number', 'Bus ID', 'Country', 'State', 'Date To']) expect(within(filter).getByLabelText(label)).toBeInTheDocument();
  });

  it("shows the columns, 'Inactive' for a screen never seen and 'None' without a route", async () => {
    renderHistory();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Device Name', 'Serial Number', 'Bus ID', 'Last Seen', 'Views', 'Route', 'Countries', 'States', 'Date Created', 'Date Updated',
    ]);
    const [first, second] = bodyRows();
    expect(cell(first, 'Device Name')).toHaveTextContent('BRT Screen 078');
    expect(cell(first, 'Last Seen')).toHaveTextContent('Inactive');
    expect(cell(first, 'Route')).toHaveTextContent('None');
    expect(cell(first, 'Countries')).toHaveTextContent('Nigeria');
    expect(cell(first, 'States')).toHaveTextContent('Lagos');
    expect(cell(second, 'Route')).not.toHaveTextContent('None');
    expect(cell(second, 'Last Seen')).toHaveTextContent(/\d{4}, \d+:\d{2} [AP]M/);
  });

  it('appends the next 20 on Load more', async () => {
    const { call } = renderHistory();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(40));
    expect(cell(bodyRows()[0], 'Device Name')).toHaveTextContent('BRT Screen 078');
    expect(historyCalls(call).map((c) => [c.params.page, c.params.limit])).toEqual([[1, 20], [2, 20]]);
  });

  it('sends the count as the limit and the bus ID filter', async () => {
    const { call } = renderHistory();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const filter = screen.getByRole('region', { name: 'Filter' });
    await user.clear(within(filter).getByLabelText('Count'));
    await user.type(within(filter).getByLabelText('Count'), '5');
    await user.type(within(filter).getByLabelText('Bus ID'), 'lag-brt-002');
    await user.click(within(filter).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(historyCalls(call).at(-1)?.params).toMatchObject({ page: 1, limit: 5, busID: 'lag-brt-002' }), { timeout: 3000 });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    for (const row of bodyRows()) expect(cell(row, 'Bus ID')).toHaveTextContent('LAG-BRT-002');
  });

  it('finds a device by serial and filters by its id', async () => {
    const { call } = renderHistory();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const filter = screen.getByRole('region', { name: 'Filter' });
    const serial = within(filter).getByLabelText('Serial Number');
    await user.click(serial);
    await user.type(serial, 'R52W112152');
    // The picker searches devices by serial.
    await waitFor(() => expect(call.calls.some((c) => c.endpoint === api.devices.list && c.params.serial === 'R52W112152')).toBe(true), { timeout: 3000 });
    await user.click(await screen.findByRole('option', { name: 'R52W112152' }, { timeout: 3000 }));
    await user.click(within(filter).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(historyCalls(call).at(-1)?.params).toMatchObject({ deviceID: 79 }), { timeout: 3000 });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });
});
