import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import type { Customer } from '../../src/api/entities';
import { ResourceList } from '../../src/components/list/ResourceList';
import { uniqueById } from '../../src/components/list/UniqueRows';
import { mockInsights } from '../../src/dataProvider/mock/insights';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const customers = registry.find((d) => d.name === 'customers')!;
const vendors = mockVendors(12);
const renderCustomers = (rows: Customer[] = mockInsights(vendors, { customers: 80 }).customers) =>
  renderAdmin(<ResourceList decl={customers} />, { resource: 'customers', data: { vendors, customers: rows } });
const customerCalls = (call: ReturnType<typeof renderCustomers>['call']) => call.calls.filter((c) => c.endpoint === api.customers.list);

describe('Customers screen', () => {
  it('is the customers menu entry after price plan (before summary), unlocked by ADMIN_CUSTOMER', () => {
    const menu = registry.filter((d) => d.menu).map((d) => d.name);
    expect(menu.indexOf('customers')).toBeGreaterThan(menu.indexOf('routes'));
    expect(menu.indexOf('customers')).toBe(menu.indexOf('transactions') - 1);
    expect(customers).toMatchObject({ module: 'ADMIN_CUSTOMER', menu: { label: 'busads.menu.customers' } });
  });

  it('shows Phone Number, Age Range, Gender and Date for page 1 of 50', async () => {
    const { call } = renderCustomers();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(customerCalls(call)[0].params).toMatchObject({ page: 1, limit: 50 });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Phone Number', 'Age Range', 'Gender', 'Date']);
    const first = within(bodyRows()[0]);
    expect(first.getByText('+2348062000000')).toBeInTheDocument();
    expect(first.getByText('18-24')).toBeInTheDocument();
    expect(first.getByText('Female')).toBeInTheDocument();
    expect(within(bodyRows()[1]).getByText('Male')).toBeInTheDocument();
  });

  it('sends vendor, phone, age range and gender in the call', async () => {
    const { call } = renderCustomers();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByLabelText('Phone Number'), '806');
    await user.click(screen.getByLabelText('Age Range'));
    await user.click(await screen.findByRole('option', { name: '25-34' }));
    await user.click(screen.getByLabelText('Gender'));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.click(screen.getByLabelText('Vendor'));
    await user.click(await screen.findByRole('option', { name: vendors[1].fullname }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(customerCalls(call).at(-1)?.params).toMatchObject({ vendorID: vendors[1].id, phone: '806', ageRange: '25-34', gender: 'male', page: 1 }),
    );
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    for (const row of bodyRows()) expect(row).toHaveTextContent(/25-34.*Male/);
  });

  it('appends the next page once, showing a row the shifted server page repeats only once', async () => {
    const rows = mockInsights(vendors, { customers: 80 }).customers;
    const { call } = renderCustomers(rows);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    // A customer arrives in front: page 2 now starts with the last row of page 1.
    const lastOfPage1 = rows[49];
    rows.unshift({ ...rows[0], id: 500, phone: '+2348069999999' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(customerCalls(call).at(-1)?.params.page).toBe(2));
    await waitFor(() => expect(bodyRows()).toHaveLength(80));
    expect(screen.getAllByText(lastOfPage1.phone)).toHaveLength(1);
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('dedupes by id keeping the first row', () => {
    expect(uniqueById([{ id: 1, n: 'a' }, { id: 2, n: 'b' }, { id: 1, n: 'c' }])).toEqual([{ id: 1, n: 'a' }, { id: 2, n: 'b' }]);
  });
});
