import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listConversions } from '../../server/repositories/conversions';
import { api } from '../../src/api';
import type { Conversion } from '../../src/api/entities';
import { ResourceList } from '../../src/components/list/ResourceList';
import { dayEndUnix, dayStartUnix, today, yesterday } from '../../src/format/dates';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

const conversions = registry.find((d) => d.name === 'conversions')!;
const renderConversions = (host: TestHost) =>
  renderAdmin(<ResourceList decl={conversions} />, { resource: 'conversions', host });
const sortBy = (header: string) =>
  userEvent
    .setup()
    .click(within(screen.getAllByRole('columnheader').find((h) => h.textContent === header)!).getByText(header));
const firstColumn = () => bodyRows().map((r) => r.querySelector('td')?.textContent);
const column = (header: string) => {
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === header);
  return bodyRows().map((r) => within(r).getAllByRole('cell')[index].textContent);
};

const naira = (n: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);
const count = (n: number) => new Intl.NumberFormat('en-NG').format(n);
/** The URL column shows 40 characters at most. */
const shortUrl = (url: string) => (url.length > 40 ? `${url.slice(0, 40)}…` : url);

/** The window the filter form holds (yesterday to today): the call's dates from the first load. */
const defaultWindow = () => ({ from: dayStartUnix(yesterday())!, to: dayEndUnix(today())! });
const NOW = () => Math.floor(Date.now() / 1000);

/**
 * The demo's conversions, arranged so the screen has what the tests look at: no conversion price for
 * any vendor but one of ₦175.50 for the vendor of the second ad, and a conversion URL that is not a
 * web link on the third. The list opens on the dates its form shows (yesterday to today), so it shows
 * every ad with a conversion in that window. Returns the server's rows (its repository function), as the
 * list shows them: by ad id.
 */
