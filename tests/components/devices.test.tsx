import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { api, type Endpoint } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mockBrtRoutes, mockDeviceHistory, mockDevices } from '../../src/dataProvider/mock/deviceData';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows, openAction } from './tableHelpers';

const devices = registry.find((d) => d.name === 'devices')!;
function renderDevices(delay?: { ms: number; endpoints: Endpoint[] }, authProvider?: AuthProvider) {
  const routes = mockBrtRoutes();
  const all = mockDevices(80, routes);
  const data = { routes, devices: all, deviceHistory: mockDeviceHistory(all, routes) };
  return renderAdmin(<ResourceList decl={devices} />, { resource: 'devices', delay, authProvider, data });
}
/** An admin with ADMIN_DEVICE but not ADMIN_ROUTE (the demo 'viewer'). */
const withoutRoutes: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource }) => resource !== 'routes',
};
type Call = ReturnType<typeof renderDevices>['call'];
const listCalls = (call: Call) => call.calls.filter((c) => c.endpoint === api.devices.list);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const cellOf = (name: string, header: string) => {
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === header);
  return within(rowOf(name)).getAllByRole('cell')[index];
};
/** The 43 active devices installed in the last day: a first page of 25, then 18 more. */
const firstPage = () => waitFor(() => expect(bodyRows()).toHaveLength(25));

