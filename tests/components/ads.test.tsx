import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import type { AdsTable } from '../../server/db/schema';
import { renderAdmin } from './renderAdmin';
import { leakedProps } from './leakedProps';
import { bodyRows, openAction } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

const ads = registry.find((d) => d.name === 'ads')!;
const renderAds = (host: TestHost = createTestHost()) =>
  // The app is served from another origin than the API here, so relative media paths must be prefixed.
  renderAdmin(<ResourceList decl={ads} />, {
    resource: 'ads',
    host,
    config: { apiBase: 'https://api.busads.ng', dataProvider: 'api' },
  });
type Call = Awaited<ReturnType<typeof renderAds>>['call'];
const adCalls = (call: Call) => call.calls.filter((c) => c.endpoint === api.ads.list);

/** Wed, Jan 1 2031, 1:00 AM in Lagos: later than every demo ad, so the arranged ads head the list (newest first). */
const ARRANGED_AT = 1_924_992_000;

/**
 * Ads the demo data lacks, arranged on top of the list in this order: figures whose CTR rounds up
 * (45 / 1000 = 4.5%), a relative image and a video, a short caption without views, a form, an inactive
 * ad, an ad without media, an advertiser without a wallet, and a tel: action link.
 */
async function arrangeAds(host: TestHost) {
  const { db } = host;
  const vendor = await db
    .selectFrom('vendors')
    .select(['id', 'fullname', 'email', 'phone'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await db.updateTable('wallets').set({ amountKobo: 250_000 }).where('vendorId', '=', vendor.id).execute();
  const { id: walletless } = await db
    .insertInto('vendors')
    .values({
      fullname: 'Lagos Fashion Week',
      username: 'lagosfashionweek',
      phone: '+2348030000999',
      email: 'hello@lagosfashionweek.ng',
      address: 'Victoria Island',
      passwordHash: 'x',
      accessStatus: 1,
      phoneVerified: 1,
      emailVerified: 1,
      referredBy: null,
      currDailyCostKobo: 0,
      dateCreated: ARRANGED_AT - 86_400,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ad = (name: string, values: Partial<Insertable<AdsTable>> = {}): Insertable<AdsTable> => ({
    vendorId: vendor.id,
    name,
    actionLink: 'https://example.ng/ads',
    caption: 'Seen on the bus, ride on with us today',
    adType: 'media',
    conversionUrl: null,
    activeStatus: 1,
    blocked: 0,
    maxDailyLimitKobo: 500_000,
    currDailyCostKobo: 25_000,
    ...values,
    dateCreated: ARRANGED_AT,
  });
  const rows = [
    ad('Jollof Rice Combo', {
      actionLink: 'https://mamaputkitchen.ng/order',
      caption: 'Smoky party jollof, chicken and plantain for ₦3,500. Order now!',
    }),
    ad('Kuda Bank App', { adType: 'app' }),
    ad('Indomie Noodles', { caption: 'Hungry? Indomie!' }),
    ad('Lagos Fashion Week Sign-up', { adType: 'form', vendorId: walletless }),
    ad('MTN Data Bonanza', { activeStatus: 0 }),
    ad('OPay Wallet', { adType: 'app' }),
    ad('Suya Spot Delivery'),
    ad('Ankara Styles'),
    ad('Call Mama Put', { actionLink: 'tel:+2348031234567' }),
  ].map((row, i) => ({ ...row, dateCreated: ARRANGED_AT - i * 60 }));
  const ids: Record<string, number> = {};
  for (const row of rows)
    ids[row.name] = (await db.insertInto('ads').values(row).returning('id').executeTakeFirstOrThrow()).id;

  const routes = await db
    .selectFrom('routes')
    .select('id')
    .where('name', 'in', ['Ikeja - Ikorodu', 'Obalende - Lekki Phase 1'])
    .execute();
  expect(routes).toHaveLength(2);
  await db
    .insertInto('adRoutes')
    .values(routes.map((r) => ({ adId: ids['Jollof Rice Combo'], routeId: r.id })))
    .execute();
  await db
    .insertInto('adMedias')
    .values([
      { adId: ids['Kuda Bank App'], media: '/media/ad-2.svg', mediaType: 'IMAGE' },
      { adId: ids['Kuda Bank App'], media: 'https://cdn.busads.ng/videos/kuda.mp4', mediaType: 'video' },
    ])
    .execute();
  const events = (adId: number, eventType: 'view' | 'click' | 'conversion', n: number) =>
    Array.from({ length: n }, () => ({
      adId,
      vendorId: vendor.id,
      deviceId: null,
      routeId: null,
      eventType,
      costKobo: 0,
      createdAt: ARRANGED_AT,
    }));
  // Every other arranged ad has views; only 'Indomie Noodles' has none.
  const all = [
    ...events(ids['Jollof Rice Combo'], 'view', 1000),
    ...events(ids['Jollof Rice Combo'], 'click', 45),
    ...events(ids['Jollof Rice Combo'], 'conversion', 12),
    ...rows
      .filter((r) => r.name !== 'Jollof Rice Combo' && r.name !== 'Indomie Noodles')
      .flatMap((r) => events(ids[r.name], 'view', 3)),
  ];
  for (let i = 0; i < all.length; i += 500)
    await db
      .insertInto('adEvents')
      .values(all.slice(i, i + 500))
      .execute();
  return { vendor, ids };
}

/** The demo ads in the order of the list (newest first), as the server pages them. */
const listedAds = (host: TestHost, limit: number) =>
  host.db
    .selectFrom('ads')
    .select(['id', 'name'])
    .orderBy('dateCreated', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

describe('Ads screen', () => {
  it('is the first menu entry, unlocked by ADMIN_AD', () => {
    expect(registry.filter((d) => d.menu)[0]).toMatchObject({
      name: 'ads',
      module: 'ADMIN_AD',
      menu: { label: 'busads.menu.ads' },
    });
  });

  it('leaves no prop on the DOM: the toolbar beside the search box of the loaded rows carries no filters attribute', async () => {
    await renderAds();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toBeInTheDocument();
    expect(leakedProps()).toEqual([]);
  });

  it('names a filter select by its label alone, whatever value it shows', async () => {
    await renderAds();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Ad Type' }));
    await user.click(await screen.findByRole('option', { name: 'Media' }));
    const box = screen.getByRole('combobox', { name: 'Ad Type' });
    await waitFor(() => expect(box).toHaveTextContent('Media'));
    // The name as a browser computes it from aria-labelledby (jsdom's leaves the element's own text out).
    const labelledBy = box.getAttribute('aria-labelledby')!.split(' ');
    expect(labelledBy.map((id) => document.getElementById(id)!.textContent).join(' ')).toBe('Ad Type');
  });

  it('loads page 1 of 50 and shows its columns, ten rows a table page', async () => {
    const host = createTestHost();
    const { vendor } = await arrangeAds(host);
    const { call } = await renderAds(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(adCalls(call)[0].params).toMatchObject({ page: 1, limit: 50 });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Ad Name',
        'Vendor',
        'Ad Type',
        'Action Link',
        'Caption',
        'Views',
        'Clicks',
        'CTR',
        'Current Daily Cost',
        'Max Daily Limit',
        'Status',
        'Date Created',
      ]),
    );
    const first = within(bodyRows()[0]);
    expect(first.getByText('Jollof Rice Combo')).toBeInTheDocument();
    expect(first.getByText(vendor.fullname)).toBeInTheDocument();
    expect(first.getByText('Media')).toBeInTheDocument();
    expect(first.getByText('1,000')).toBeInTheDocument();
    expect(first.getByText('₦250.00')).toBeInTheDocument();
    expect(first.getByText('₦5,000.00')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('Wed, Jan 1 2031, 1:00 AM')).toBeInTheDocument();
    expect(within(bodyRows()[1]).getByText('App')).toBeInTheDocument();
    expect(within(bodyRows()[3]).getByText('Form')).toBeInTheDocument();
    expect(within(bodyRows()[4]).getByText('Inactive')).toBeInTheDocument();
  });

  it('cuts the action link and caption to 20 characters and links only http(s) addresses', async () => {
    const host = createTestHost();
    await arrangeAds(host);
    await renderAds(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const first = within(bodyRows()[0]);
    const link = first.getByRole('link', { name: 'https://mamaputkitch…' });
    expect(link).toHaveAttribute('href', 'https://mamaputkitchen.ng/order');
    expect(first.getByText('Smoky party jollof, …')).toHaveAttribute(
      'title',
      'Smoky party jollof, chicken and plantain for ₦3,500. Order now!',
    );
    expect(within(bodyRows()[2]).getByText('Hungry? Indomie!')).toBeInTheDocument();
    const phone = within(bodyRows()[8]);
    expect(phone.getByText('tel:+2348031234567')).toBeInTheDocument();
    expect(phone.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the click-through rate rounded, and 0% for an ad without views', async () => {
    const host = createTestHost();
    await arrangeAds(host);
    await renderAds(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(bodyRows()[0]).getByText('5%')).toBeInTheDocument();
    const noViews = within(bodyRows()[2]);
    expect(noViews.getAllByText('0')).toHaveLength(2);
    expect(noViews.getByText('0%')).toBeInTheDocument();
  });

  it('sends the ad type, status and vendor of the filter in the call', async () => {
    const host = createTestHost();
    // A demo advertiser with inactive app ads, whose name no other vendor shares.
    const vendor = await host.db
      .selectFrom('ads')
      .innerJoin('vendors', 'vendors.id', 'ads.vendorId')
      .select(['vendors.id', 'vendors.fullname'])
      .where('ads.adType', '=', 'app')
      .where('ads.activeStatus', '=', 0)
      .where((eb) =>
        eb(
          eb
            .selectFrom('vendors as same')
            .select((s) => s.fn.countAll().as('n'))
            .whereRef('same.fullname', '=', 'vendors.fullname'),
          '=',
          1,
        ),
      )
      .orderBy('vendors.id', 'desc')
      .executeTakeFirstOrThrow();
    const { call } = await renderAds(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('combobox', { name: 'Ad Type' }));
    await user.click(await screen.findByRole('option', { name: 'App' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.type(screen.getByRole('combobox', { name: 'Vendor' }), vendor.fullname);
    await user.click(await screen.findByRole('option', { name: vendor.fullname }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(adCalls(call).at(-1)?.params).toMatchObject({
        page: 1,
        limit: 50,
        adType: 'app',
        accessStatus: 0,
        vendorID: vendor.id,
      }),
    );
    await waitFor(() => expect(within(bodyRows()[0]).queryByText(vendor.fullname)).toBeInTheDocument());
    for (const row of bodyRows()) {
      expect(row).toHaveTextContent('App');
      expect(row).toHaveTextContent('Inactive');
      expect(row).toHaveTextContent(vendor.fullname);
    }
  });

  it("says 'No Results found!' when there are no ads", async () => {
    const host = createTestHost();
    await host.db.deleteFrom('ads').execute();
    await renderAds(host);
    expect(await screen.findByText('No Results found!')).toBeInTheDocument();
  });

  it('searches the loaded ads by name without a call, and loads more on request', async () => {
    const host = createTestHost();
    const listed = await listedAds(host, 100);
    // A name on the first server page that shows up again on the second; few enough for one table page. The
    // shortest such name: each letter typed renders the list again.
    const count = (rows: { name: string }[], term: string) =>
      rows.filter((a) => a.name.toLowerCase().includes(term)).length;
    const term = listed
      .slice(0, 50)
      .map((a) => a.name.toLowerCase())
      .filter((name) => count(listed.slice(50), name) > 0 && count(listed, name) <= 10)
      .sort((a, b) => a.length - b.length)[0];
    expect(term).toBeDefined();
    const absent = 'kuda bank';
    expect(await host.db.selectFrom('ads').select('id').where('name', 'like', `%${absent}%`).execute()).toEqual([]);
    const { call } = await renderAds(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), term.toUpperCase());
    await waitFor(() => expect(bodyRows()).toHaveLength(count(listed.slice(0, 50), term)));
    for (const row of bodyRows()) expect(row.textContent?.toLowerCase()).toContain(term);
    expect(screen.getByText('Searched the 50 loaded rows')).toBeInTheDocument();
    expect(adCalls(call)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(count(listed, term)));
    expect(adCalls(call).map((c) => c.params.page)).toEqual([1, 2]);
    await user.clear(screen.getByRole('textbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), absent);
    expect(await screen.findByText('No Results found!')).toBeInTheDocument();
  });

  it('fetches the next server page of 50 when the user reaches the last table page', async () => {
    const host = createTestHost();
    const listed = await listedAds(host, 51);
    const { call } = await renderAds(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const next = () => screen.getByRole('button', { name: 'Go to next page' });
    for (let i = 0; i < 3; i++) await user.click(next());
    expect(adCalls(call)).toHaveLength(1);
    await user.click(next());
    await waitFor(() => expect(adCalls(call).map((c) => c.params.page)).toEqual([1, 2]));
    expect(adCalls(call)[1].params).toMatchObject({ limit: 50 });
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(within(bodyRows()[0]).getByText(listed[50].name)).toBeInTheDocument();
  });

  it('shows the media: relative paths from the API base, videos as they are, and an empty text', async () => {
    const host = createTestHost();
    await arrangeAds(host);
    await renderAds(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const user = await openAction('Kuda Bank App', 'Media');
    const dialog = await screen.findByRole('dialog', { name: 'Ad Media' });
    expect(within(dialog).getByRole('img', { name: 'Image 1 of Kuda Bank App' })).toHaveAttribute(
      'src',
      'https://api.busads.ng/media/ad-2.svg',
    );
    expect(within(dialog).getByLabelText('Video 2 of Kuda Bank App')).toHaveAttribute(
      'src',
      'https://cdn.busads.ng/videos/kuda.mp4',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAction('OPay Wallet', 'Media');
    expect(await screen.findByText('No media available...')).toBeInTheDocument();
  });

  it("shows the Summary of an ad's figures", async () => {
    const host = createTestHost();
    await arrangeAds(host);
    await renderAds(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await openAction('Jollof Rice Combo', 'Summary');
    const dialog = within(await screen.findByRole('dialog', { name: 'Ad Summary' }));
    const fact = (label: string) => dialog.getByText(label).nextElementSibling?.textContent;
    expect(fact('Views')).toBe('1,000');
    expect(fact('Clicks')).toBe('45');
    expect(fact('Conversions')).toBe('12');
    expect(fact('CTR')).toBe('5%');
    expect(fact('Current Daily Cost')).toBe('₦250.00');
    expect(fact('Max Daily Limit')).toBe('₦5,000.00');
    expect(fact('Routes')).toBe('Ikeja - Ikorodu, Obalende - Lekki Phase 1');
    expect(fact('Date Created')).toBe('Wed, Jan 1 2031, 1:00 AM');
  });

  it("shows the vendor's wallet in Details, or says there is none", async () => {
    const host = createTestHost();
    const { vendor } = await arrangeAds(host);
    await renderAds(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const user = await openAction('Jollof Rice Combo', 'Details');
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Wallet Details' });
    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(fact('Vendor Name')).toBe(vendor.fullname);
    expect(fact('Email')).toBe(vendor.email);
    expect(fact('Phone')).toBe(vendor.phone);
    expect(fact('Wallet Balance')).toBe('₦2,500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAction('Lagos Fashion Week Sign-up', 'Details');
    const none = await screen.findByRole('dialog', { name: 'Vendor Wallet Details' });
    expect(within(none).getByText('Wallet Balance').nextElementSibling).toHaveTextContent('No wallet yet');
  });

  it('deactivates an ad after confirmation, toasts and reloads the list', async () => {
    const host = createTestHost();
    const { ids } = await arrangeAds(host);
    const { call } = await renderAds(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const user = await openAction('Jollof Rice Combo', 'Deactivate');
    expect(await screen.findByText('Are you sure you want to deactivate this Ad?')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.ads.toggle)).toBe(false);
    const loads = adCalls(call).length;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Ad Status Changed Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.ads.toggle)?.params).toEqual({
      id: ids['Jollof Rice Combo'],
      status: 0,
    });
    await waitFor(() => expect(adCalls(call).length).toBeGreaterThan(loads));
    await waitFor(() => expect(within(bodyRows()[0]).getByText('Inactive')).toBeInTheDocument());
    const saved = await host.db
      .selectFrom('ads')
      .select('activeStatus')
      .where('id', '=', ids['Jollof Rice Combo'])
      .executeTakeFirstOrThrow();
    expect(saved.activeStatus).toBe(0);
  });

  it('offers Activate (not Deactivate) on an inactive ad', async () => {
    const host = createTestHost();
    await arrangeAds(host);
    await renderAds(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(bodyRows()[4]).getByText('Inactive')).toBeInTheDocument();
    await userEvent.setup().click(within(bodyRows()[4]).getByRole('button', { name: 'Actions for MTN Data Bonanza' }));
    expect(await screen.findByRole('menuitem', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).not.toBeInTheDocument();
  });
});