async function arrange(host: TestHost) {
  const { db } = host;
  await conversionsInWindow(host, 15);
  const [, priced, notWeb] = (await listConversions(db, defaultWindow())).sort((a, b) => a.id - b.id);
  await db.updateTable('prices').set({ active: 0 }).where('eventType', '=', 'conversion').execute();
  const pricedVendor = await db
    .selectFrom('ads')
    .select('vendorId')
    .where('id', '=', priced.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('prices')
    .values({
      vendorId: pricedVendor.vendorId,
      priceKobo: 17_550,
      eventType: 'conversion',
      active: 1,
      dateCreated: NOW() - 60,
    })
    .execute();
  await db.updateTable('ads').set({ conversionUrl: 'app://open/offer' }).where('id', '=', notWeb.id).execute();
  const expected = (await listConversions(db, defaultWindow())).sort((a, b) => a.id - b.id);
  expect(expected.length).toBeGreaterThan(10);
  return { expected, priced: priced.id, notWeb: notWeb.id };
}

/** At least `n` ads with a conversion in the default window (the demo's count there depends on the hour). */
async function conversionsInWindow({ db }: TestHost, n: number) {
  const inWindow = new Set((await listConversions(db, defaultWindow())).map((c) => c.id));
  const ads = await db
    .selectFrom('ads')
    .select(['id', 'vendorId'])
    .orderBy('id')
    .limit(n + inWindow.size)
    .execute();
  const more = ads.filter((a) => !inWindow.has(a.id)).slice(0, Math.max(0, n - inWindow.size));
  if (more.length === 0) return;
  await db
    .insertInto('adEvents')
    .values(
      more.map((a) => ({
        adId: a.id,
        vendorId: a.vendorId,
        deviceId: null,
        routeId: null,
        eventType: 'conversion' as const,
        costKobo: 0,
        createdAt: NOW() - 60,
      })),
    )
    .execute();
}

const cellsOf = (c: Conversion) => [
  c.ad.name,
  count(c.ad.views),
  count(c.ad.clicks),
  count(c.ad.conversions),
  c.price ? naira(c.price.price) : '',
  shortUrl(c.ad.conversionUrl ?? ''),
];

describe('Conversions screen', () => {
  it('has a route but no menu entry, and needs ADMIN_AD', () => {
    expect(conversions.menu).toBeUndefined();
    expect(conversions.module).toBe('ADMIN_AD');
  });

  it('shows the columns of SPEC.md, naira costs, an empty cost without a price and links for http(s) only', async () => {
    const host = createTestHost();
    const { expected, priced, notWeb } = await arrange(host);
    const { call } = await renderConversions(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(call.calls.filter((c) => c.endpoint === api.conversions.list)).toHaveLength(1);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Ad Name',
      'Ad Reach (Views)',
      'Ad Clicks',
      'Total Ad Conversion',
      'Conversion Cost',
      'URL',
    ]);
    expected.slice(0, 10).forEach((c, i) => {
      const row = bodyRows()[i];
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(cellsOf(c));
      const url = c.ad.conversionUrl;
      if (url?.startsWith('https://')) expect(within(row).getByRole('link')).toHaveAttribute('href', url);
    });
    const pricedRow = within(bodyRows()[expected.findIndex((c) => c.id === priced)]);
    expect(pricedRow.getByText('₦175.50')).toBeInTheDocument();
    const noPrice = expected.findIndex((c) => c.price === null);
    expect(noPrice).toBeGreaterThanOrEqual(0);
    expect(noPrice).toBeLessThan(10);
    expect(within(bodyRows()[noPrice]).getAllByRole('cell')[4]).toHaveTextContent(/^$/);
    const appRow = bodyRows()[expected.findIndex((c) => c.id === notWeb)];
    expect(within(appRow).queryByRole('link')).toBeNull();
    expect(appRow).toHaveTextContent('app://open/offer');
    expect(within(bodyRows()[0]).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });

  it('pages 5/10/25 in the browser, 10 rows first', async () => {
    const host = createTestHost();
    const { expected } = await arrange(host);
    await renderConversions(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText(`1-10 of ${expected.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(25, expected.length)));
    expect(screen.getByText(`1-${Math.min(25, expected.length)} of ${expected.length}`)).toBeInTheDocument();
  });

  it('sorts by a column on click', async () => {
    const host = createTestHost();
    const { expected } = await arrange(host);
    const views = expected.map((c) => c.ad.views);
    const fewest = [...views]
      .sort((a, b) => a - b)
      .slice(0, 10)
      .map(count);
    const most = [...views]
      .sort((a, b) => b - a)
      .slice(0, 10)
      .map(count);
    const names = expected
      .map((c) => c.ad.name)
      .sort((a, b) => a.localeCompare(b))
      .slice(0, 10);
    await renderConversions(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await sortBy('Ad Reach (Views)');
    await waitFor(() => expect(column('Ad Reach (Views)')).toEqual(fewest));
    await sortBy('Ad Reach (Views)');
    await waitFor(() => expect(column('Ad Reach (Views)')).toEqual(most));
    await sortBy('Ad Name');
    await waitFor(() => expect(firstColumn()).toEqual(names));
  });

  it('searches by ad name without another call', async () => {
    const host = createTestHost();
    const { expected } = await arrange(host);
    // A word of an ad's name, in lower case: the search ignores case.
    const term = expected[0].ad.name.split(' ')[0].toLowerCase();
    const matching = expected.filter((c) => c.ad.name.toLowerCase().includes(term)).map((c) => c.ad.name);
    expect(matching.length).toBeLessThan(expected.length);
    const { call } = await renderConversions(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByPlaceholderText('Search by name'), term);
    await waitFor(() => expect(firstColumn()).toEqual(matching.slice(0, 10)));
    expect(call.calls.filter((c) => c.endpoint === api.conversions.list).at(-1)?.params).not.toHaveProperty('q');
  });

  it('filters by an ad picked by name, with the dates', async () => {
    const host = createTestHost();
    await arrange(host);
    // An ad with a conversion in the form's window, renamed to a name no other ad has (one option in the picker).
    let [ad] = await listConversions(host.db, defaultWindow());
    if (!ad) {
      [ad] = await listConversions(host.db, {});
      const { vendorId } = await host.db
        .selectFrom('ads')
        .select('vendorId')
        .where('id', '=', ad.id)
        .executeTakeFirstOrThrow();
      await host.db
        .insertInto('adEvents')
        .values({
          adId: ad.id,
          vendorId,
          deviceId: null,
          routeId: null,
          eventType: 'conversion',
          costKobo: 0,
          createdAt: NOW() - 60,
        })
        .execute();
    }
    await host.db.updateTable('ads').set({ name: 'Zobo Fresh' }).where('id', '=', ad.id).execute();
    const { call } = await renderConversions(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByLabelText('Ad'), 'Zobo');
    await user.click(await screen.findByRole('option', { name: 'Zobo Fresh' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(call.calls.filter((c) => c.endpoint === api.conversions.list).at(-1)?.params).toMatchObject({
        adID: ad.id,
        ...defaultWindow(),
      }),
    );
    await waitFor(() => expect(firstColumn()).toEqual(['Zobo Fresh']));
  });

  it('opens on yesterday to today, shown and applied; Reset returns to them', async () => {
    const host = createTestHost();
    const { expected } = await arrange(host);
    const { call } = await renderConversions(host);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText(`1-10 of ${expected.length}`)).toBeInTheDocument();
    const listCalls = () => call.calls.filter((c) => c.endpoint === api.conversions.list);
    expect(listCalls().map((c) => c.params)).toEqual([expect.objectContaining(defaultWindow())]);
    expect((screen.getByLabelText('Date From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('Date To') as HTMLInputElement).value).toBe(today());
    fireEvent.change(screen.getByLabelText('Date From'), { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listCalls().at(-1)?.params.from).toBe(dayStartUnix('2020-01-01')));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByText(`1-10 of ${expected.length}`)).toBeInTheDocument());
    expect((screen.getByLabelText('Date From') as HTMLInputElement).value).toBe(yesterday());
  });
});
