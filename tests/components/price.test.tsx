import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { uniquelyNamedVendor } from './arrange';
import { createTestHost, type TestHost } from './testHost';

const prices = registry.find((d) => d.name === 'price')!;
const renderPrices = (host: TestHost = createTestHost()) =>
  renderAdmin(<ResourceList decl={prices} />, { resource: 'price', host });
const firstPage = () => waitFor(() => expect(bodyRows()).toHaveLength(10));
const column = (header: string) => {
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === header);
  return bodyRows().map((r) => within(r).getAllByRole('cell')[index].textContent);
};

/** Kobo as the screen shows naira (SPEC.md: Intl en-NG, NGN). */
const naira = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);
/** Unix seconds as SPEC.md section 9 shows dates. */
const shownDate = (s: number) => format(new Date(s * 1000), 'EEE, MMM d yyyy, h:mm a');
/** The names the server's constants give the event types (GET /get/price/constants). */
const EVENT_NAMES: Record<string, string> = { view: 'Per View', click: 'Per Click', conversion: 'Per Conversion' };

/** The demo prices as the list sorts them (newest id first), with their vendor. */
const pricesById = (host: TestHost) =>
  host.db
    .selectFrom('prices as p')
    .leftJoin('vendors as v', 'v.id', 'p.vendorId')
    .select(['p.id', 'p.priceKobo', 'p.eventType', 'p.active', 'p.dateCreated', 'v.fullname'])
    .orderBy('p.id', 'desc')
    .execute();

const actionsButton = (row: HTMLElement) => within(row).queryByRole('button', { name: /Actions for/ });

describe('Price Mgmt screen (deprecated)', () => {
  it('shows the columns of SPEC.md, newest first, 10 a page, with the fallbacks', async () => {
    const host = createTestHost();
    const expected = await pricesById(host);
    expect(expected.length).toBeGreaterThan(10);
    await renderPrices(host);
    await firstPage();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['ID', 'Vendor Fullname', 'Set Price per Ad', 'Event', 'Status', 'Date Created']),
    );
    // Every cell of the first page, the event named by the server's constants once they load.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 6);
    await waitFor(() =>
      expected
        .slice(0, 10)
        .forEach((p, i) =>
          expect(cells(bodyRows()[i])).toEqual([
            String(p.id),
            p.fullname ?? 'All vendors',
            naira(p.priceKobo),
            EVENT_NAMES[p.eventType],
            p.active === 1 ? 'Active' : 'Inactive',
            shownDate(p.dateCreated),
          ]),
        ),
    );
    // The demo's first page holds both fallbacks and both statuses.
    const shown = expected.slice(0, 10);
    expect(
      shown.some((p) => p.fullname === null) && shown.some((p) => p.active === 0) && shown.some((p) => p.active === 1),
    ).toBe(true);
    expect(screen.getByText(`1-10 of ${expected.length}`)).toBeInTheDocument();
  });

  it('sorts by a column and searches the vendor and event', async () => {
    const host = createTestHost();
    const expected = await pricesById(host);
    const cheapest = expected
      .map((p) => p.priceKobo / 100)
      .sort((a, b) => a - b)
      .slice(0, 10);
    const named = expected.find((p) => p.fullname !== null)!.fullname!;
    await renderPrices(host);
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: /Sort by set Price per Ad/ }));
    const values = () => column('Set Price per Ad').map((v) => Number(v!.replace(/[^\d.]/g, '')));
    await waitFor(() => expect(values()).toEqual(cheapest));
    await user.type(screen.getByPlaceholderText('Search by name'), named);
    await waitFor(() => expect(bodyRows().length).toBe(expected.filter((p) => p.fullname?.includes(named)).length));
    for (const row of bodyRows()) expect(row).toHaveTextContent(named);
  });

  it('offers Deactivate on active rows only, asks, then disables for good', async () => {
    const host = createTestHost();
    const firstTen = (await pricesById(host)).slice(0, 10);
    const disabledIndex = firstTen.findIndex((p) => p.active === 0);
    const activeIndex = firstTen.findIndex((p) => p.active === 1);
    expect(disabledIndex).toBeGreaterThanOrEqual(0);
    const active = firstTen[activeIndex];
    const { call } = await renderPrices(host);
    const user = userEvent.setup();
    await firstPage();
    // A disabled price has no action at all (no re-enable).
    expect(actionsButton(bodyRows()[disabledIndex])).not.toBeInTheDocument();
    await user.click(actionsButton(bodyRows()[activeIndex])!);
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('Are you sure you want to DISABLE this Price?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Disabled Sucessfully!')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.prices.disable && c.params.id === active.id)).toBe(true);
    await waitFor(() => expect(within(bodyRows()[activeIndex]).getByText('Inactive')).toBeInTheDocument());
    expect(actionsButton(bodyRows()[activeIndex])).not.toBeInTheDocument();
    expect(
      await host.db.selectFrom('prices').select('active').where('id', '=', active.id).executeTakeFirstOrThrow(),
    ).toEqual({ active: 0 });
  });

  it('creates a price for all vendors with an event type of the constants', async () => {
    const { call, host } = await renderPrices();
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
    expect(call.calls.find((c) => c.endpoint === api.prices.create)?.body).toEqual({
      price: 12.5,
      vendorID: null,
      eventType: 'click',
    });
    const [created] = await pricesById(host);
    expect(created).toMatchObject({ priceKobo: 1250, eventType: 'click', active: 1, fullname: null });
    await waitFor(() => expect(within(bodyRows()[0]).getByText(String(created.id))).toBeInTheDocument());
    expect(within(bodyRows()[0]).getByText('₦12.50')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('All vendors')).toBeInTheDocument();
  });

  it('creates a price for one vendor', async () => {
    const host = createTestHost();
    const vendor = await uniquelyNamedVendor(host);
    const { call } = await renderPrices(host);
    const user = userEvent.setup();
    await firstPage();
    await user.click(screen.getByRole('button', { name: 'New Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Ad Price' });
    await user.type(within(dialog).getByLabelText(/Price/), '7');
    await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), vendor.fullname);
    await user.click(await screen.findByRole('option', { name: vendor.fullname }));
    await user.click(within(dialog).getByRole('combobox', { name: /Event Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Per View' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.prices.create)?.body).toEqual({
      price: 7,
      vendorID: vendor.id,
      eventType: 'view',
    });
    const [created] = await pricesById(host);
    expect(created).toMatchObject({ priceKobo: 700, eventType: 'view', fullname: vendor.fullname });
    await waitFor(() => expect(within(bodyRows()[0]).getByText(vendor.fullname)).toBeInTheDocument());
  });
});
