import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { uniqueById } from '../../src/components/list/UniqueRows';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { uniqueVendorNames } from './arrange';
import { createTestHost, type TestHost } from './testHost';

const customers = registry.find((d) => d.name === 'customers')!;
const renderCustomers = (host: TestHost = createTestHost()) =>
  renderAdmin(<ResourceList decl={customers} />, { resource: 'customers', host });
const customerCalls = (call: Awaited<ReturnType<typeof renderCustomers>>['call']) =>
  call.calls.filter((c) => c.endpoint === api.customers.list);

/** Unix seconds as SPEC.md section 9 shows dates. */
const shownDate = (s: number) => format(new Date(s * 1000), 'EEE, MMM d yyyy, h:mm a');
const GENDER = { male: 'Male', female: 'Female' } as const;

/** The demo customers as the list shows them: newest first. */
const newestCustomers = (host: TestHost) =>
  host.db.selectFrom('customers').selectAll().orderBy('dateCreated', 'desc').orderBy('id', 'desc').execute();

describe('Customers screen', () => {
  it('is the customers menu entry after price plan (before summary), unlocked by ADMIN_CUSTOMER', () => {
    const menu = registry.filter((d) => d.menu).map((d) => d.name);
    expect(menu.indexOf('customers')).toBeGreaterThan(menu.indexOf('routes'));
    expect(menu.indexOf('customers')).toBe(menu.indexOf('transactions') - 1);
    expect(customers).toMatchObject({ module: 'ADMIN_CUSTOMER', menu: { label: 'busads.menu.customers' } });
  });

  it('shows Phone Number, Age Range, Gender and Date for page 1 of 50', async () => {
    const host = createTestHost();
    const expected = (await newestCustomers(host)).slice(0, 50);
    const { call } = await renderCustomers(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(customerCalls(call)[0].params).toMatchObject({ page: 1, limit: 50 });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Phone Number',
      'Age Range',
      'Gender',
      'Date',
    ]);
    expected.forEach((c, i) =>
      expect(
        within(bodyRows()[i])
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([c.phone, c.ageRange, GENDER[c.gender], shownDate(c.dateCreated)]),
    );
    expect(expected.some((c) => c.gender === 'male') && expected.some((c) => c.gender === 'female')).toBe(true);
  });

  it('sends vendor, phone, age range and gender in the call', async () => {
    const host = createTestHost();
    // A demo customer aged 25-34, male, of a vendor whose name no other vendor shares: the filter finds them.
    const target = await host.db
      .selectFrom('customers')
      .innerJoin('vendors', 'vendors.id', 'customers.vendorId')
      .select(['customers.phone', 'vendors.id as vendorId', 'vendors.fullname'])
      .where('ageRange', '=', '25-34')
      .where('gender', '=', 'male')
      .where('vendors.fullname', 'in', uniqueVendorNames(host))
      .orderBy('customers.id', 'desc')
      .executeTakeFirstOrThrow();
    const phone = target.phone.slice(-4);
    const expected = await host.db
      .selectFrom('customers')
      .select('phone')
      .where('vendorId', '=', target.vendorId)
      .where('phone', 'like', `%${phone}%`)
      .where('ageRange', '=', '25-34')
      .where('gender', '=', 'male')
      .orderBy('dateCreated', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const { call } = await renderCustomers(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByLabelText('Phone Number'), phone);
    await user.click(screen.getByLabelText('Age Range'));
    await user.click(await screen.findByRole('option', { name: '25-34' }));
    await user.click(screen.getByLabelText('Gender'));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.type(screen.getByLabelText('Vendor'), target.fullname);
    const [option] = await screen.findAllByRole('option', { name: target.fullname });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(customerCalls(call).at(-1)?.params).toMatchObject({
        vendorID: target.vendorId,
        phone,
        ageRange: '25-34',
        gender: 'male',
        page: 1,
      }),
    );
    await waitFor(() =>
      expect(bodyRows().map((r) => r.querySelector('td')?.textContent)).toEqual(expected.map((c) => c.phone)),
    );
    for (const row of bodyRows()) expect(row).toHaveTextContent(/25-34.*Male/);
  });

  it('appends the next page once, showing a row the shifted server page repeats only once', async () => {
    const host = createTestHost();
    // 80 customers: a full first page and a short second one.
    const kept = (await newestCustomers(host)).slice(0, 80);
    await host.db
      .deleteFrom('customers')
      .where(
        'id',
        'not in',
        kept.map((c) => c.id),
      )
      .execute();
    const { call } = await renderCustomers(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    // A customer arrives in front: page 2 now starts with the last row of page 1.
    const lastOfPage1 = kept[49];
    await host.db
      .insertInto('customers')
      .values({
        vendorId: kept[0].vendorId,
        phone: '+2348069999999',
        ageRange: '18-24',
        gender: 'female',
        dateCreated: kept[0].dateCreated + 1,
      })
      .execute();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(customerCalls(call).at(-1)?.params.page).toBe(2));
    await waitFor(() => expect(bodyRows()).toHaveLength(80));
    expect(screen.getAllByText(lastOfPage1.phone)).toHaveLength(1);
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('dedupes by id keeping the first row', () => {
    expect(
      uniqueById([
        { id: 1, n: 'a' },
        { id: 2, n: 'b' },
        { id: 1, n: 'c' },
      ]),
    ).toEqual([
      { id: 1, n: 'a' },
      { id: 2, n: 'b' },
    ]);
  });
});
