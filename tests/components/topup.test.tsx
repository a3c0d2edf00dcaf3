import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { dayEndUnix, dayStartUnix, today, yesterday } from '../../src/format/dates';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { uniqueVendorNames } from './arrange';
import { createTestHost, type TestHost } from './testHost';

const topup = registry.find((d) => d.name === 'topup')!;
const renderTopups = (host: TestHost = createTestHost()) =>
  renderAdmin(<ResourceList decl={topup} />, { resource: 'topup', host });
type Call = Awaited<ReturnType<typeof renderTopups>>['call'];
const topupCalls = (call: Call) => call.calls.filter((c) => c.endpoint === api.topups.list);

/** Kobo as the screen shows naira (SPEC.md: Intl en-NG, NGN). */
const naira = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);
/** Unix seconds as SPEC.md section 9 shows dates: weekday, month day year, time with am/pm. */
const shownDate = (s: number) => format(new Date(s * 1000), 'EEE, MMM d yyyy, h:mm a');

/** The demo topups of the default window (yesterday to today), newest first, with their vendor. */
const topupsOfWindow = (host: TestHost) =>
  host.db
    .selectFrom('topups')
    .innerJoin('vendors', 'vendors.id', 'topups.vendorId')
    .select([
      'topups.id',
      'vendors.fullname',
      'requestedAmountKobo',
      'amountPaidKobo',
      'status',
      'channel',
      'reference',
      'timePaid',
    ])
    .where('topups.dateCreated', '>=', dayStartUnix(yesterday())!)
    .where('topups.dateCreated', '<=', dayEndUnix(today())!)
    .orderBy('topups.dateCreated', 'desc')
    .orderBy('topups.id', 'desc')
    .execute();

/** A demo vendor whose name no other vendor shares (so its option in a picker is unambiguous), with its wallet balance. */
const uniquelyNamedVendor = (host: TestHost) =>
  host.db
    .selectFrom('vendors')
    .innerJoin('wallets', 'wallets.vendorId', 'vendors.id')
    .select(['vendors.id', 'vendors.fullname', 'wallets.amountKobo'])
    .where('vendors.fullname', 'in', uniqueVendorNames(host))
    .orderBy('vendors.id', 'desc')
    .executeTakeFirstOrThrow();

const walletOf = (host: TestHost, vendorId: number) =>
  host.db.selectFrom('wallets').select('amountKobo').where('vendorId', '=', vendorId).executeTakeFirstOrThrow();

