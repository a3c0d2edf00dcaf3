import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mockAdRoutes, mockAds } from '../../src/dataProvider/mock/ads';
import { mockInsights } from '../../src/dataProvider/mock/insights';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const conversions = registry.find((d) => d.name === 'conversions')!;
const vendors = mockVendors(12);
/** 8 ads' conversions plus 6 more, so a table page of 10 leaves a second page. */
function conversionData() {
  const base = mockInsights(vendors).conversions;
  const more = base.slice(0, 6).map((c, i) => ({ ...c, id: 100 + i, ad: { ...c.ad, id: 100 + i, name: `${c.ad.name} ${i + 2}` } }));
  return [...base, ...more];
}
/** The ads the conversions are of, for the ad picker. */
const ads = () => {
  const [template] = mockAds(1, vendors, mockAdRoutes);
  return conversionData().map((c) => ({ ...template, id: c.ad.id, name: c.ad.name, vendor: { ...template.vendor, id: c.vendorID } }));
};
const renderConversions = () =>
  renderAdmin(<ResourceList decl={conversions} />, { resource: 'conversions', data: { vendors, conversions: conversionData(), ads: ads() } });
const sortBy = (header: string) =>
  userEvent.setup().click(within(screen.getAllByRole('columnheader').find((h) => h.textContent === header)!).getByText(header));
const firstColumn = () => bodyRows().map((r) => r.querySelector('td')?.textContent);

describe('Conversions screen', () => {
  it('has a route but no menu entry, and needs ADMIN_AD', () => {
    expect(conversions.menu).toBeUndefined();
    expect(conversions.module).toBe('ADMIN_AD');
  });

  it('shows the columns of SPEC.md, naira costs, an empty cost without a price and links for http(s) only', async () => {
    const { call } = renderConversions();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(call.calls.filter((c) => c.endpoint === api.conversions.list)).toHaveLength(1);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Ad Name', 'Ad Reach (Views)', 'Ad Clicks', 'Total Ad Conversion', 'Conversion Cost', 'URL']);
    const first = within(bodyRows()[0]);
    expect(first.getByText('Jollof Fridays')).toBeInTheDocument();
    expect(first.getByText('1,200')).toBeInTheDocument();
    expect(first.getByText('₦150.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'https://example.ng/convert/1' })).toHaveAttribute('href', 'https://example.ng/convert/1');
    const noPrice = within(bodyRows()[2]).getAllByRole('cell');
    expect(noPrice[4]).toHaveTextContent(/^$/);
    expect(within(bodyRows()[2]).queryByRole('link')).toBeNull();
    expect(bodyRows()[2]).toHaveTextContent('app://open/offer');
    expect(within(bodyRows()[1]).getByText('₦175.50')).toBeInTheDocument();
  });

  it('pages 5/10/25 in the browser, 10 rows first', async () => {
    renderConversions();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('1-10 of 14')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(14));
  });

  it('sorts by a column on click', async () => {
    renderConversions();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await sortBy('Ad Reach (Views)');
    await waitFor(() => expect(within(bodyRows()[0]).getByText('1,200')).toBeInTheDocument());
    await sortBy('Ad Reach (Views)');
    await waitFor(() => expect(within(bodyRows()[0]).getByText('6,317')).toBeInTheDocument());
    await sortBy('Ad Name');
    await waitFor(() => expect(firstColumn()[0]).toBe('Agege Bread Co.'));
  });

  it('searches by ad name without another call', async () => {
    const { call } = renderConversions();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByPlaceholderText('Search by name'), 'jollof');
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: 3000 });
    expect(firstColumn()).toEqual(['Jollof Fridays', 'Jollof Fridays 2']);
    expect(call.calls.at(-1)?.params).not.toHaveProperty('q');
  });

  it('filters by an ad picked by name, with the dates', async () => {
    const { call } = renderConversions();
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByLabelText('Ad'));
    await user.click(await screen.findByRole('option', { name: 'Zobo Fresh' }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(call.calls.filter((c) => c.endpoint === api.conversions.list).at(-1)?.params).toMatchObject({ adID: 3, from: expect.any(Number), to: expect.any(Number) }));
    await waitFor(() => expect(firstColumn()).toEqual(['Zobo Fresh']));
  });
});
