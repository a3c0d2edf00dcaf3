import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { mockPrices, mockPriceTypes } from '../../src/dataProvider/mock/pricing';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const prices = registry.find((d) => d.name === 'price')!;
function renderPrices() {
  const vendors = mockVendors(20);
  const data = { vendors, prices: mockPrices(30, vendors), priceTypes: mockPriceTypes() };
  return renderAdmin(<ResourceList decl={prices} />, { resource: 'price', data });
}
const firstPage = () => waitFor(() => expect(bodyRows()).toHaveLength(10));
const column = (header: string) => {
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === header);
  return bodyRows().map((r) => within(r).getAllByRole('cell')[index].textContent);
};

describe('Price Mgmt screen (deprecated)', () => {
  it('shows the columns of SPEC.md, newest first, 10 a page, with the fallbacks', async () => {
    renderPrices();
    await firstPage();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['ID', 'Vendor Fullname', 'Set Price per Ad', 'Event', 'Status', 'Date Created']));
    const first = within(bodyRows()[0]);
    expect(first.getByText('30')).toBeInTheDocument();
    expect(first.getByText('All vendors')).toBeInTheDocument();
    expect(first.getByText('₦5.00')).toBeInTheDocument();
    expect(await first.findByText('Per View')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('Sun, Nov 22 2026, 1:00 AM')).toBeInTheDocument();
    expect(within(bodyRows()[1]).getByText('Babatunde Adeyemi')).toBeInTheDocument();
    expect(within(bodyRows()[2]).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('1-10 of 30')).toBeInTheDocument();
  });

  it('sorts by a column and searches the vendor and event', async () => {
    renderPrices();
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: /Sort by set Price per Ad/ }));
    const values = () => column('Set Price per Ad').map((v) => Number(v!.replace(/[^\d.]/g, '')));
    await waitFor(() => expect(values()).toEqual([5, 5, 5, 5, 5, 7.5, 7.5, 7.5, 7.5, 7.5]), { timeout: 5000 });
    await user.type(screen.getByPlaceholderText('Search by name'), 'Babatunde');
    await waitFor(() => expect(bodyRows().every((r) => r.textContent!.includes('Babatunde'))).toBe(true), { timeout: 3000 });
  });

  it('offers Deactivate on active rows only, asks, then disables for good', async () => {
    const { call } = renderPrices();
    const user = userEvent.setup();
    await firstPage();
    // Row 28 is already disabled: no action at all (no re-enable).
    expect(within(bodyRows()[2]).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('Are you sure you want to DISABLE this Price?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Disabled Sucessfully!')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.prices.disable && c.params.id === 30)).toBe(true);
    await waitFor(() => expect(within(bodyRows()[0]).getByText('Inactive')).toBeInTheDocument());
    expect(within(bodyRows()[0]).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('creates a price for all vendors with an event type of the constants', async () => {
    const { call } = renderPrices();
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: 'New Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Ad Price' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Price is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Event is required')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.prices.create)).toBe(false);
    await user.type(within(dialog).getByLabelText(/Price/), '12.5');
    await user.click(within(dialog).getByRole('combobox', { name: /Event Type/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Per View', 'Per Click', 'Per Conversion']));
    await user.click(screen.getByRole('option', { name: 'Per Click' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.prices.create)?.body).toEqual({ price: 12.5, vendorID: null, eventType: 'click' });
    await waitFor(() => expect(within(bodyRows()[0]).getByText('31')).toBeInTheDocument());
    expect(within(bodyRows()[0]).getByText('₦12.50')).toBeInTheDocument();
  });

  it('creates a price for one vendor', async () => {
    const { call } = renderPrices();
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: 'New Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Ad Price' });
    await user.type(within(dialog).getByLabelText(/Price/), '7');
    await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), 'Halima');
    await user.click(await screen.findByRole('option', { name: 'Halima Bello' }, { timeout: 3000 }));
    await user.click(within(dialog).getByRole('combobox', { name: /Event Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Per View' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    const body = call.calls.find((c) => c.endpoint === api.prices.create)?.body as { vendorID: number };
    expect(body).toEqual({ price: 7, vendorID: expect.any(Number), eventType: 'view' });
  });
});
