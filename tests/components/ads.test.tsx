import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import type { Ad } from '../../src/api/entities';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mockAdRoutes, mockAds } from '../../src/dataProvider/mock/ads';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows, openAction } from './tableHelpers';

// The app is served from another origin than the API here, so relative media paths must be prefixed.
vi.mock('../../src/shell/config', async (original) => ({ ...(await original<typeof import('../../src/shell/config')>()), apiBase: () => 'https://api.busads.ng' }));

const ads = registry.find((d) => d.name === 'ads')!;
const vendors = mockVendors(6);
/** 120 ads of 6 vendors; the first has figures whose CTR rounds up (45 / 1000 = 4.5%). */
function adsData(): Ad[] {
  const all = mockAds(120, vendors, mockAdRoutes);
  all[0] = { ...all[0], views: 1000, clicks: 45, conversions: 12 };
  return all;
}
const renderAds = (data: Ad[] = adsData()) =>
  renderAdmin(<ResourceList decl={ads} />, { resource: 'ads', data: { vendors, ads: data, routes: mockAdRoutes } });
const adCalls = (call: ReturnType<typeof renderAds>['call']) => call.calls.filter((c) => c.endpoint === api.ads.list);

describe('Ads screen', () => {
  it('is the first menu entry, unlocked by ADMIN_AD', () => {
    expect(registry.filter((d) => d.menu)[0]).toMatchObject({ name: 'ads', module: 'ADMIN_AD', menu: { label: 'busads.menu.ads' } });
  });

  it('loads page 1 of 50 and shows its columns, ten rows a table page', async () => {
    const { call } = renderAds();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(adCalls(call)[0].params).toMatchObject({ page: 1, limit: 50 });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining([
      'Ad Name', 'Vendor', 'Ad Type', 'Action Link', 'Caption', 'Views', 'Clicks', 'CTR', 'Current Daily Cost', 'Max Daily Limit', 'Status', 'Date Created',
    ]));
    const first = within(bodyRows()[0]);
    expect(first.getByText('Jollof Rice Combo')).toBeInTheDocument();
    expect(first.getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(first.getByText('Media')).toBeInTheDocument();
    expect(first.getByText('1,000')).toBeInTheDocument();
    expect(first.getByText('₦250.00')).toBeInTheDocument();
    expect(first.getByText('₦5,000.00')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('Sun, Nov 22 2026, 1:00 AM')).toBeInTheDocument();
    expect(within(bodyRows()[1]).getByText('App')).toBeInTheDocument();
    expect(within(bodyRows()[3]).getByText('Form')).toBeInTheDocument();
    expect(within(bodyRows()[4]).getByText('Inactive')).toBeInTheDocument();
  });

  it('cuts the action link and caption to 20 characters and links only http(s) addresses', async () => {
    renderAds();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const first = within(bodyRows()[0]);
    const link = first.getByRole('link', { name: 'https://mamaputkitch…' });
    expect(link).toHaveAttribute('href', 'https://mamaputkitchen.ng/order');
    expect(first.getByText('Smoky party jollof, …')).toHaveAttribute('title', 'Smoky party jollof, chicken and plantain for ₦3,500. Order now!');
    expect(within(bodyRows()[2]).getByText('Hungry? Indomie!')).toBeInTheDocument();
    const phone = within(bodyRows()[8]);
    expect(phone.getByText('tel:+2348031234567')).toBeInTheDocument();
    expect(phone.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the click-through rate rounded, and 0% for an ad without views', async () => {
    renderAds();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(bodyRows()[0]).getByText('5%')).toBeInTheDocument();
    const noViews = within(bodyRows()[2]);
    expect(noViews.getAllByText('0')).toHaveLength(2);
    expect(noViews.getByText('0%')).toBeInTheDocument();
  });

  it('sends the ad type, status and vendor of the filter in the call', async () => {
    const { call } = renderAds();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('combobox', { name: 'Ad Type' }));
    await user.click(await screen.findByRole('option', { name: 'App' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.type(screen.getByRole('combobox', { name: 'Vendor' }), 'Emeka');
    await user.click(await screen.findByRole('option', { name: 'Emeka Ibrahim' }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(adCalls(call).at(-1)?.params).toMatchObject({ page: 1, limit: 50, adType: 'app', accessStatus: 0, vendorID: 2 }));
    await waitFor(() => expect(within(bodyRows()[0]).queryByText('Emeka Ibrahim')).toBeInTheDocument());
    for (const row of bodyRows()) {
      expect(row).toHaveTextContent('App');
      expect(row).toHaveTextContent('Inactive');
      expect(row).toHaveTextContent('Emeka Ibrahim');
    }
  });

  it("says 'No Results found!' when there are no ads", async () => {
    renderAds([]);
    expect(await screen.findByText('No Results found!')).toBeInTheDocument();
  });

  it('searches the loaded ads by name without a call, and loads more on request', async () => {
    const { call } = renderAds();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'kuda');
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    for (const row of bodyRows()) expect(row).toHaveTextContent('Kuda Bank App');
    expect(screen.getByText('Searched the 50 loaded rows')).toBeInTheDocument();
    expect(adCalls(call)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(adCalls(call).map((c) => c.params.page)).toEqual([1, 2]);
    await user.clear(screen.getByRole('textbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'Zobo');
    expect(await screen.findByText('No Results found!')).toBeInTheDocument();
  });

  it('fetches the next server page of 50 when the user reaches the last table page', async () => {
    const { call } = renderAds();
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
    expect(within(bodyRows()[0]).getByText('Indomie Family Pack')).toBeInTheDocument();
  });

  it('shows the media: relative paths from the API base, videos as they are, and an empty text', async () => {
    renderAds();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const user = await openAction('Kuda Bank App', 'Media');
    const dialog = await screen.findByRole('dialog', { name: 'Ad Media' });
    expect(within(dialog).getByRole('img', { name: 'Image 1 of Kuda Bank App' })).toHaveAttribute('src', 'https://api.busads.ng/media/ad-2.svg');
    expect(within(dialog).getByLabelText('Video 2 of Kuda Bank App')).toHaveAttribute('src', 'https://cdn.busads.ng/videos/kuda.mp4');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAction('OPay Wallet', 'Media');
    expect(await screen.findByText('No media available...')).toBeInTheDocument();
  });

  it("shows the Summary of an ad's figures", async () => {
    renderAds();
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
    expect(fact('Routes')).toBe('Ikeja - CMS, Oshodi - Lekki Phase 1');
    expect(fact('Date Created')).toBe('Sun, Nov 22 2026, 1:00 AM');
  });

  it("shows the vendor's wallet in Details, or says there is none", async () => {
    renderAds();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const user = await openAction('Jollof Rice Combo', 'Details');
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Wallet Details' });
    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(fact('Vendor Name')).toBe('Adaeze Okafor');
    expect(fact('Email')).toBe('adaeze.okafor1@example.ng');
    expect(fact('Phone')).toBe('+2348031000000');
    expect(fact('Wallet Balance')).toBe('₦2,500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAction('Lagos Fashion Week Sign-up', 'Details');
    const none = await screen.findByRole('dialog', { name: 'Vendor Wallet Details' });
    expect(within(none).getByText('Wallet Balance').nextElementSibling).toHaveTextContent('No wallet yet');
  });

  it('deactivates an ad after confirmation, toasts and reloads the list', async () => {
    const { call } = renderAds();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const user = await openAction('Jollof Rice Combo', 'Deactivate');
    expect(await screen.findByText('Are you sure you want to deactivate this Ad?')).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.ads.toggle)).toBe(false);
    const loads = adCalls(call).length;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Ad Status Changed Sucessfully!')).toBeInTheDocument();
    expect(call.calls.find((c) => c.endpoint === api.ads.toggle)?.params).toEqual({ id: 120, status: 0 });
    await waitFor(() => expect(adCalls(call).length).toBeGreaterThan(loads));
    await waitFor(() => expect(within(bodyRows()[0]).getByText('Inactive')).toBeInTheDocument());
  });

  it('offers Activate (not Deactivate) on an inactive ad', async () => {
    renderAds();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(bodyRows()[4]).getByText('Inactive')).toBeInTheDocument();
    await userEvent.setup().click(within(bodyRows()[4]).getByRole('button', { name: 'Actions for MTN Data Bonanza' }));
    expect(await screen.findByRole('menuitem', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).not.toBeInTheDocument();
  });
});
