import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, PRIVILEGE_NAMES, PRIVILEGES, type Privilege } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows, openAction } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

const admins = registry.find((d) => d.name === 'admin')!;

/**
 * The demo has six admins (and the signed-in tester makes seven): fourteen more colleagues, so that the
 * table has more than one page of 15. Every third one is an Admin; a few are called Zainab.
 */
async function addColleagues(host: TestHost) {
  const first = ['Tolu', 'Chiamaka', 'Zainab', 'Kemi', 'Obinna', 'Segun', 'Ngozi'];
  const last = ['Adebayo', 'Okonkwo', 'Abubakar', 'Lawal', 'Nnamdi'];
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < 14; i++) {
    const fullname = `${first[i % first.length]} ${last[i % last.length]}`;
    const username = `${fullname.toLowerCase().replace(' ', '.')}${i + 1}`;
    const privileges: Privilege[] = PRIVILEGE_NAMES.filter((_, k) => (k + i) % 3 === 0);
    await host.db
      .insertInto('admins')
      .values({
        fullname,
        username,
        phone: `+234802${String(2000000 + i * 37).slice(-7)}`,
        email: `${username}@busads.ng`,
        address: `${i + 5} Adeola Odeku Street, Victoria Island, Lagos`,
        profilePicture: null,
        passwordHash: 'unusable',
        privileges: JSON.stringify(privileges),
        usertype: i % 3 === 0 ? 0 : 1,
        accessStatus: 1,
        dateCreated: now - (14 - i) * 86_400,
      })
      .execute();
  }
}

/** Every admin as the table orders them: oldest id first. */
const everyAdmin = (host: TestHost) =>
  host.db
    .selectFrom('admins')
    .select(['id', 'fullname', 'email', 'usertype', 'privileges'])
    .orderBy('id', 'asc')
    .execute();

async function renderAdmins(host: TestHost = createTestHost()) {
  await addColleagues(host);
  return renderAdmin(<ResourceList decl={admins} />, {
    resource: 'admin',
    host,
    privileges: ['ADMIN_ADMIN', 'ADMIN_VENDOR'],
    withAuth: true,
  });
}
type Rendered = Awaited<ReturnType<typeof renderAdmins>>;
const created = (call: Rendered['call']) => call.calls.find((c) => c.endpoint === api.admins.create);
const roleOf = (usertype: number) => (usertype === 0 ? 'Admin' : 'Non-Admin');

