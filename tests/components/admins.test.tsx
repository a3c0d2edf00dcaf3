import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, PRIVILEGES } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mockAdmins } from '../../src/dataProvider/mock/admins';
import { registry } from '../../src/resources';
import { signedInAs } from './adminAuth';
import { renderAdmin } from './renderAdmin';
import { bodyRows, openAction } from './tableHelpers';

const admins = registry.find((d) => d.name === 'admin')!;
const others = mockAdmins(20);
function renderAdmins() {
  const { profile, authProvider } = signedInAs(['ADMIN_ADMIN', 'ADMIN_VENDOR']);
  return renderAdmin(<ResourceList decl={admins} />, { resource: 'admin', authProvider, data: { profile, admins: mockAdmins(20) } });
}
const created = (call: ReturnType<typeof renderAdmins>['call']) => call.calls.find((c) => c.endpoint === api.admins.create);

describe('Admins table', () => {
  it('is the last menu entry, unlocked by ADMIN_ADMIN', () => {
    const menu = registry.filter((d) => d.menu).map((d) => d.name);
    expect(menu.at(-1)).toBe('admin');
    expect(admins).toMatchObject({ module: 'ADMIN_ADMIN', menu: { label: 'busads.menu.admin' } });
  });

  it('shows the SPEC.md columns, 15 rows at first, and Admin / Non-Admin by usertype', async () => {
    renderAdmins();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['ID', 'Fullname', 'Username', 'Phone', 'Email', 'Address', 'Role', 'Date Created']));
    const first = within(bodyRows()[0]);
    expect(first.getByText('Ada Admin')).toBeInTheDocument();
    expect(first.getByText('Admin')).toBeInTheDocument();
    const second = within(bodyRows()[1]);
    expect(second.getByText(others[0].fullname)).toBeInTheDocument();
    expect(second.getByText('Admin')).toBeInTheDocument(); // mockAdmins: every sixth one is an Admin
    expect(within(bodyRows()[2]).getByText('Non-Admin')).toBeInTheDocument();
    expect(within(bodyRows()[2]).getByText(others[1].email)).toBeInTheDocument();
  });

  it('searches by name in the browser', async () => {
    const { call } = renderAdmins();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await userEvent.setup().type(screen.getByPlaceholderText('Search by name'), 'Zainab');
    await waitFor(() => expect(bodyRows().length).toBeLessThan(15), { timeout: 3000 });
    for (const row of bodyRows()) expect(row).toHaveTextContent('Zainab');
    expect(call.calls.every((c) => c.params.q === undefined)).toBe(true);
  });

  it("validates 'Create a new Admin', then sends the checked privileges and the role", async () => {
    const { call } = renderAdmins();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await user.click(screen.getByRole('button', { name: 'New Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new Admin' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(Object.values(PRIVILEGES));
    expect(within(dialog).getByText('Non-Admin')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of ['Fullname', 'Username', 'Phone', 'Email', 'Address', 'Password'])
      expect(await within(dialog).findByText(`${message} is required`)).toBeInTheDocument();
    expect(created(call)).toBeUndefined();

    await user.type(within(dialog).getByLabelText(/Fullname/), 'Kunle Ajayi');
    await user.type(within(dialog).getByLabelText(/Username/), 'kunle');
    await user.type(within(dialog).getByLabelText(/Phone/), '+2348091112222');
    await user.type(within(dialog).getByLabelText(/Email/), 'kunle@busads.ng');
    await user.type(within(dialog).getByLabelText(/Address/), '4 Broad Street, Lagos');
    await user.type(within(dialog).getByLabelText(/^Password/), 'start-here-1');
    await user.click(within(dialog).getByLabelText('Reports'));
    await user.click(within(dialog).getByLabelText('Vendor'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    expect(created(call)?.body).toEqual({
      fullname: 'Kunle Ajayi', username: 'kunle', phone: '+2348091112222', email: 'kunle@busads.ng', address: '4 Broad Street, Lagos',
      password: 'start-here-1', usertype: 1, privileges: expect.arrayContaining(['ADMIN_REPORT', 'ADMIN_VENDOR']),
    });
    expect((created(call)?.body as { privileges: string[] }).privileges).toHaveLength(2);
  });

  it("opens 'Update Admin Information' filled from the row, without a password, and saves a new role", async () => {
    const { call } = renderAdmins();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const target = others[1];
    const user = await openAction(target.fullname, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Update Admin Information' });
    expect(within(dialog).getByLabelText(/Fullname/)).toHaveValue(target.fullname);
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue(target.email);
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    for (const p of target.privileges) expect(within(dialog).getByLabelText(PRIVILEGES[p])).toBeChecked();
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
    expect(sent?.body).toMatchObject({ phone: '+2348000000001', usertype: 0, privileges: target.privileges });
  });

  it('resets a password after confirmation and shows the new one', async () => {
    renderAdmins();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const user = await openAction(others[0].fullname, 'Reset Password');
    expect(await screen.findByText('Are you sure you want to reset the password of this Admin?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password Information' });
    expect(within(dialog).getByTestId('new-password')).toHaveTextContent('Kp7mWq2xRb4n');
    expect(within(dialog).getByText(/Share it with the admin now/)).toBeInTheDocument();
    expect(await screen.findByText('Password Reset Sucessful!')).toBeInTheDocument();
  });

  it('logs an admin out after confirmation', async () => {
    const { call } = renderAdmins();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const user = await openAction(others[2].fullname, 'Logout');
    expect(await screen.findByText('Are you sure you want to logout this Admin?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Admin Logged out Sucessfully!')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.admins.logout && c.params.id === others[2].id)).toBe(true);
  });

  it("offers only Edit on the signed-in admin's own row", async () => {
    renderAdmins();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Admin' }));
    const items = (await screen.findAllByRole('menuitem')).map((m) => m.textContent);
    expect(items).toEqual(['Edit']);
  });
});
