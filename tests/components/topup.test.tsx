import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { dayEndUnix, dayStartUnix, today, yesterday } from '../../src/components/dates';
import { mockTopups, mockWallets } from '../../src/dataProvider/mock/topups';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const topup = registry.find((d) => d.name === 'topup')!;
const vendors = mockVendors(120);
const wallets = mockWallets(vendors);
const renderTopups = (count = 30) =>
  renderAdmin(<ResourceList decl={topup} />, { resource: 'topup', data: { vendors, wallets, topups: mockTopups(wallets, count) } });
type Call = ReturnType<typeof renderTopups>['call'];
const topupCalls = (call: Call) => call.calls.filter((c) => c.endpoint === api.topups.list);

async function openNewTopup() {
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  // user-event waits on the fake clock when a test has installed one (the debounce test).
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  await user.click(screen.getByRole('button', { name: 'New Topup' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Topup Wallet' }) };
}

afterEach(() => vi.useRealTimers());

describe('Topup screen', () => {
  it('sits after wallet in the menu order, under ADMIN_TOPUP', () => {
    const names = registry.map((d) => d.name);
    expect(names.indexOf('topup')).toBe(names.indexOf('wallet') + 1);
    expect(topup.module).toBe('ADMIN_TOPUP');
  });

  it('loads yesterday to today and shows the SPEC.md columns in naira', async () => {
    const { call } = renderTopups();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(topupCalls(call)[0].params).toMatchObject({ from: dayStartUnix(yesterday()), to: dayEndUnix(today()) });
    expect((screen.getByLabelText('Date From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('Date To') as HTMLInputElement).value).toBe(today());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Vendor', 'Requested Amount', 'Amount Paid', 'Status', 'Channel', 'Reference', 'Time Paid',
    ]);
    const first = within(bodyRows()[0]);
    expect(first.getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(first.getAllByText('₦5,000.00')).toHaveLength(2);
    expect(first.getByText('success')).toBeInTheDocument();
    expect(first.getByText('bank_transfer')).toBeInTheDocument();
    const abandoned = within(bodyRows()[2]);
    expect(abandoned.getByText('abandoned')).toBeInTheDocument();
    expect(abandoned.getByText('₦0.00')).toBeInTheDocument();
    expect(abandoned.getByText('Not paid')).toBeInTheDocument();
  });

  it('sends wallet, reference and status in the call', async () => {
    const { call } = renderTopups();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByLabelText('Wallet'), '120');
    await user.type(screen.getByLabelText('Reference'), 'PSK');
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'abandoned' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(topupCalls(call).at(-1)?.params).toMatchObject({ walletID: 120, reference: 'PSK', status: 'abandoned' }));
    expect(topupCalls(call).at(-1)?.params.from).toBe(dayStartUnix(yesterday()));
  });

  it('says No more data in an info toast when nothing matches', async () => {
    renderTopups(0);
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    // The list opens filtered (yesterday to today): SPEC.md section 8's 'No results found'.
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('asks for the amount and the vendor before a topup', async () => {
    const { call } = renderTopups();
    const { user, dialog } = await openNewTopup();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Vendor is required')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.topups.create)).toBe(false);
  });

  it('searches vendors 1 second after the last keystroke', async () => {
    const { call } = renderTopups();
    const { user, dialog } = await openNewTopup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const searches = () => call.calls.filter((c) => c.endpoint === api.vendors.list && c.params.searchName === 'Halima');
    await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), 'Halima');
    expect(searches()).toHaveLength(0);
    // Real time moves the fake clock too (shouldAdvanceTime): leave it some slack under 1 s.
    await vi.advanceTimersByTimeAsync(600);
    expect(searches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(searches()).toHaveLength(1));
  });

  it('credits the picked vendor, toasts Sucessful! and refreshes the list', async () => {
    const { call } = renderTopups();
    const { user, dialog } = await openNewTopup();
    await user.type(within(dialog).getByLabelText(/Amount/), '2500');
    await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), 'Halima');
    const [halima] = await screen.findAllByRole('option', { name: 'Halima Bello' }, { timeout: 3000 });
    await user.click(halima);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sucessful!')).toBeInTheDocument();
    const create = call.calls.find((c) => c.endpoint === api.topups.create);
    expect(create?.body).toEqual({ amount: 2500, vendorID: vendors.find((v) => v.fullname === 'Halima Bello')!.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(/ADM-/));
    expect(bodyRows()[0]).toHaveTextContent('Halima Bello');
    expect(bodyRows()[0]).toHaveTextContent('₦2,500.00');
  });
});
