import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { uniquelyNamedVendor } from './arrange';
import { createTestHost, type TestHost } from './testHost';

const plans = registry.find((d) => d.name === 'pplan')!;
const renderPlans = (host: TestHost = createTestHost()) =>
  renderAdmin(<ResourceList decl={plans} />, { resource: 'pplan', host });
type Call = Awaited<ReturnType<typeof renderPlans>>['call'];
const firstPage = () => waitFor(() => expect(bodyRows()).toHaveLength(10));
const bodyOf = (call: Call, endpoint: unknown) => call.calls.find((c) => c.endpoint === endpoint)?.body;

/** Kobo as the screen shows naira (SPEC.md: Intl en-NG, NGN). */
const naira = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);
/** Unix seconds as SPEC.md section 9 shows dates. */
const shownDate = (s: number) => format(new Date(s * 1000), 'EEE, MMM d yyyy, h:mm a');

/** The demo price plans as the list sorts them (newest first), with their vendor. */
const plansByDate = (host: TestHost) =>
  host.db
    .selectFrom('pricePlans as p')
    .leftJoin('vendors as v', 'v.id', 'p.vendorId')
    .select([
      'p.id',
      'p.name',
      'p.onViewPriceKobo',
      'p.onClickPriceKobo',
      'p.onConversionPriceKobo',
      'p.accessStatus',
      'p.dateCreated',
      'v.fullname',
    ])
    .orderBy('p.dateCreated', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
const planRow = (host: TestHost, id: number) =>
  host.db.selectFrom('pricePlans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const actionsOf = (row: HTMLElement) => within(row).getByRole('button', { name: /Actions for/ });

async function openCreate() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Create Price Plan' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Create Price Plan' }) };
}
async function fillPrices(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Name/), 'Night Owl');
  await user.type(within(dialog).getByLabelText(/On View Price/), '2.5');
  await user.type(within(dialog).getByLabelText(/On Click Price/), '15');
  await user.type(within(dialog).getByLabelText(/On Conversion Price/), '200');
}

afterEach(() => vi.useRealTimers());