describe('Devices screen', () => {
  it('comes right after ads in the menu, unlocked by ADMIN_DEVICE', () => {
    const names = registry.filter((d) => d.menu).map((d) => d.name);
    expect(names.slice(names.indexOf('ads'), names.indexOf('ads') + 3)).toEqual(['ads', 'devices', 'device-history']);
    expect(devices).toMatchObject({ module: 'ADMIN_DEVICE', menu: { label: 'busads.menu.devices' } });
  });

  it('loads page 1 of 25 active devices of the last day, and the filter form shows those defaults', async () => {
    const { call } = renderDevices();
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
    renderDevices();
    await firstPage();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining([
      'Device Name', 'Serial Number', 'Bus ID', 'Phone Number', 'Status', 'State', 'Total Views', 'Total Clicks', 'Last Seen', 'Route Name', 'Date Created',
    ]));
    const first = within(rowOf('BRT Screen 001'));
    for (const text of ['R52W104233', 'LAG-BRT-001', '+2348031000000', 'Active', 'Lagos', '300', 'Ikorodu - TBS']) expect(first.getByText(text)).toBeInTheDocument();
    expect(cellOf('BRT Screen 001', 'Last Seen')).toHaveTextContent(/^\w{3}, \w{3} \d+ \d{4}, \d+:\d{2} [AP]M$/);
    // Placed on Oshodi - Abule Egba, never seen.
    expect(cellOf('BRT Screen 006', 'Last Seen')).toHaveTextContent('Inactive');
    expect(cellOf('BRT Screen 006', 'Route Name')).toHaveTextContent('Oshodi - Abule Egba');
    // Never placed: no state, no route, never seen.
    expect(cellOf('BRT Screen 007', 'Route Name')).toHaveTextContent('None');
    expect(cellOf('BRT Screen 007', 'Last Seen')).toHaveTextContent('Inactive');
    expect(cellOf('BRT Screen 007', 'State')).toHaveTextContent('');
    // Moved from another corridor: the current route is shown.
    expect(cellOf('BRT Screen 002', 'Route Name')).toHaveTextContent('Oshodi - Abule Egba');
    expect(within(rowOf('Abuja Screen 004')).getByText('Abuja FCT')).toBeInTheDocument();
  });

  it('appends the next 25 on Load more until there is no more data', async () => {
    const { call } = renderDevices();
    const user = userEvent.setup();
    await firstPage();
    const firstRow = bodyRows()[0].textContent;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(43));
    expect(bodyRows()[0].textContent).toBe(firstRow);
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(listCalls(call).map((c) => [c.params.page, c.params.limit])).toEqual([[1, 25], [2, 25]]);
  });

  it("creates a device: 'Required' under each empty field, then 'Created Sucessfully!'", async () => {
    const { call } = renderDevices();
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
      name: 'BRT Screen 121', serial: 'R52W990001', busID: 'LAG-BRT-121', phone: '+2348039990001',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when it refuses a device, and keeps the dialog and its values", async () => {
    renderDevices();
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: 'New Device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Device' });
    for (const [label, value] of [[/Device Name/, 'Spare'], [/Serial Number/, 'R52W104233'], [/Bus ID/, 'LAG-BRT-300'], [/Phone Number/, '+2348030000300']] as const)
      await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Serial already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Device' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Serial Number/)).toHaveValue('R52W104233');
  });

  it("updates a device in 'Update Device' and shows the new values", async () => {
    const { call } = renderDevices();
    await firstPage();
    const user = await openAction('BRT Screen 001', 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update Device' });
    const busID = within(dialog).getByLabelText(/Bus ID/);
    expect(busID).toHaveValue('LAG-BRT-001');
    await user.clear(busID);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(busID, 'LAG-BRT-201');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.devices.update)?.body).toMatchObject({ id: 80, busID: 'LAG-BRT-201', serial: 'R52W104233' });
    expect(await screen.findByText('LAG-BRT-201')).toBeInTheDocument();
  });

  it('disables a device after the Confirm Status question, toasts and reloads the list', async () => {
    const { call } = renderDevices();
    await firstPage();
    const user = await openAction('BRT Screen 001', 'Disable Device');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Status' });
    expect(within(dialog).getByText('Are you sure you want to change the status of this device?')).toBeInTheDocument();
    const before = listCalls(call).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sucessful!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.devices.toggle)?.params).toEqual({ id: 80, status: 0 });
    await waitFor(() => expect(listCalls(call).length).toBeGreaterThan(before));
    // The list shows active devices: the disabled one leaves it.
    await waitFor(() => expect(screen.queryByText('BRT Screen 001')).not.toBeInTheDocument());
  });

  it('offers Enable Device for a disabled device', () => {
    const toggle = devices.actions.find((a) => a.name === 'toggle')!;
    const label = toggle.label as (r: { id: number; activeStatus: number }) => string;
    expect(label({ id: 1, activeStatus: 0 })).toBe('busads.devices.action.enable');
    expect(label({ id: 1, activeStatus: 1 })).toBe('busads.devices.action.disable');
  });

  it('adds and removes location rows (the first stays), requires a country, then sends deviceID and placeIDs', async () => {
    const { call } = renderDevices();
    await firstPage();
    const user = await openAction('BRT Screen 007', 'Assign Devices');
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
    await pick(user, within(rows()[0]).getByLabelText(/Route/), 'CMS - Lekki Phase 1');
    await pick(user, within(rows()[1]).getByLabelText(/Country/), 'Ghana');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Assigned Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.devices.assignPlaces)?.body).toEqual({
      deviceID: 74,
      placeIDs: [{ countryID: 1, stateID: 1, routeID: 3 }, { countryID: 2, stateID: null, routeID: null }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cellOf('BRT Screen 007', 'Route Name')).toHaveTextContent('CMS - Lekki Phase 1'));
    expect(cellOf('BRT Screen 007', 'State')).toHaveTextContent('Lagos');
  });

  it('leaves the route pickers out for an admin who may not read routes', async () => {
    const { call } = renderDevices(undefined, withoutRoutes);
    await firstPage();
    const filter = screen.getByRole('region', { name: 'Filter' });
    await waitFor(() => expect(within(filter).getByLabelText('Country')).toBeInTheDocument());
    expect(within(filter).queryByLabelText('Route')).not.toBeInTheDocument();
    await openAction('BRT Screen 007', 'Assign Devices');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Device to Location' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Country/)).toBeInTheDocument());
    expect(within(dialog).queryByLabelText(/Route/)).not.toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.routes.list)).toBe(false);
  });

  it("shows a device's history of the last day, 10 rows a page, loading first", async () => {
    const { call } = renderDevices({ ms: 1500, endpoints: [api.devices.history] });
    await firstPage();
    await openAction('BRT Screen 002', 'View History');
    const dialog = await screen.findByRole('dialog', { name: 'Device History' });
    expect(within(dialog).getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(await within(dialog).findByText('Oshodi - Abule Egba', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(dialog).getByText('CMS - Lekki Phase 1')).toBeInTheDocument();
    const sent = call.calls.find((c) => c.endpoint === api.devices.history)!.params;
    expect(sent).toMatchObject({ deviceID: 79, page: 1, limit: 10 });
    expect(Number(sent.to) - Number(sent.from)).toBeGreaterThanOrEqual(86_400 - 5);

    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-20T08:00' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-11-21T08:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    // Filters apply after react-admin's debounce, then the slow answer.
    await waitFor(() => expect(call.calls.at(-1)?.params).toMatchObject({ deviceID: 79, from: 1_795_158_000, to: 1_795_244_400 }), { timeout: 4000 });
    expect(await within(dialog).findByText('No results found', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it("shows a device's views and clicks between the dates, loading first", async () => {
    const { call } = renderDevices({ ms: 1500, endpoints: [api.devices.actionCounts] });
    await firstPage();
    await openAction('BRT Screen 001', 'Device Views');
    const dialog = await screen.findByRole('dialog', { name: 'Device Views' });
    expect(within(dialog).getAllByRole('progressbar').length).toBeGreaterThan(0);
    // 300 lifetime views and 3 clicks; the mock counts a day as 1/30 of them.
    expect(await within(dialog).findByText('10', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Views')).toBeInTheDocument();
    expect(within(dialog).getByText('Clicks')).toBeInTheDocument();
    const sent = call.calls.find((c) => c.endpoint === api.devices.actionCounts)!.params;
    expect(sent.deviceID).toBe(80);
    expect(Number(sent.toDate) - Number(sent.fromDate)).toBeGreaterThanOrEqual(86_400 - 5);
    expect(within(dialog).getByText(/^Between /)).toBeInTheDocument();
  });
});

/** Chooses an option of an autocomplete picker. */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  await user.type(input, option.slice(0, 3));
  await user.click(await screen.findByRole('option', { name: option }));
}
