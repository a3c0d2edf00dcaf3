import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mockWallets } from '../../src/dataProvider/mock/topups';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const wallet = registry.find((d) => d.name === 'wallet')!;
const vendors = mockVendors(120);
const renderWallets = () => renderAdmin(<ResourceList decl={wallet} />, { resource: 'wallet', data: { vendors, wallets: mockWallets(vendors) } });
const walletCalls = (call: ReturnType<typeof renderWallets>['call']) => call.calls.filter((c) => c.endpoint === api.wallets.list);

describe('Wallet screen', () => {
  it('sits after vendor in the menu order, under ADMIN_WALLET', () => {
    const names = registry.map((d) => d.name);
    expect(names.indexOf('wallet')).toBe(names.indexOf('vendors') + 1);
    expect(wallet.module).toBe('ADMIN_WALLET');
    expect(wallet.menu?.label).toBe('busads.menu.wallet');
  });

  it('shows the SPEC.md columns, amounts in naira, the first page of 50', async () => {
    const { call } = renderWallets();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Vendor Fullname', 'Username', 'Amount', 'Vendor Phone']);
    const first = within(bodyRows()[0]);
    expect(first.getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(first.getByText('adaeze.okafor1')).toBeInTheDocument();
    expect(first.getByText('₦25,000.00')).toBeInTheDocument();
    expect(first.getByText('+2348031000000')).toBeInTheDocument();
    expect(within(bodyRows()[1]).getByText('₦0.00')).toBeInTheDocument();
    expect(walletCalls(call)[0].params).toMatchObject({ page: 1, limit: 50, vendorID: undefined, type: undefined });
  });

  it('loads the next page by page number and appends it', async () => {
    const { call } = renderWallets();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(120));
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(walletCalls(call).map((c) => c.params.page)).toEqual([1, 2, 3]);
  });

  it('offers only the filters the call can carry', async () => {
    renderWallets();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const filter = screen.getByRole('region', { name: 'Filter' });
    expect(within(filter).getByLabelText('Vendor')).toBeInTheDocument();
    expect(within(filter).getByLabelText('Fetch Limit')).toBeInTheDocument();
    expect(within(filter).getByLabelText('Access Status')).toBeInTheDocument();
    for (const absent of ['Route', 'Country', 'State', 'City', 'Date From', 'Date To'])
      expect(within(filter).queryByLabelText(absent)).not.toBeInTheDocument();
  });

  it('sends the fetch limit as the page size and the access status as type', async () => {
    const { call } = renderWallets();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByLabelText('Fetch Limit'), '10');
    await user.click(screen.getByLabelText('Access Status'));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(walletCalls(call).at(-1)?.params).toMatchObject({ page: 1, limit: 10, type: 'inactive' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    // Vendors 4, 11, 18... of the mock are inactive.
    expect(bodyRows()[0]).toHaveTextContent('Damilola Eze');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(walletCalls(call).at(-1)?.params).toMatchObject({ page: 2, limit: 10, type: 'inactive' }));
  });

  it('filters by vendor with vendorID', async () => {
    const { call } = renderWallets();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByLabelText('Vendor'), 'Halima');
    const [halima] = await screen.findAllByRole('option', { name: 'Halima Bello' }, { timeout: 3000 });
    await user.click(halima);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(walletCalls(call).at(-1)?.params.vendorID).toEqual(expect.any(Number)));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Halima Bello');
  });
});