describe('Price Plan screen', () => {
  it('shows the columns of SPEC.md in naira, 10 a page, with All for plans of every vendor', async () => {
    const host = createTestHost();
    const expected = await plansByDate(host);
    expect(expected.length).toBeGreaterThan(10);
    await renderPlans(host);
    await firstPage();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Ad Name',
        'Ad-View',
        'Ad-Click',
        'Ad-Conversion',
        'Status',
        'Vendor Fullname',
        'Date Created',
      ]),
    );
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 7);
    const firstTen = expected.slice(0, 10);
    firstTen.forEach((p, i) =>
      expect(cells(bodyRows()[i])).toEqual([
        p.name,
        naira(p.onViewPriceKobo),
        naira(p.onClickPriceKobo),
        naira(p.onConversionPriceKobo),
        p.accessStatus === 1 ? 'Active' : 'Inactive',
        p.fullname ?? 'All',
        shownDate(p.dateCreated),
      ]),
    );
    // The demo's first page holds a plan for every vendor, a vendor's plan, and both statuses.
    expect(firstTen.some((p) => p.fullname === null) && firstTen.some((p) => p.fullname !== null)).toBe(true);
    expect(firstTen.some((p) => p.accessStatus === 0) && firstTen.some((p) => p.accessStatus === 1)).toBe(true);
    expect(screen.getByText(`1-10 of ${expected.length}`)).toBeInTheDocument();
  });

  it('sorts by the view price', async () => {
    const host = createTestHost();
    const cheapest = (await plansByDate(host))
      .map((p) => p.onViewPriceKobo)
      .sort((a, b) => a - b)
      .slice(0, 4)
      .map(naira);
    await renderPlans(host);
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: /Sort by ad-View/i }));
    const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Ad-View');
    const views = () => bodyRows().map((r) => within(r).getAllByRole('cell')[index].textContent);
    await waitFor(() => expect(views().slice(0, 4)).toEqual(cheapest));
  });

  it('offers Disable on active plans only, asks, then disables', async () => {
    const host = createTestHost();
    const firstTen = (await plansByDate(host)).slice(0, 10);
    const inactive = firstTen.findIndex((p) => p.accessStatus === 0);
    const active = firstTen.findIndex((p) => p.accessStatus === 1);
    expect(inactive).toBeGreaterThanOrEqual(0);
    const { call } = await renderPlans(host);
    const user = userEvent.setup();
    await firstPage();
    await user.click(actionsOf(bodyRows()[inactive]));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Disable' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(actionsOf(bodyRows()[active]));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    expect(await screen.findByText('Are you sure you want to DISABLE this Price Plan?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Disabled Sucessfully!')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.pricePlans.disable && c.params.id === firstTen[active].id)).toBe(
      true,
    );
    await waitFor(() => expect(within(bodyRows()[active]).getByText('Inactive')).toBeInTheDocument());
    expect((await planRow(host, firstTen[active].id)).accessStatus).toBe(0);
  });

  it('requires the name and the three prices, then creates a plan for all vendors', async () => {
    const { call, host } = await renderPlans();
    await firstPage();
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(4));
    expect(bodyOf(call, api.pricePlans.create)).toBeUndefined();
    await fillPrices(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    expect(bodyOf(call, api.pricePlans.create)).toEqual({
      name: 'Night Owl',
      vendorID: null,
      onViewPrice: 2.5,
      onClickPrice: 15,
      onConversionPrice: 200,
      vendorLabel: 'All',
    });
    expect(await screen.findByText('Night Owl')).toBeInTheDocument();
    const [created] = await plansByDate(host);
    expect(created).toMatchObject({
      name: 'Night Owl',
      fullname: null,
      onViewPriceKobo: 250,
      onClickPriceKobo: 1500,
      onConversionPriceKobo: 20000,
      accessStatus: 1,
    });
  });

  it('creates a plan for the picked vendor, labelled with its name', async () => {
    const host = createTestHost();
    const vendor = await uniquelyNamedVendor(host);
    const { call } = await renderPlans(host);
    await firstPage();
    const { user, dialog } = await openCreate();
    await fillPrices(user, dialog);
    await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), vendor.fullname);
    await user.click(await screen.findByRole('option', { name: vendor.fullname }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    expect(bodyOf(call, api.pricePlans.create)).toEqual({
      name: 'Night Owl',
      vendorID: vendor.id,
      onViewPrice: 2.5,
      onClickPrice: 15,
      onConversionPrice: 200,
      vendorLabel: vendor.fullname,
    });
    const [created] = await plansByDate(host);
    expect(created).toMatchObject({ name: 'Night Owl', fullname: vendor.fullname });
  });

  it('searches vendors 700 ms after the last keystroke, not after the generic 1 s', async () => {
    const { call } = await renderPlans();
    await firstPage();
    const { dialog } = await openCreate();
    const searches = () =>
      call.calls.filter((c) => c.endpoint === api.vendors.list && c.params.searchName === 'Hal').length;
    // Runs what is due now (react-query's zero-delay notifications) without moving the clock.
    const settle = () =>
      act(async () => {
        for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
      });
    const input = within(dialog).getByRole('combobox', { name: /Vendor/ });
    fireEvent.focus(input);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.change(input, { target: { value: 'Hal' } });
    await act(async () => vi.advanceTimersByTimeAsync(699));
    await settle();
    expect(searches()).toBe(0);
    // The search is sent once the 700 ms are up (its render and fetch take a few ticks more).
    await act(async () => vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(searches()).toBe(1);
  });

  it('updates the three prices in the Update Price Plan dialog', async () => {
    const host = createTestHost();
    const firstTen = (await plansByDate(host)).slice(0, 10);
    const index = firstTen.findIndex((p) => p.accessStatus === 1);
    const plan = firstTen[index];
    const { call } = await renderPlans(host);
    const user = userEvent.setup();
    await firstPage();
    await user.click(actionsOf(bodyRows()[index]));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Price Plan' });
    const click = within(dialog).getByLabelText(/On Click Price/);
    expect(click).toHaveValue(String(plan.onClickPriceKobo / 100));
    await user.clear(click);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(click, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.pricePlans.update)).toMatchObject({
      params: { id: plan.id },
      body: {
        onViewPrice: plan.onViewPriceKobo / 100,
        onClickPrice: 12,
        onConversionPrice: plan.onConversionPriceKobo / 100,
      },
    });
    await waitFor(() => expect(within(bodyRows()[index]).getByText('₦12.00')).toBeInTheDocument());
    expect(await planRow(host, plan.id)).toMatchObject({
      onViewPriceKobo: plan.onViewPriceKobo,
      onClickPriceKobo: 1200,
      onConversionPriceKobo: plan.onConversionPriceKobo,
    });
  });
});
