import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { mockPricePlans } from '../../src/dataProvider/mock/pricing';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const plans = registry.find((d) => d.name === 'pplan')!;
function renderPlans() {
  const vendors = mockVendors(20);
  return renderAdmin(<ResourceList decl={plans} />, { resource: 'pplan', data: { vendors, pricePlans: mockPricePlans(12, vendors) } });
}
type Call = ReturnType<typeof renderPlans>['call'];
const firstPage = () => waitFor(() => expect(bodyRows()).toHaveLength(10));
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const bodyOf = (call: Call, endpoint: unknown) => call.calls.find((c) => c.endpoint === endpoint)?.body;

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
    renderPlans();
    await firstPage();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Ad Name', 'Ad-View', 'Ad-Click', 'Ad-Conversion', 'Status', 'Vendor Fullname', 'Date Created']),
    );
    const first = within(rowOf('Standard Plan 12'));
    for (const text of ['₦2.00', '₦10.00', '₦150.00', 'Active', 'All', 'Sun, Nov 22 2026, 1:00 AM']) expect(first.getByText(text)).toBeInTheDocument();
    expect(within(rowOf('Premium Plan 11')).getByText('Babatunde Adeyemi')).toBeInTheDocument();
    expect(within(rowOf('Weekend Plan 9')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
  });

  it('sorts by the view price', async () => {
    renderPlans();
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: /Sort by ad-View/i }));
    const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Ad-View');
    const views = () => bodyRows().map((r) => within(r).getAllByRole('cell')[index].textContent);
    await waitFor(() => expect(views().slice(0, 4)).toEqual(['₦2.00', '₦2.00', '₦2.00', '₦2.50']), { timeout: 5000 });
  });

  it('offers Disable on active plans only, asks, then disables', async () => {
    const { call } = renderPlans();
    const user = userEvent.setup();
    await firstPage();
    await user.click(within(rowOf('Weekend Plan 9')).getByRole('button', { name: /Actions for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Disable' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(rowOf('Standard Plan 12')).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    expect(await screen.findByText('Are you sure you want to DISABLE this Price Plan?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Disabled Sucessfully!')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.pricePlans.disable && c.params.id === 12)).toBe(true);
    await waitFor(() => expect(within(rowOf('Standard Plan 12')).getByText('Inactive')).toBeInTheDocument());
  });

  it('requires the name and the three prices, then creates a plan for all vendors', async () => {
    const { call } = renderPlans();
    await firstPage();
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(4));
    expect(bodyOf(call, api.pricePlans.create)).toBeUndefined();
    await fillPrices(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    expect(bodyOf(call, api.pricePlans.create)).toEqual({
      name: 'Night Owl', vendorID: null, onViewPrice: 2.5, onClickPrice: 15, onConversionPrice: 200, vendorLabel: 'All',
    });
    expect(await screen.findByText('Night Owl')).toBeInTheDocument();
  });

  it('creates a plan for the picked vendor, labelled with its name', async () => {
    const { call } = renderPlans();
    await firstPage();
    const { user, dialog } = await openCreate();
    await fillPrices(user, dialog);
    await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), 'Halima');
    await user.click(await screen.findByRole('option', { name: 'Halima Bello' }, { timeout: 3000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    expect(bodyOf(call, api.pricePlans.create)).toEqual({
      name: 'Night Owl', vendorID: 13, onViewPrice: 2.5, onClickPrice: 15, onConversionPrice: 200, vendorLabel: 'Halima Bello',
    });
  });

  it('searches vendors 700 ms after the last keystroke, not after the generic 1 s', async () => {
    const { call } = renderPlans();
    await firstPage();
    const { dialog } = await openCreate();
    const searches = () => call.calls.filter((c) => c.endpoint === api.vendors.list && c.params.searchName === 'Hal').length;
    // Runs what is due now (react-query's zero-delay notifications) without moving the clock.
    const settle = () => act(async () => {
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
    const { call } = renderPlans();
    const user = userEvent.setup();
    await firstPage();
    await user.click(within(rowOf('Standard Plan 12')).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Price Plan' });
    const click = within(dialog).getByLabelText(/On Click Price/);
    expect(click).toHaveValue(10);
    await user.clear(click);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(click, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.pricePlans.update)).toMatchObject({
      params: { id: 12 }, body: { onViewPrice: 2, onClickPrice: 12, onConversionPrice: 150 },
    });
    await waitFor(() => expect(within(rowOf('Standard Plan 12')).getByText('₦12.00')).toBeInTheDocument());
  });
});