describe('Admins table', () => {
  it('is the last menu entry, unlocked by ADMIN_ADMIN', () => {
    const menu = registry.filter((d) => d.menu).map((d) => d.name);
    expect(menu.at(-1)).toBe('admin');
    expect(admins).toMatchObject({ module: 'ADMIN_ADMIN', menu: { label: 'busads.menu.admin' } });
  });

  it('shows the SPEC.md columns, 15 rows at first, and Admin / Non-Admin by usertype', async () => {
    const { host } = await renderAdmins();
    const expected = await everyAdmin(host);
    expect(expected.length).toBeGreaterThan(15);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['ID', 'Fullname', 'Username', 'Phone', 'Email', 'Address', 'Role', 'Date Created']),
    );
    expected.slice(0, 15).forEach((admin, i) => {
      const row = within(bodyRows()[i]);
      expect(row.getByText(admin.fullname)).toBeInTheDocument();
      expect(row.getByText(admin.email)).toBeInTheDocument();
      expect(row.getByText(roleOf(admin.usertype))).toBeInTheDocument();
    });
    // Both roles are on the first page.
    expect(new Set(expected.slice(0, 15).map((a) => a.usertype))).toEqual(new Set([0, 1]));
  });

  it('searches by name in the browser', async () => {
    const { call } = await renderAdmins();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await userEvent.setup().type(screen.getByPlaceholderText('Search by name'), 'Zainab');
    await waitFor(() => expect(bodyRows().length).toBeLessThan(15));
    expect(bodyRows().length).toBeGreaterThan(0);
    for (const row of bodyRows()) expect(row).toHaveTextContent('Zainab');
    expect(call.calls.every((c) => c.params.q === undefined)).toBe(true);
  });

  it("validates 'Create a new Admin', then sends the checked privileges and the role", async () => {
    const { call, host } = await renderAdmins();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await user.click(screen.getByRole('button', { name: 'New Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new Admin' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(Object.values(PRIVILEGES));
    expect(within(dialog).getByText('Non-Admin')).toBeInTheDocument();
    // The new password's length rule is said before anything is sent.
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters, not the username',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of ['Fullname', 'Username', 'Phone', 'Email', 'Address', 'Password'])
      expect(await within(dialog).findByText(`${message} is required`)).toBeInTheDocument();
    expect(created(call)).toBeUndefined();

    await user.type(within(dialog).getByLabelText(/Fullname/), 'Kunle Ajayi');
    await user.type(within(dialog).getByLabelText(/Username/), 'kunle');
    await user.type(within(dialog).getByLabelText(/Phone/), '+2348091112222');
    await user.type(within(dialog).getByLabelText(/Email/), 'kunle@busads.ng');
    await user.type(within(dialog).getByLabelText(/Address/), '4 Broad Street, Lagos');
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password must be at least 8 characters'));
    expect(created(call)).toBeUndefined();
    await user.clear(password);
    await user.type(password, 'start-here-1');
    await user.click(within(dialog).getByLabelText('Reports'));
    await user.click(within(dialog).getByLabelText('Vendor'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    expect(created(call)?.body).toEqual({
      fullname: 'Kunle Ajayi',
      username: 'kunle',
      phone: '+2348091112222',
      email: 'kunle@busads.ng',
      address: '4 Broad Street, Lagos',
      password: 'start-here-1',
      usertype: 1,
      privileges: expect.arrayContaining(['ADMIN_REPORT', 'ADMIN_VENDOR']),
    });
    expect((created(call)?.body as { privileges: string[] }).privileges).toHaveLength(2);
    const saved = await host.db
      .selectFrom('admins')
      .select(['fullname', 'usertype', 'privileges'])
      .where('username', '=', 'kunle')
      .executeTakeFirstOrThrow();
    expect(saved.fullname).toBe('Kunle Ajayi');
    expect(saved.usertype).toBe(1);
    expect(JSON.parse(saved.privileges)).toEqual(expect.arrayContaining(['ADMIN_REPORT', 'ADMIN_VENDOR']));
  });

  it("opens 'Update Admin Information' filled from the row, without a password, and saves a new role", async () => {
    const { call, host } = await renderAdmins();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    // A Non-Admin colleague of the demo, with some privileges.
    const target = (await everyAdmin(host)).find(
      (a) => a.usertype === 1 && a.id !== 1 && JSON.parse(a.privileges).length > 1,
    )!;
    const targetPrivileges = JSON.parse(target.privileges) as Privilege[];
    const user = await openAction(target.fullname, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Update Admin Information' });
    expect(within(dialog).getByLabelText(/Fullname/)).toHaveValue(target.fullname);
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue(target.email);
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    for (const p of PRIVILEGE_NAMES) {
      const box = within(dialog).getByLabelText(PRIVILEGES[p]);
      if (targetPrivileges.includes(p)) expect(box).toBeChecked();
      else expect(box).not.toBeChecked();
    }
    await user.clear(within(dialog).getByLabelText(/Phone/));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Phone is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Phone/), '+2348000000001');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    const sent = call.calls.find((c) => c.endpoint === api.admins.update);
    expect(sent?.params.id).toBe(target.id);
    expect(sent?.body).toMatchObject({
      phone: '+2348000000001',
      usertype: 0,
      privileges: expect.arrayContaining(targetPrivileges),
    });
    expect((sent?.body as { privileges: string[] }).privileges).toHaveLength(targetPrivileges.length);
    const saved = await host.db
      .selectFrom('admins')
      .select(['phone', 'usertype'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ phone: '+2348000000001', usertype: 0 });
  });

  it('resets a password after confirmation and shows the new one, which now signs in', async () => {
    const host = createTestHost();
    const { call } = await renderAdmins(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const viewer = await host.db
      .selectFrom('admins')
      .select(['id', 'fullname'])
      .where('username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const user = await openAction(viewer.fullname, 'Reset Password');
    expect(await screen.findByText('Are you sure you want to reset the password of this Admin?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password Information' });
    const password = within(dialog).getByTestId('new-password').textContent!;
    expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);
    expect(within(dialog).getByText(/Share it with the admin now/)).toBeInTheDocument();
    expect(await screen.findByText('Password Reset Sucessful!')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.admins.resetPassword && c.params.id === viewer.id)).toBe(true);
    await expect(
      call(api.session.login, { body: { username: 'viewer', password, remember: false } }),
    ).resolves.toBeDefined();
  });

  it('logs an admin out after confirmation, ending their sessions', async () => {
    const host = createTestHost();
    const viewer = await host.db
      .selectFrom('admins')
      .select(['id', 'fullname'])
      .where('username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    await host.db
      .insertInto('sessions')
      .values({ tokenHash: 'viewer-session', adminId: viewer.id, expiresAt: now + 3600, remember: 0, createdAt: now })
      .execute();
    const { call } = await renderAdmins(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const user = await openAction(viewer.fullname, 'Logout');
    expect(await screen.findByText('Are you sure you want to logout this Admin?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Admin Logged out Sucessfully!')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.admins.logout && c.params.id === viewer.id)).toBe(true);
    expect(await host.db.selectFrom('sessions').select('id').where('adminId', '=', viewer.id).execute()).toEqual([]);
  });

  it("offers only Edit on the signed-in admin's own row", async () => {
    const { profile } = await renderAdmins();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const user = userEvent.setup();
    // The signed-in tester is the newest admin, past the first page: the search brings their row up.
    await user.type(screen.getByPlaceholderText('Search by name'), profile!.fullname);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: `Actions for ${profile!.fullname}` }));
    const items = (await screen.findAllByRole('menuitem')).map((m) => m.textContent);
    expect(items).toEqual(['Edit']);
  });
});
