import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api, fillPath, type Privilege } from '../../src/api';
import type { AdminProfile } from '../../src/api/entities';
import { dayEndUnix, dayStartUnix, today, yesterday } from '../../src/format/dates';
import { formatUnix } from '../../src/format/format';
import { registry } from '../../src/resources';
import ActivityLogPage from '../../src/resources/activityLog/ActivityLogPage';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

/** The text of one cell of a table row (0: Description, 1: By, 2: Date). */
const cell = (row: HTMLElement, i: number) => (row as HTMLTableRowElement).cells[i];

/** Demo admins who act in the arranged logs besides the signed-in 'admin' (id 1). */
const COLLEAGUES = ['halima.ops', 'chinedu.fleet'];

/**
 * Believable activity in the default window, on top of the demo's: one row every 45 minutes back from
 * now, two in three by an admin (the signed-in 'admin' most often, so 'My Logs' fills pages; some of
 * them password resets), the rest by vendors.
 */
async function arrangeLogs(host: TestHost) {
  const admins = await host.db.selectFrom('admins').select(['id', 'username']).execute();
  const [me, ...others] = ['admin', ...COLLEAGUES].map((u) => admins.find((a) => a.username === u)!.id);
  const vendors = await host.db
    .selectFrom('vendors')
    .select(['id', 'fullname'])
    .orderBy('id', 'desc')
    .limit(12)
    .execute();
  const now = Math.floor(Date.now() / 1000);
  const adminDoes = [
    (v: (typeof vendors)[number]) => `Updated vendor ${v.fullname} (#${v.id})`,
    (v: (typeof vendors)[number]) => `Reset the password of vendor ${v.fullname} (#${v.id})`,
    (v: (typeof vendors)[number]) => `Logged out vendor ${v.fullname} (#${v.id})`,
  ];
  const vendorDoes = ['Signed in', 'Created ad "Suya Spot Deals"', 'Topped up wallet with ₦10,000.00 by card'];
  const rows = Array.from({ length: 60 }, (_, i) => {
    const vendor = vendors[(i * 7) % vendors.length];
    const adminId = i % 2 === 0 ? me : others[Math.floor(i / 2) % others.length];
    const dateCreated = now - 60 - i * 45 * 60;
    return i % 3 !== 2
      ? {
          actorType: 'admin' as const,
          adminId,
          vendorId: null,
          activityLogDesc: adminDoes[(i + Math.floor(i / 6)) % adminDoes.length](vendor),
          dateCreated,
        }
      : {
          actorType: 'vendor' as const,
          adminId: null,
          vendorId: vendor.id,
          activityLogDesc: vendorDoes[i % vendorDoes.length],
          dateCreated,
        };
  });
  await host.db.insertInto('activityLogs').values(rows).execute();
}

const defaultWindow = () => ({ from: dayStartUnix(yesterday()), to: dayEndUnix(today()) });

/** The rows the server should answer for the default window, newest first, with the actor's name. */
async function expectedLogs(host: TestHost, actor: { adminId?: number; vendorId?: number; type: 'admin' | 'vendor' }) {
  const { from, to } = defaultWindow();
  let q = host.db
    .selectFrom('activityLogs as l')
    .leftJoin('admins as a', 'a.id', 'l.adminId')
    .leftJoin('vendors as v', 'v.id', 'l.vendorId')
    .select([
      'l.id',
      'l.activityLogDesc',
      'l.dateCreated',
      'l.vendorId',
      'a.fullname as adminName',
      'v.fullname as vendorName',
    ])
    .where('l.actorType', '=', actor.type)
    .where('l.dateCreated', '>=', from!)
    .where('l.dateCreated', '<=', to!);
  if (actor.adminId !== undefined) q = q.where('l.adminId', '=', actor.adminId);
  if (actor.vendorId !== undefined) q = q.where('l.vendorId', '=', actor.vendorId);
  return q.orderBy('l.dateCreated', 'desc').orderBy('l.id', 'desc').execute();
}

