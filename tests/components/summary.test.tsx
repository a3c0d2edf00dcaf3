import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import type { Transaction } from '../../src/api/entities';
import { ResourceList } from '../../src/components/list/ResourceList';
import { formatUnix } from '../../src/components/format';
import { mockInsights } from '../../src/dataProvider/mock/insights';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const summary = registry.find((d) => d.name === 'transactions')!;
const vendors = mockVendors(12);
const renderSummary = (transactions: Transaction[] = mockInsights(vendors).transactions) =>
  renderAdmin(<ResourceList decl={summary} />, { resource: 'transactions', data: { vendors, transactions } });
const listCalls = (call: ReturnType<typeof renderSummary>['call']) => call.calls.filter((c) => c.endpoint === api.transactions.list);

const now = () => Math.floor(Date.now() / 1000);
const row = (over: Partial<Transaction>): Transaction => ({
  id: 1, vendor: { id: 3, fullname: 'Chioma Okeke' }, views: 42, cost: 1260, dateCreated: now() - 60,
  ad: { id: 9, name: 'Jollof Fridays', views: 500, activeStatus: 1, actionLink: null }, route: { id: 4, name: 'Oshodi - Ikeja' }, ...over,
});

describe('Ad Summary screen', () => {
  it('is the summary menu entry after customers, unlocked by ADMIN_TRANSACTION', () => {
    const menu = registry.filter((d) => d.menu).map((d) => d.name);
    expect(menu.indexOf('transactions')).toBe(menu.indexOf('customers') + 1);
    expect(summary).toMatchObject({ module: 'ADMIN_TRANSACTION', menu: { label: 'busads.menu.summary' } });
  });

  it('loads from 5 minutes back to the end of today and shows 15 rows a page', async () => {
    const { call } = renderSummary();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const { from, to } = listCalls(call)[0].params as { from: number; to: number };
    expect(Math.abs(from - (now() - 300))).toBeLessThanOrEqual(5);
    expect(to).toBe(Math.floor(endOfDay(new Date()).getTime() / 1000));
    // 16 summaries fall in the window (one every 20 seconds): the second page holds the last one.
    expect(screen.getByText('1-15 of 16')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it('writes one sentence per row, with the route and without one', async () => {
    const at = now() - 60;
    renderSummary([row({ dateCreated: at }), row({ id: 2, views: 1, cost: 30, route: null, dateCreated: at - 30 })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[0]).toHaveTextContent(`Chioma Okeke's ad "Jollof Fridays" was viewed 42 times for ₦1,260.00 on Oshodi - Ikeja on ${formatUnix(at)}.`);
    expect(bodyRows()[1]).toHaveTextContent(`Chioma Okeke's ad "Jollof Fridays" was viewed 1 time for ₦30.00 on ${formatUnix(at - 30)}.`);
  });

  it('sends the vendor and route filters with the dates', async () => {
    const { call } = renderSummary();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await user.click(screen.getByLabelText('Vendor'));
    await user.click(await screen.findByRole('option', { name: vendors[1].fullname }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listCalls(call).at(-1)?.params.vendorID).toBe(vendors[1].id));
    expect(listCalls(call).at(-1)?.params.from).toEqual(expect.any(Number));
    await waitFor(() => {
      for (const r of bodyRows()) expect(r).toHaveTextContent(`${vendors[1].fullname}'s ad`);
    });
  });

  it('says No more data as info and shows an empty list when the window has nothing', async () => {
    renderSummary([row({ dateCreated: now() - 3600 })]);
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('No more data')).toBeInTheDocument();
  });
});