async function openNewTopup() {
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  // user-event waits on the fake clock when a test has installed one (the debounce test).
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  await user.click(screen.getByRole('button', { name: 'New Topup' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Topup Wallet' }) };
}

/** Types an amount and picks the vendor by its full name in the Topup Wallet dialog. */
async function fillTopup(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  amount: string,
  vendorName: string,
) {
  await user.type(within(dialog).getByLabelText(/Amount/), amount);
  await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), vendorName);
  const [option] = await screen.findAllByRole('option', { name: vendorName });
  await user.click(option);
}

afterEach(() => vi.useRealTimers());

describe('Topup screen', () => {
  it('sits after wallet in the menu order, under ADMIN_TOPUP', () => {
    const names = registry.map((d) => d.name);
    expect(names.indexOf('topup')).toBe(names.indexOf('wallet') + 1);
    expect(topup.module).toBe('ADMIN_TOPUP');
  });

  it('loads yesterday to today and shows the SPEC.md columns in naira', async () => {
    const host = createTestHost();
    const recent = await topupsOfWindow(host);
    expect(recent.length).toBeGreaterThanOrEqual(10);
    // An abandoned topup on the first page: nothing paid, no time paid.
    await host.db
      .updateTable('topups')
      .set({ status: 'abandoned', amountPaidKobo: 0, timePaid: null })
      .where('id', '=', recent[2].id)
      .execute();
    const expected = await topupsOfWindow(host);
    const { call } = await renderTopups(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(topupCalls(call)[0].params).toMatchObject({ from: dayStartUnix(yesterday()), to: dayEndUnix(today()) });
    expect((screen.getByLabelText('Date From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('Date To') as HTMLInputElement).value).toBe(today());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Vendor',
      'Requested Amount',
      'Amount Paid',
      'Status',
      'Channel',
      'Reference',
      'Time Paid',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expected.slice(0, 10).forEach((t, i) => {
      expect(cells(bodyRows()[i])).toEqual([
        t.fullname,
        naira(t.requestedAmountKobo),
        naira(t.amountPaidKobo),
        t.status,
        t.channel,
        t.reference,
        t.timePaid === null ? 'Not paid' : shownDate(t.timePaid),
      ]);
    });
    const abandoned = within(bodyRows()[2]);
    expect(abandoned.getByText('abandoned')).toBeInTheDocument();
    expect(abandoned.getByText('₦0.00')).toBeInTheDocument();
    expect(abandoned.getByText('Not paid')).toBeInTheDocument();
  });

  it('sends wallet, reference and status in the call', async () => {
    const host = createTestHost();
    const wallet = await host.db.selectFrom('wallets').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const { call } = await renderTopups(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByLabelText('Wallet'), String(wallet.id));
    await user.type(screen.getByLabelText('Reference'), 'PSK');
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'abandoned' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(topupCalls(call).at(-1)?.params).toMatchObject({
        walletID: wallet.id,
        reference: 'PSK',
        status: 'abandoned',
      }),
    );
    expect(topupCalls(call).at(-1)?.params.from).toBe(dayStartUnix(yesterday()));
  });

  it('says No more data in an info toast when nothing matches', async () => {
    const host = createTestHost();
    // No topup in the default window (yesterday to today).
    await host.db.deleteFrom('topups').where('dateCreated', '>=', dayStartUnix(yesterday())!).execute();
    await renderTopups(host);
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    // The list opens filtered (yesterday to today): SPEC.md section 8's 'No results found'.
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('asks for the amount and the vendor before a topup', async () => {
    const { call } = await renderTopups();
    const { user, dialog } = await openNewTopup();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Vendor is required')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.topups.create)).toBe(false);
  });

  it('searches vendors 1 second after the last keystroke', async () => {
    const { call } = await renderTopups();
    const { user, dialog } = await openNewTopup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const searches = () =>
      call.calls.filter((c) => c.endpoint === api.vendors.list && c.params.searchName === 'Halima');
    await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), 'Halima');
    expect(searches()).toHaveLength(0);
    // Real time moves the fake clock too (shouldAdvanceTime): leave it some slack under 1 s.
    await vi.advanceTimersByTimeAsync(600);
    expect(searches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(searches()).toHaveLength(1));
  });

  it('names the picked vendor and balance, confirms who gets how much (Back keeps the amount), then credits once and refreshes the list', async () => {
    const host = createTestHost();
    const vendor = await uniquelyNamedVendor(host);
    const { call } = await renderTopups(host);
    const { user, dialog } = await openNewTopup();
    await fillTopup(user, dialog, '2500', vendor.fullname);
    expect(
      await within(dialog).findByText(`To ${vendor.fullname}, current balance ${naira(vendor.amountKobo)}`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const statement = `₦2,500.00 to ${vendor.fullname} (new balance ${naira(vendor.amountKobo + 250_000)})`;
    expect(await within(dialog).findByText(statement)).toHaveFocus();
    expect(call.calls.filter((c) => c.endpoint === api.topups.create)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('2500');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.dblClick(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sucessful!')).toBeInTheDocument();
    const creates = call.calls.filter((c) => c.endpoint === api.topups.create);
    expect(creates.map((c) => c.body)).toEqual([{ amount: 2500, vendorID: vendor.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The server's own record of it: an admin topup of 250,000 kobo, and the wallet credited by as much.
    const saved = await host.db
      .selectFrom('topups')
      .select(['reference', 'amountPaidKobo', 'channel', 'vendorId'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      amountPaidKobo: 250_000,
      channel: 'admin',
      vendorId: vendor.id,
      reference: expect.stringMatching(/^ADM-[0-9A-F]{16}$/i),
    });
    expect((await walletOf(host, vendor.id)).amountKobo).toBe(vendor.amountKobo + 250_000);
    // The refreshed list shows it (the demo has topups dated up to an hour ahead, so it need not be the first row).
    const row = (await screen.findByText(saved.reference)).closest('tr')!;
    expect(row).toHaveTextContent(vendor.fullname);
    expect(within(row).getAllByText('₦2,500.00')).toHaveLength(2);
    expect(within(row).getByText('success')).toBeInTheDocument();
  });

  it('takes the amount as text with the decimal keyboard and refuses an exponent, three decimals, too little and too much under the field, calling nothing', async () => {
    const host = createTestHost();
    const vendor = await uniquelyNamedVendor(host);
    const { call } = await renderTopups(host);
    const { user, dialog } = await openNewTopup();
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveAttribute('type', 'text');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await fillTopup(user, dialog, '5000', vendor.fullname);
    await user.type(amount, '{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(amount).toHaveValue('5000');
    for (const [typed, message] of [
      ['1e3', 'Amount must be digits with at most one point, like 5000 or 1250.50 (no exponent such as 1e3)'],
      ['1.005', 'Amount has more than two decimals'],
      ['0.001', 'Amount has more than two decimals'],
      ['0', 'Amount must be at least ₦0.01'],
      ['-50', 'Amount must be at least ₦0.01'],
      ['100000000.01', 'Amount must be at most ₦100,000,000.00'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    }
    expect(call.calls.filter((c) => c.endpoint === api.topups.create)).toHaveLength(0);
    expect((await walletOf(host, vendor.id)).amountKobo).toBe(vendor.amountKobo);
  });
});
