import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { uniquelyNamedVendor } from './arrange';
import { createTestHost, type TestHost } from './testHost';

const wallet = registry.find((d) => d.name === 'wallet')!;
const renderWallets = (host: TestHost = createTestHost()) =>
  renderAdmin(<ResourceList decl={wallet} />, { resource: 'wallet', host });
const walletCalls = (call: Awaited<ReturnType<typeof renderWallets>>['call']) =>
  call.calls.filter((c) => c.endpoint === api.wallets.list);

/** Kobo as the screen shows naira (SPEC.md: Intl en-NG, NGN). */
const naira = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);

/** The demo wallets as the list shows them (newest first), with their vendor; `inactive` keeps those of inactive vendors. */
function newestWallets(host: TestHost, limit: number, inactive = false) {
  let q = host.db
    .selectFrom('wallets')
    .innerJoin('vendors', 'vendors.id', 'wallets.vendorId')
    .select([
      'wallets.id',
      'wallets.amountKobo',
      'vendors.id as vendorId',
      'vendors.fullname',
      'vendors.username',
      'vendors.phone',
    ]);
  if (inactive) q = q.where('vendors.accessStatus', '!=', 1);
  return q.orderBy('wallets.dateCreated', 'desc').orderBy('wallets.id', 'desc').limit(limit).execute();
}

describe('Wallet screen', () => {
  it('sits after vendor in the menu order, under ADMIN_WALLET', () => {
    const names = registry.map((d) => d.name);
    expect(names.indexOf('wallet')).toBe(names.indexOf('vendors') + 1);
    expect(wallet.module).toBe('ADMIN_WALLET');
    expect(wallet.menu?.label).toBe('busads.menu.wallet');
  });

  it('shows the SPEC.md columns, amounts in naira, the first page of 50', async () => {
    const host = createTestHost();
    // An empty wallet on the first page.
    const [, second] = await newestWallets(host, 2);
    await host.db.updateTable('wallets').set({ amountKobo: 0 }).where('id', '=', second.id).execute();
    const expected = await newestWallets(host, 50);
    const { call } = await renderWallets(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Vendor Fullname',
      'Username',
      'Amount',
      'Vendor Phone',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expected.forEach((w, i) =>
      expect(cells(bodyRows()[i])).toEqual([w.fullname, w.username, naira(w.amountKobo), w.phone]),
    );
    expect(expected.some((w) => w.amountKobo > 0)).toBe(true);
    expect(within(bodyRows()[1]).getByText('₦0.00')).toBeInTheDocument();
    expect(walletCalls(call)[0].params).toMatchObject({ page: 1, limit: 50, vendorID: undefined, type: undefined });
  });

  it('loads the next page by page number and appends it, until there is no more data', async () => {
    const { call, host } = await renderWallets();
    const total = Number(
      (
        await host.db
          .selectFrom('wallets')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThan(100);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    // Past 300 rows only those near the viewport are in the page; the table's aria-rowcount tells them all.
    for (let shown = 100; shown < total; shown += 50) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() =>
        expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(Math.min(total, shown + 50) + 1)),
      );
    }
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    const pages = Math.ceil(total / 50);
    // Each page once, by number (the demo's last page is not full, so nothing is asked after it).
    expect(walletCalls(call).map((c) => c.params.page)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
  });

  it('offers only the filters the call can carry', async () => {
    await renderWallets();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const filter = screen.getByRole('region', { name: 'Filter' });
    expect(within(filter).getByLabelText('Vendor')).toBeInTheDocument();
    expect(within(filter).getByLabelText('Fetch Limit')).toBeInTheDocument();
    expect(within(filter).getByLabelText('Access Status')).toBeInTheDocument();
    for (const absent of ['Route', 'Country', 'State', 'City', 'Date From', 'Date To'])
      expect(within(filter).queryByLabelText(absent)).not.toBeInTheDocument();
  });

  it('sends the fetch limit as the page size and the access status as type', async () => {
    const host = createTestHost();
    const inactive = await newestWallets(host, 20, true);
    expect(inactive.length).toBeGreaterThan(10);
    const { call } = await renderWallets(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByLabelText('Fetch Limit'), '10');
    await user.click(screen.getByLabelText('Access Status'));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(walletCalls(call).at(-1)?.params).toMatchObject({ page: 1, limit: 10, type: 'inactive' }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    // The wallets of inactive vendors, newest first.
    bodyRows().forEach((row, i) => expect(row).toHaveTextContent(inactive[i].username));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(walletCalls(call).at(-1)?.params).toMatchObject({ page: 2, limit: 10, type: 'inactive' }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, inactive.length)));
  });

  it('filters by vendor with vendorID', async () => {
    const host = createTestHost();
    // A vendor whose name no other vendor shares, so its option is unambiguous.
    const vendor = await uniquelyNamedVendor(host, 'asc');
    const { call } = await renderWallets(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByLabelText('Vendor'), vendor.fullname);
    const [option] = await screen.findAllByRole('option', { name: vendor.fullname });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(walletCalls(call).at(-1)?.params.vendorID).toBe(vendor.id));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent(vendor.fullname);
  });
});
