import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { dayEndUnix, dayStartUnix, today, yesterday } from '../../src/format/dates';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { expectConsoleError } from '../setup/consoleGuard';
import { renderAdmin } from './renderAdmin';
import { leakedProps } from './leakedProps';
import { bodyRows, openAction } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

const vendors = registry.find((d) => d.name === 'vendors')!;
/**
 * The vendors screen. By default opened from a link whose filter has no dates, so it lists every vendor
 * (its plain first load applies yesterday to today); `defaults`: opened without a filter in the URL.
 */
const renderVendors = (host: TestHost = createTestHost(), { defaults = false } = {}) => {
  if (!defaults) window.location.hash = `#/?filter=${encodeURIComponent('{}')}`;
  return renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors', host });
};

/** The demo vendors created from the start of yesterday to the end of today, newest first. */
const vendorsOfDefaultWindow = (host: TestHost) =>
  host.db
    .selectFrom('vendors')
    .select(['id', 'fullname'])
    .where('dateCreated', '>=', dayStartUnix(yesterday())!)
    .where('dateCreated', '<=', dayEndUnix(today())!)
    .orderBy('id', 'desc')
    .execute();

/** The demo vendors the list shows first: newest first. */
const newestVendors = (host: TestHost, limit = 50) =>
  host.db
    .selectFrom('vendors')
    .select(['id', 'fullname', 'username', 'accessStatus', 'referredBy'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

describe('Vendors screen', () => {
  it('shows every column of SPEC.md and the first page of 50, newest first', async () => {
    const host = createTestHost();
    const expected = await newestVendors(host);
    await renderVendors(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'S/N',
        'Name',
        'Phone',
        'Email',
        'Status',
        'Phone Verified',
        'Email Verified',
        'Current Daily Cost',
        'Referred By',
        'Children Referrals Count',
        'Date Created',
      ]),
    );
    const first = within(bodyRows()[0]);
    expect(first.getByText('1')).toBeInTheDocument();
    expect(first.getByText(expected[0].fullname)).toBeInTheDocument();
    expect(first.getByText(/^₦[\d,]+\.\d\d$/)).toBeInTheDocument();
    const unreferred = expected.findIndex((v) => v.referredBy === null);
    expect(within(bodyRows()[unreferred]).getByText('No one')).toBeInTheDocument();
    const inactive = expected.findIndex((v) => v.accessStatus !== 1);
    expect(inactive).toBeGreaterThanOrEqual(0);
    expect(within(bodyRows()[inactive]).getByText('Inactive')).toBeInTheDocument();
  });

  it('appends the next page on Load more until there is no more data', async () => {
    const { call, host } = await renderVendors();
    const total = Number(
      (
        await host.db
          .selectFrom('vendors')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(within(bodyRows()[99]).getByText('100')).toBeInTheDocument();
    // Past 300 rows only those near the viewport are in the page; the table's aria-rowcount tells them all.
    for (let shown = 100; shown < total; shown += 50) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() =>
        expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(Math.min(total, shown + 50) + 1)),
      );
    }
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    // The vendor picker of the filter reads page 1 too; the list itself asks for pages 2, 3, ... once each.
    const pages = call.calls
      .filter((c) => c.endpoint === api.vendors.list && !c.params.searchName)
      .map((c) => c.params.page);
    expect(pages.filter((p) => p === 2)).toHaveLength(1);
    expect(pages.filter((p) => p === 3)).toHaveLength(1);
  });

  it('searches by name with the searchName parameter', async () => {
    const { call } = await renderVendors();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByPlaceholderText('Search by name'), 'Halima');
    await waitFor(() => expect(bodyRows().length).toBeLessThan(50));
    expect(call.calls.at(-1)?.params.searchName).toBe('Halima');
    for (const row of bodyRows()) expect(row).toHaveTextContent('Halima');
  });

  it('puts no React-only prop on the filter fields: no inputprops, inputlabelprops or inputref attribute', async () => {
    await renderVendors();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const fields = [
      screen.getByLabelText('Vendor'),
      screen.getByLabelText('Date From'),
      screen.getByLabelText('Date To'),
    ];
    for (const field of fields) expect(field.closest('form')).not.toBeNull();
    expect(leakedProps()).toEqual([]);
  });

  it('opens with yesterday and today in the form and lists exactly those vendors; Filter unchanged loads the same', async () => {
    const host = createTestHost();
    const expected = await vendorsOfDefaultWindow(host);
    expect(expected.length).toBeGreaterThan(0);
    const { call } = await renderVendors(host, { defaults: true });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length));
    expect(within(bodyRows()[0]).getByText(expected[0].fullname)).toBeInTheDocument();
    expect((screen.getByLabelText('Date From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('Date To') as HTMLInputElement).value).toBe(today());
    // The list's calls (the Vendor picker's reads page 1 without dates): one, with the shown window.
    const listCalls = () => call.calls.filter((c) => c.endpoint === api.vendors.list && c.params.from !== undefined);
    expect(listCalls().map((c) => [c.params.from, c.params.to])).toEqual([
      [dayStartUnix(yesterday()), dayEndUnix(today())],
    ]);
    // Filter without a change: the same window again, so the same rows.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1].params).toMatchObject({ from: dayStartUnix(yesterday()), to: dayEndUnix(today()) });
    expect(bodyRows()).toHaveLength(expected.length);
    expect(within(bodyRows()[0]).getByText(expected[0].fullname)).toBeInTheDocument();
  });

  it('Reset returns to the first load: yesterday and today, shown and applied', async () => {
    const host = createTestHost();
    const expected = await vendorsOfDefaultWindow(host);
    const { call } = await renderVendors(host, { defaults: true });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length));
    fireEvent.change(screen.getByLabelText('Date From'), { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(call.calls.at(-1)?.params.from).toBe(dayStartUnix('2020-01-01'));
    expect((screen.getByLabelText('Date From') as HTMLInputElement).value).toBe('2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length));
    expect((screen.getByLabelText('Date From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('Date To') as HTMLInputElement).value).toBe(today());
    expect(call.calls.at(-1)?.params).toMatchObject({ from: dayStartUnix(yesterday()), to: dayEndUnix(today()) });
  });

  it('resets a password after confirmation and shows the Password Information dialog with the password that now signs in', async () => {
    const host = createTestHost();
    const [newest] = await newestVendors(host, 1);
    await renderVendors(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const user = await openAction(newest.fullname, 'Reset Password');
    expect(await screen.findByText('Are you sure you want to reset the password of this Vendor?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password Information' });
    expect(within(dialog).getByTestId('new-password')).toHaveTextContent(/^[a-zA-Z2-9]{12}$/);
    expect(await screen.findByText('Password Reset Sucessful!')).toBeInTheDocument();
  });

  it('logs a vendor out after the SPEC.md confirmation, ending their sessions', async () => {
    const host = createTestHost();
    // A signed-in vendor whose name no other vendor has: the row to act on is then the search's only one.
    const signedIn = await host.db
      .selectFrom('vendorSessions')
      .innerJoin('vendors', 'vendors.id', 'vendorSessions.vendorId')
      .select(['vendors.id', 'vendors.fullname'])
      .where('vendors.fullname', 'in', (eb) =>
        eb
          .selectFrom('vendors')
          .select('fullname')
          .groupBy('fullname')
          .having(sql`count(*)`, '=', 1),
      )
      .orderBy('vendors.id', 'desc')
      .executeTakeFirstOrThrow();
    const { call } = await renderVendors(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user_search(signedIn.fullname);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const user = await openAction(signedIn.fullname, 'Logout');
    expect(await screen.findByText('Are you sure you want to Logout this Vendor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Vendor Logged out Sucessfully!')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.vendors.logout && c.params.id === signedIn.id)).toBe(true);
    expect(
      await host.db.selectFrom('vendorSessions').select('vendorId').where('vendorId', '=', signedIn.id).execute(),
    ).toEqual([]);
  });

  it('says Delete is not available and calls nothing', async () => {
    const host = createTestHost();
    const [newest] = await newestVendors(host, 1);
    const { call } = await renderVendors(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const before = call.calls.length;
    await openAction(newest.fullname, 'Delete');
    expect(await screen.findByText(/Deleting a vendor is not available/)).toBeInTheDocument();
    expect(call.calls.length).toBe(before);
  });

  it('validates the update form, keeps what was typed, then saves', async () => {
    const host = createTestHost();
    const [newest] = await newestVendors(host, 1);
    const { call } = await renderVendors(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const user = await openAction(newest.fullname, 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update Vendor Information' });
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.clear(within(dialog).getByLabelText(/Address/));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('form fullname is required')).toBeInTheDocument();
    expect(within(dialog).getByText('form address is required')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.vendors.update)).toBe(false);
    await user.type(name, 'Adaeze Okafor-Bello');
    await user.type(within(dialog).getByLabelText(/Address/), '12 Awolowo Road, Ikoyi');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Adaeze Okafor-Bello')).toBeInTheDocument();
    const saved = await host.db
      .selectFrom('vendors')
      .select(['fullname', 'address'])
      .where('id', '=', newest.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ fullname: 'Adaeze Okafor-Bello', address: '12 Awolowo Road, Ikoyi' });
  });

  it('keeps the dialog and what was typed when the server refuses the update', async () => {
    expectConsoleError(/Username already exists/);
    const host = createTestHost();
    const [newest, other] = await newestVendors(host, 2);
    await renderVendors(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const user = await openAction(newest.fullname, 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update Vendor Information' });
    const username = within(dialog).getByLabelText(/Username/);
    await user.clear(username);
    await user.type(username, other.username);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Username already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Vendor Information' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue(other.username);
  });

  it('asks for an amount before a topup, refuses one below ₦0.01 under the field, and confirms it naming the vendor and the new balance before the call', async () => {
    const host = createTestHost();
    const [newest] = await newestVendors(host, 1);
    const wallet = await host.db
      .selectFrom('wallets')
      .select('amountKobo')
      .where('vendorId', '=', newest.id)
      .executeTakeFirstOrThrow();
    const naira = (kobo: number) =>
      new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);
    const { call } = await renderVendors(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const user = await openAction(newest.fullname, 'Topup Vendor');
    const dialog = await screen.findByRole('dialog', { name: 'Topup Vendor Wallet' });
    expect(
      await within(dialog).findByText(`To ${newest.fullname}, current balance ${naira(wallet.amountKobo)}`),
    ).toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveAccessibleDescription(
      'In naira: at least 0.01 and at most 100,000,000, with up to two decimals',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(screen.queryByText('The form is not valid. Please check for errors')).not.toBeInTheDocument();
    await user.type(amount, '-50');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Amount must be at least ₦0.01'));
    expect(document.querySelector('.RaNotification-error')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText(
        `₦5,000.00 to ${newest.fullname} (new balance ${naira(wallet.amountKobo + 500_000)})`,
      ),
    ).toBeInTheDocument();
    expect(call.calls.filter((c) => c.endpoint === api.topups.create)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sucessful!')).toBeInTheDocument();
    expect(call.calls.filter((c) => c.endpoint === api.topups.create).map((c) => c.body)).toEqual([
      { amount: 5000, vendorID: newest.id },
    ]);
  });
});

/** Narrows the list to one name with the search box. */
async function user_search(name: string) {
  await userEvent.setup().type(screen.getByPlaceholderText('Search by name'), name);
  await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes(name))).toBe(true));
}
