import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { formatUnix } from '../../src/format/format';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

const summary = registry.find((d) => d.name === 'transactions')!;
const renderSummary = (host: TestHost) =>
  renderAdmin(<ResourceList decl={summary} />, { resource: 'transactions', host });
const listCalls = (call: Awaited<ReturnType<typeof renderSummary>>['call']) =>
  call.calls.filter((c) => c.endpoint === api.transactions.list);

const now = () => Math.floor(Date.now() / 1000);

/**
 * The demo dates today's ad summaries within a few minutes of the seed, so what the screen's window
 * (the last 5 minutes) holds depends on when the test runs. These move every summary of the last 10
 * minutes 10 minutes back (an empty window), then date `count` of them one every 15 seconds from now
 * back, and return those, newest first, with their vendor, ad and route.
 */
async function arrangeWindow(host: TestHost, count: number) {
  const { db } = host;
  const recent = now() - 600;
  await db
    .updateTable('transactions')
    .set((eb) => ({ dateCreated: eb('dateCreated', '-', 600) }))
    .where('dateCreated', '>=', recent)
    .execute();
  const picked = await db
    .selectFrom('transactions')
    .select('id')
    .orderBy('dateCreated', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  const start = now();
  for (const [i, { id }] of picked.entries()) {
    await db
      .updateTable('transactions')
      .set({ dateCreated: start - 15 * (i + 1) })
      .where('id', '=', id)
      .execute();
  }
  return db
    .selectFrom('transactions as t')
    .innerJoin('vendors as v', 'v.id', 't.vendorId')
    .innerJoin('ads as a', 'a.id', 't.adId')
    .select(['t.id', 't.vendorId', 'v.fullname', 'a.name as adName', 't.routeId', 't.dateCreated'])
    .where('t.id', 'in', picked.length ? picked.map((p) => p.id) : [0])
    .orderBy('t.dateCreated', 'desc')
    .execute();
}

describe('Ad Summary screen', () => {
  it('is the summary menu entry after customers, unlocked by ADMIN_TRANSACTION', () => {
    const menu = registry.filter((d) => d.menu).map((d) => d.name);
    expect(menu.indexOf('transactions')).toBe(menu.indexOf('customers') + 1);
    expect(summary).toMatchObject({ module: 'ADMIN_TRANSACTION', menu: { label: 'busads.menu.summary' } });
  });

  it('loads from 5 minutes back to the end of today and shows 15 rows a page', async () => {
    const host = createTestHost();
    // 16 summaries fall in the window (one every 15 seconds): the second page holds the last one.
    const inWindow = await arrangeWindow(host, 16);
    const { call } = await renderSummary(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const { from, to } = listCalls(call)[0].params as { from: number; to: number };
    expect(Math.abs(from - (now() - 300))).toBeLessThanOrEqual(5);
    expect(to).toBe(Math.floor(endOfDay(new Date()).getTime() / 1000));
    expect(screen.getByText('1-15 of 16')).toBeInTheDocument();
    // Newest first.
    bodyRows().forEach((row, i) => expect(row).toHaveTextContent(`on ${formatUnix(inWindow[i].dateCreated)}.`));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent(`on ${formatUnix(inWindow[15].dateCreated)}.`);
  });

  it('writes one sentence per row, with the route and without one', async () => {
    const host = createTestHost();
    const [first, second] = await arrangeWindow(host, 2);
    const route = await host.db.selectFrom('routes').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    await host.db
      .updateTable('transactions')
      .set({ views: 42, costKobo: 126_000, routeId: route.id })
      .where('id', '=', first.id)
      .execute();
    await host.db
      .updateTable('transactions')
      .set({ views: 1, costKobo: 3_000, routeId: null })
      .where('id', '=', second.id)
      .execute();
    await renderSummary(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[0]).toHaveTextContent(
      `${first.fullname}'s ad "${first.adName}" was viewed 42 times for ₦1,260.00 on ${route.name} on ${formatUnix(first.dateCreated)}.`,
    );
    expect(bodyRows()[1]).toHaveTextContent(
      `${second.fullname}'s ad "${second.adName}" was viewed 1 time for ₦30.00 on ${formatUnix(second.dateCreated)}.`,
    );
  });

  it('sends the vendor and route filters with the dates', async () => {
    const host = createTestHost();
    const inWindow = await arrangeWindow(host, 16);
    // The vendor of a summary in the window, with a name no other vendor has (one option in the picker).
    const names = await host.db
      .selectFrom('vendors')
      .select('fullname')
      .groupBy('fullname')
      .having((eb) => eb.fn.countAll(), '=', 1)
      .execute();
    const unique = new Set(names.map((n) => n.fullname));
    const vendor = inWindow.find((t) => unique.has(t.fullname))!;
    const theirs = inWindow.filter((t) => t.vendorId === vendor.vendorId);
    const { call } = await renderSummary(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await user.type(screen.getByLabelText('Vendor'), vendor.fullname);
    const [option] = await screen.findAllByRole('option', { name: vendor.fullname });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listCalls(call).at(-1)?.params.vendorID).toBe(vendor.vendorId));
    expect(listCalls(call).at(-1)?.params.from).toEqual(expect.any(Number));
    await waitFor(() => expect(bodyRows()).toHaveLength(theirs.length));
    for (const r of bodyRows()) expect(r).toHaveTextContent(`${vendor.fullname}'s ad`);
  });

  it('says No more data as info and shows an empty list when the window has nothing', async () => {
    const host = createTestHost();
    await arrangeWindow(host, 0);
    await renderSummary(host);
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('No more data')).toBeInTheDocument();
  });
});