interface LogOptions {
  /** Sign in as a new admin holding these privileges (default: the demo 'admin'). */
  privileges?: Privilege[];
  withAuth?: boolean;
  /** Arrange the database after signing in (and instead of the arranged activity). */
  arrange?: (host: TestHost) => Promise<void>;
}

async function renderLogs({ privileges, withAuth, arrange }: LogOptions = {}) {
  const host = createTestHost();
  const profile = await host.signIn(privileges);
  await (arrange ?? arrangeLogs)(host);
  const signedIn: TestHost = { ...host, signIn: async (): Promise<AdminProfile> => profile };
  return renderAdmin(<ActivityLogPage />, { host: signedIn, withAuth });
}
type Call = Awaited<ReturnType<typeof renderLogs>>['call'];
const callsOf = (call: Call, endpoint: (typeof api.activityLogs)[keyof typeof api.activityLogs]) =>
  call.calls.filter((c) => c.endpoint === endpoint);

afterEach(() => {
  window.location.hash = '';
});

describe('Activity Log screen', () => {
  it('is the activity log menu entry between reports and admin; its tabs are lists without a menu', () => {
    const menu = registry.filter((d) => d.menu && !d.pickerOnly).map((d) => d.name);
    expect(menu.slice(menu.indexOf('transactions'))).toEqual(
      ['transactions', 'reports', 'activitylog', 'admin', 'conversions'].filter((n) => menu.includes(n)),
    );
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
    const { call, host, profile } = await renderLogs();
    const own = await expectedLogs(host, { type: 'admin', adminId: profile!.id });
    expect(own.length).toBeGreaterThan(10);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['My Logs', 'Admin Logs', 'Vendor Logs']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(callsOf(call, api.activityLogs.self)[0].params).toEqual(defaultWindow());
    expect(fillPath(api.activityLogs.self.path, defaultWindow())).toBe(
      `/get/self/activity-logs/${defaultWindow().from}/${defaultWindow().to}`,
    );
    expect(callsOf(call, api.activityLogs.admin)).toHaveLength(0);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Description', 'By', 'Date']);
    expect(screen.getByText(`1-10 of ${own.length}`)).toBeInTheDocument();
    const first = within(bodyRows()[0]);
    expect(first.getByText(own[0].activityLogDesc)).toBeInTheDocument();
    expect(first.getByText(profile!.fullname)).toBeInTheDocument();
    expect(first.getByText(formatUnix(own[0].dateCreated))).toBeInTheDocument();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(today());
  });

  it("Admin Logs lists every admin's rows ('-'), then the picked admin's; the tab goes into the URL", async () => {
    const { call, host } = await renderLogs();
    const picked = await host.db
      .selectFrom('admins')
      .select(['id', 'fullname'])
      .where('username', '=', COLLEAGUES[1])
      .executeTakeFirstOrThrow();
    const pickedRows = await expectedLogs(host, { type: 'admin', adminId: picked.id });
    expect(pickedRows.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Admin Logs' }));
    await waitFor(() => expect(callsOf(call, api.activityLogs.admin)).toHaveLength(1));
    expect(window.location.hash).toMatch(/^#\/activitylog\/admin(\?|$)/);
    const first = callsOf(call, api.activityLogs.admin)[0].params;
    expect(first).toEqual({ adminID: undefined, ...defaultWindow() });
    expect(fillPath(api.activityLogs.admin.path, first)).toBe(
      `/get/activity-logs/-/${defaultWindow().from}/${defaultWindow().to}`,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const byNames = new Set(bodyRows().map((r) => cell(r, 1).textContent));
    expect(byNames.size).toBeGreaterThan(1);
    await user.click(screen.getByLabelText('Admin'));
    await user.click(await screen.findByRole('option', { name: picked.fullname }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(callsOf(call, api.activityLogs.admin).at(-1)?.params.adminID).toBe(picked.id));
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(Math.min(10, pickedRows.length));
      for (const r of bodyRows()) expect(cell(r, 1)).toHaveTextContent(picked.fullname);
    });
    expect(cell(bodyRows()[0], 0)).toHaveTextContent(pickedRows[0].activityLogDesc);
  });

  it('Admin Logs shows a failed sign-in: its description names the username typed, By says Not signed in', async () => {
    await renderLogs({
      arrange: async (host) => {
        const body = { username: 'ghost.user', password: 'wrong password', remember: false };
        await expect(host.call(api.session.login, { body })).rejects.toThrow();
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Admin Logs' }));
    await user.type(screen.getByPlaceholderText('Search by description'), 'ghost.user');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cell(bodyRows()[0], 0)).toHaveTextContent(/^Failed sign-in as "ghost\.user" from .+: unknown username$/);
    expect(cell(bodyRows()[0], 1)).toHaveTextContent('Not signed in');
  });

  it("Vendor Logs (opened from its path) shows vendors' names and filters by the picked vendor", async () => {
    window.location.hash = '#/activitylog/vendor';
    const { call, host } = await renderLogs();
    expect(screen.getByRole('tab', { name: 'Vendor Logs' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(callsOf(call, api.activityLogs.vendor)).toHaveLength(1));
    expect(callsOf(call, api.activityLogs.self)).toHaveLength(0);
    expect(callsOf(call, api.activityLogs.vendor)[0].params).toEqual({ userID: undefined, ...defaultWindow() });
    const vendorRows = await expectedLogs(host, { type: 'vendor' });
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, vendorRows.length)));
    expect(within(bodyRows()[0]).getByText(vendorRows[0].vendorName!)).toBeInTheDocument();
    const picked = { id: vendorRows[0].vendorId!, fullname: vendorRows[0].vendorName! };
    const user = userEvent.setup();
    // The picker offers the first vendors; typing the name searches for the one wanted.
    await user.type(screen.getByLabelText('Vendor'), picked.fullname);
    await user.click(await screen.findByRole('option', { name: picked.fullname }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(callsOf(call, api.activityLogs.vendor).at(-1)?.params.userID).toBe(picked.id));
    await waitFor(() => {
      for (const r of bodyRows()) expect(cell(r, 1)).toHaveTextContent(picked.fullname);
    });
  });

  it('moves between tabs with the keyboard', async () => {
    const { call } = await renderLogs();
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
    const { host, profile } = await renderLogs();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const own = await expectedLogs(host, { type: 'admin', adminId: profile!.id });
    const wanted = own.filter((l) => l.activityLogDesc.toLowerCase().includes('reset the password'));
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(10);
    await userEvent.setup().type(screen.getByPlaceholderText('Search by description'), 'reset the password');
    await waitFor(() => expect(bodyRows()).toHaveLength(wanted.length));
    for (const r of bodyRows()) expect(cell(r, 0).textContent).toMatch(/^Reset the password/);
  });

  it('says No more data as info on an empty load, not when a search matches nothing', async () => {
    // Nothing logged at all (the sign-in's own row included).
    const { unmount } = await renderLogs({
      arrange: (host) =>
        host.db
          .deleteFrom('activityLogs')
          .execute()
          .then(() => undefined),
    });
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('No more data')).toBeInTheDocument();
    expect(screen.getByText('No results found')).toBeInTheDocument();
    unmount();
    await renderLogs();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await userEvent.setup().type(screen.getByPlaceholderText('Search by description'), 'nothing like this');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
  });

  it('leaves the admin picker out for an admin who cannot read admins: the tab lists every admin', async () => {
    // An older link (?tab=admin) opens the tab at its path.
    window.location.hash = '#/?tab=admin';
    const { call } = await renderLogs({ privileges: ['ADMIN_ACTIVITY_LOG'], withAuth: true });
    await waitFor(() => expect(window.location.hash).toBe('#/activitylog/admin'));
    await waitFor(() => expect(callsOf(call, api.activityLogs.admin)).toHaveLength(1));
    await screen.findByLabelText('From');
    expect(screen.queryByLabelText('Admin')).not.toBeInTheDocument();
    expect(callsOf(call, api.activityLogs.admin)[0].params.adminID).toBeUndefined();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(new Set(bodyRows().map((r) => cell(r, 1).textContent)).size).toBeGreaterThan(1);
  });
});
