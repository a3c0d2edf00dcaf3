import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows, openAction } from './tableHelpers';

const vendors = registry.find((d) => d.name === 'vendors')!;
const renderVendors = () => renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors' });

describe('Vendors screen', () => {
  it('shows every column of SPEC.md and the first page of 50', async () => {
    renderVendors();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining([
      'S/N', 'Name', 'Phone', 'Email', 'Status', 'Phone Verified', 'Email Verified', 'Current Daily Cost', 'Referred By', 'Children Referrals Count', 'Date Created',
    ]));
    const first = within(bodyRows()[0]);
    expect(first.getByText('1')).toBeInTheDocument();
    expect(first.getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(first.getByText('No one')).toBeInTheDocument();
    expect(first.getByText('₦1,500.00')).toBeInTheDocument();
    expect(first.getByText('Sun, Nov 22 2026, 1:00 AM')).toBeInTheDocument();
    expect(within(bodyRows()[3]).getByText('Inactive')).toBeInTheDocument();
  });

  it('appends the next page on Load more until there is no more data', async () => {
    const { call } = renderVendors();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(within(bodyRows()[99]).getByText('100')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('Adaeze Okafor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(120));
    expect(screen.getByText('No more data')).toBeInTheDocument();
    // The vendor picker of the filter reads page 1 too; the list itself asks for pages 1, 2, 3 once each.
    const pages = call.calls.filter((c) => c.endpoint === api.vendors.list && !c.params.searchName).map((c) => c.params.page);
    expect(pages.filter((p) => p === 2)).toHaveLength(1);
    expect(pages.filter((p) => p === 3)).toHaveLength(1);
  });

  it('searches by name with the searchName parameter', async () => {
    const { call } = renderVendors();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByPlaceholderText('Search by name'), 'Halima');
    await waitFor(() => expect(bodyRows().length).toBeLessThan(50), { timeout: 3000 });
    expect(call.calls.at(-1)?.params.searchName).toBe('Halima');
    for (const row of bodyRows()) expect(row).toHaveTextContent('Halima');
  });

  it('opens the filter with yesterday and today and applies it on Filter', async () => {
    const { call } = renderVendors();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(call.calls[0].params.from).toBeUndefined();
    const from = screen.getByLabelText('Date From') as HTMLInputElement;
    const to = screen.getByLabelText('Date To') as HTMLInputElement;
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(to.value).toBe(day(new Date()));
    expect(from.value).toBe(day(new Date(Date.now() - 86_400_000)));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(call.calls.at(-1)?.params.from).toEqual(expect.any(Number)));
  });

  it('resets a password after confirmation and shows the Password Information dialog', async () => {
    renderVendors();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const user = await openAction('Adaeze Okafor', 'Reset Password');
    expect(await screen.findByText('Are you sure you want to reset the password of this Vendor?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password Information' });
    expect(within(dialog).getByTestId('new-password')).toHaveTextContent('kite-mango-42');
    expect(await screen.findByText('Password Reset Sucessful!')).toBeInTheDocument();
  });

  it('logs a vendor out after the SPEC.md confirmation', async () => {
    const { call } = renderVendors();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const user = await openAction('Adaeze Okafor', 'Logout');
    expect(await screen.findByText('Are you sure you want to Logout this Vendor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Vendor Logged out Sucessfully!')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.vendors.logout && c.params.id === 120)).toBe(true);
  });

  it('says Delete is not available and calls nothing', async () => {
    const { call } = renderVendors();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const before = call.calls.length;
    await openAction('Adaeze Okafor', 'Delete');
    expect(await screen.findByText(/Deleting a vendor is not available/)).toBeInTheDocument();
    expect(call.calls.length).toBe(before);
  });

  it('validates the update form, keeps what was typed, then saves', async () => {
    const { call } = renderVendors();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const user = await openAction('Adaeze Okafor', 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update Vendor Information' });
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.clear(within(dialog).getByLabelText(/Address/));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('form fullname is required')).toBeInTheDocument();
    expect(within(dialog).getByText('form address is required')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.vendors.update)).toBe(false);
    await user.type(name, 'Adaeze Okafor-Bello');
    await user.type(within(dialog).getByLabelText(/Address/), '12 Awolowo Road, Ikoyi');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Adaeze Okafor-Bello')).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the server refuses the update', async () => {
    renderVendors();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const taken = within(bodyRows()[1]).getByText(/@/).textContent!.split('@')[0];
    const user = await openAction('Adaeze Okafor', 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update Vendor Information' });
    const username = within(dialog).getByLabelText(/Username/);
    await user.clear(username);
    await user.type(username, taken);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Username already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Vendor Information' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue(taken);
  });

  it('asks for an amount before a topup', async () => {
    renderVendors();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const user = await openAction('Adaeze Okafor', 'Topup Vendor');
    const dialog = await screen.findByRole('dialog', { name: 'Topup Vendor Wallet' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
  });
});
