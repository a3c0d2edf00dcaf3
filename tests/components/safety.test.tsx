import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { api, type Privilege } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

// react-admin's reference pickers debounce their search and do not cancel it on unmount.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 1100)));

const declOf = (name: string) => registry.find((d) => d.name === name)!;
const renderList = (name: string, privileges: Privilege[] | undefined, host: TestHost = createTestHost()) =>
  renderAdmin(<ResourceList decl={declOf(name)} />, { resource: name, host, privileges, withAuth: true });

/** The newest vendor: the first row of the vendors list. */
const newestVendor = (host: TestHost) =>
  host.db.selectFrom('vendors').select(['id', 'fullname']).orderBy('id', 'desc').executeTakeFirstOrThrow();

async function rowMenuOf(name: string) {
  const user = userEvent.setup();
  const [button] = await screen.findAllByRole('button', { name: `Actions for ${name}` });
  await user.click(button);
  const menu = await screen.findByRole('menu');
  return {
    user,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  };
}

describe('Privilege-aware actions, derived from the contract', () => {
  it("offers no Topup Vendor or View Route to an admin holding Vendor, Customers and Devices (their calls' modules are not held)", async () => {
    const host = createTestHost();
    const vendor = await newestVendor(host);
    await renderList('vendors', ['ADMIN_VENDOR', 'ADMIN_CUSTOMER', 'ADMIN_DEVICE'], host);
    const { items } = await rowMenuOf(vendor.fullname);
    expect(items).toEqual(['Update', 'Assign Route', 'Reset Password', 'Delete', 'Logout']);
  });

  it('offers every vendor action to the demo admin, who holds every module', async () => {
    const host = createTestHost();
    const vendor = await newestVendor(host);
    await renderList('vendors', undefined, host);
    const { items } = await rowMenuOf(vendor.fullname);
    expect(items).toEqual([
      'Topup Vendor',
      'Update',
      'View Route',
      'Assign Route',
      'Reset Password',
      'Delete',
      'Logout',
    ]);
  });

  it('hides New Topup from an admin who cannot list vendors (its vendor picker is required), shows it with Vendor', async () => {
    const host = createTestHost();
    await renderList('topup', ['ADMIN_TOPUP'], host);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'New Topup' })).not.toBeInTheDocument();
  });

  it('shows New Topup to an admin holding Topup and Vendor', async () => {
    await renderList('topup', ['ADMIN_TOPUP', 'ADMIN_VENDOR']);
    expect(await screen.findByRole('button', { name: 'New Topup' })).toBeInTheDocument();
  });

  it('says in one line that the optional vendor picker of Create Price Plan is hidden, and why', async () => {
    const { call } = await renderList('pplan', ['ADMIN_PRICE']);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create Price Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Price Plan' });
    expect(
      await within(dialog).findByText('Vendors cannot be picked here: your account lacks the Vendor privilege.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Vendor/)).not.toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.vendors.list)).toBe(false);
  });

  it('says so when a row picker of an action dialog is hidden (Assign Devices without Routes)', async () => {
    const host = createTestHost();
    await renderList('devices', ['ADMIN_DEVICE'], host);
    const user = userEvent.setup();
    const [button] = await screen.findAllByRole('button', { name: /^Actions for / });
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Assign Devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Device to Location' });
    expect(
      within(dialog).getByText('Routes cannot be picked here: your account lacks the Routes privilege.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Route/)).not.toBeInTheDocument();
  });
});

describe('Safe confirmations', () => {
  it("names the record in the confirmation's title (vendor Logout)", async () => {
    const host = createTestHost();
    const vendor = await newestVendor(host);
    await renderList('vendors', undefined, host);
    const { user } = await rowMenuOf(vendor.fullname);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: `Logout: ${vendor.fullname}` });
    expect(dialog).toHaveTextContent('Are you sure you want to Logout this Vendor');
  });

  it('gives the vendor Delete advice the app can act on', async () => {
    const host = createTestHost();
    const vendor = await newestVendor(host);
    await renderList('vendors', undefined, host);
    const { user } = await rowMenuOf(vendor.fullname);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not available' });
    expect(dialog).toHaveTextContent(/use Logout .* and then Reset Password/);
    expect(dialog).not.toHaveTextContent('Disable the vendor');
  });
});

describe('Pickers', () => {
  it('tell apart two options of the same name with a second line: vendor and id', async () => {
    const host = createTestHost();
    const ads = await host.db
      .selectFrom('ads')
      .innerJoin('vendors', 'vendors.id', 'ads.vendorId')
      .select(['ads.id', 'vendors.fullname', 'ads.vendorId'])
      .orderBy('ads.id', 'desc')
      .execute();
    const first = ads[0];
    const second = ads.find((a) => a.vendorId !== first.vendorId)!;
    await host.db
      .updateTable('ads')
      .set({ name: 'Ride Booking Twin' })
      .where('id', 'in', [first.id, second.id])
      .execute();
    await renderList('conversions', undefined, host);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Ad'), 'Ride Booking Twin');
    const options = await screen.findAllByRole('option', { name: /Ride Booking Twin/ });
    expect(options.map((o) => o.textContent).sort()).toEqual(
      [
        `Ride Booking Twin ${first.fullname} · #${first.id}`,
        `Ride Booking Twin ${second.fullname} · #${second.id}`,
      ].sort(),
    );
    await user.click(options.find((o) => o.textContent!.includes(`#${second.id}`))!);
    expect(screen.getByLabelText('Ad')).toHaveValue('Ride Booking Twin');
  });
});
