import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { api, fillPath } from '../../src/api';
import type { ActivityLog } from '../../src/api/entities';
import { dayEndUnix, dayStartUnix, today, yesterday } from '../../src/components/dates';
import { formatUnix } from '../../src/components/format';
import { mockActivityLogs } from '../../src/dataProvider/mock/activity';
import { mockAdmins } from '../../src/dataProvider/mock/admins';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import ActivityLogPage from '../../src/resources/activityLog/ActivityLogPage';
import { demoProfile, renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

/** The text of one cell of a table row (0: Description, 1: By, 2: Date). */
const cell = (row: HTMLElement, i: number) => (row as HTMLTableRowElement).cells[i];

const vendors = mockVendors(12);
const admins = mockAdmins(3);
const now = Math.floor(Date.now() / 1000);
// Every 45 minutes back from now: the default window (yesterday..today) holds a good part of them.
const logs = mockActivityLogs([demoProfile, ...admins], vendors, { now, count: 60 });
const renderLogs = (activityLogs: ActivityLog[] = logs, authProvider?: AuthProvider) =>
  renderAdmin(<ActivityLogPage />, { data: { vendors, admins, activityLogs }, authProvider });
type Call = ReturnType<typeof renderLogs>['call'];
const callsOf = (call: Call, endpoint: (typeof api.activityLogs)[keyof typeof api.activityLogs]) => call.calls.filter((c) => c.endpoint === endpoint);
const defaultWindow = () => ({ from: dayStartUnix(yesterday()), to: dayEndUnix(today()) });
const inWindow = (l: ActivityLog) => l.dateCreated >= defaultWindow().from! && l.dateCreated <= defaultWindow().to!;

afterEach(() => {
  window.location.hash = '';
});

describe('Activity Log screen', () => {
  it('is the activity log menu entry between reports and admin; its tabs are lists without a menu', () => {
    const menu = registry.filter((d) => d.menu && !d.pickerOnly).map((d) => d.name);
    expect(menu.slice(menu.indexOf('transactions'))).toEqual(['transactions', 'reports', 'activitylog', 'admin', 'conversions'].filter((n) => menu.includes(n)));
    const activity = registry.find((d) => d.name === 'activitylog')!;
    expect(activity).toMatchObject({ module: 'ADMIN_ACTIVITY_LOG', menu: { label: 'busads.menu.activitylog' } });
    expect(activity.page).toBeDefined();
    const tabs = ['self-logs', 'admin-logs', 'vendor-logs'].map((n) => registry.find((d) => d.name === n)!);
    expect(tabs.map((d) => [d.module, d.pickerOnly, d.list?.perPage, d.list?.paging])).toEqual([
      [null, true, 10, 'client'],
      ['ADMIN_ACTIVITY_LOG', true, 10, 'client'],
      ['ADMIN_ACTIVITY_LOG', true, 10, 'client'],
    ]);
  });

  it('opens on My Logs: own rows of yesterday to today, 10 a page, Description / By / Date', async () => {
    const { call } = renderLogs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['My Logs', 'Admin Logs', 'Vendor Logs']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(callsOf(call, api.activityLogs.self)[0].params).toEqual(defaultWindow());
    expect(fillPath(api.activityLogs.self.path, defaultWindow())).toBe(`/get/self/activity-logs/${defaultWindow().from}/${defaultWindow().to}`);
    expect(callsOf(call, api.activityLogs.admin)).toHaveLength(0);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Description', 'By', 'Date']);
    const own = logs.filter((l) => l.admin?.id === demoProfile.id && inWindow(l));
    expect(screen.getByText(`1-10 of ${own.length}`)).toBeInTheDocument();
    const first = within(bodyRows()[0]);
    expect(first.getByText(own[0].activityLogDesc)).toBeInTheDocument();
    expect(first.getByText('Ada Admin')).toBeInTheDocument();
    expect(first.getByText(formatUnix(own[0].dateCreated))).toBeInTheDocument();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(today());
  });

  it("Admin Logs lists every admin's rows ('-'), then the picked admin's; the tab goes into the URL", async () => {
    const { call } = renderLogs();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Admin Logs' }));
    await waitFor(() => expect(callsOf(call, api.activityLogs.admin)).toHaveLength(1));
    expect(window.location.hash).toContain('tab=admin');
    const first = callsOf(call, api.activityLogs.admin)[0].params;
    expect(first).toEqual({ adminID: undefined, ...defaultWindow() });
    expect(fillPath(api.activityLogs.admin.path, first)).toBe(`/get/activity-logs/-/${defaultWindow().from}/${defaultWindow().to}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const byNames = new Set(bodyRows().map((r) => cell(r, 1).textContent));
    expect(byNames.size).toBeGreaterThan(1);
    await user.click(screen.getByLabelText('Admin'));
    await user.click(await screen.findByRole('option', { name: admins[1].fullname }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(callsOf(call, api.activityLogs.admin).at(-1)?.params.adminID).toBe(admins[1].id));
    await waitFor(() => {
      for (const r of bodyRows()) expect(cell(r, 1)).toHaveTextContent(admins[1].fullname);
    });
  });

  it("Vendor Logs (opened from ?tab=vendor) shows vendors' names and filters by the picked vendor", async () => {
    window.location.hash = '#/?tab=vendor';
    const { call } = renderLogs();
    expect(screen.getByRole('tab', { name: 'Vendor Logs' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(callsOf(call, api.activityLogs.vendor)).toHaveLength(1));
    expect(callsOf(call, api.activityLogs.self)).toHaveLength(0);
    expect(callsOf(call, api.activityLogs.vendor)[0].params).toEqual({ userID: undefined, ...defaultWindow() });
    const vendorRows = logs.filter((l) => l.vendor && inWindow(l));
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, vendorRows.length)));
    expect(within(bodyRows()[0]).getByText(vendorRows[0].vendor!.fullname)).toBeInTheDocument();
    const picked = vendorRows[0].vendor!;
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Vendor'));
    await user.click(await screen.findByRole('option', { name: picked.fullname }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(callsOf(call, api.activityLogs.vendor).at(-1)?.params.userID).toBe(picked.id));
    await waitFor(() => {
      for (const r of bodyRows()) expect(cell(r, 1)).toHaveTextContent(picked.fullname);
    });
  });

  it('moves between tabs with the keyboard', async () => {
    const { call } = renderLogs();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    screen.getByRole('tab', { name: 'My Logs' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vendor Logs' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Vendor Logs' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(callsOf(call, api.activityLogs.vendor)).toHaveLength(1));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'activitylog-tab-vendor');
  });

  it('searches the descriptions in the browser', async () => {
    renderLogs();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const wanted = logs.filter((l) => l.admin?.id === demoProfile.id && inWindow(l) && l.activityLogDesc.startsWith('Reset the password'));
    expect(wanted.length).toBeGreaterThan(0);
    await userEvent.setup().type(screen.getByPlaceholderText('Search by description'), 'reset the password');
    await waitFor(() => expect(bodyRows()).toHaveLength(wanted.length), { timeout: 3000 });
    for (const r of bodyRows()) expect(cell(r, 0).textContent).toMatch(/^Reset the password/);
  });

  it('says No more data as info on an empty load, not when a search matches nothing', async () => {
    const { unmount } = renderLogs([]);
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('No more data')).toBeInTheDocument();
    expect(screen.getByText('No results found')).toBeInTheDocument();
    unmount();
    renderLogs();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await userEvent.setup().type(screen.getByPlaceholderText('Search by description'), 'nothing like this');
    expect(await screen.findByText('No results found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
  });

  it('leaves the admin picker out for an admin who cannot read admins: the tab lists every admin', async () => {
    const authProvider: AuthProvider = {
      login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
      getPermissions: async () => undefined, canAccess: async ({ resource }) => resource !== 'admin',
    };
    window.location.hash = '#/?tab=admin';
    const { call } = renderLogs(logs, authProvider);
    await waitFor(() => expect(callsOf(call, api.activityLogs.admin)).toHaveLength(1));
    await screen.findByLabelText('From');
    expect(screen.queryByLabelText('Admin')).not.toBeInTheDocument();
    expect(callsOf(call, api.activityLogs.admin)[0].params.adminID).toBeUndefined();
  });
});
