import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { reportSummary } from '../../server/repositories/reports';
import { api, fillPath } from '../../src/api';
import { dayEndUnix, dayStartUnix, today, yesterday } from '../../src/format/dates';
import { registry } from '../../src/resources';
import ReportsPage from '../../src/resources/reports/ReportsPage';
import { expectConsoleError } from '../setup/consoleGuard';
import { renderAdmin } from './renderAdmin';
import { uniquelyNamedVendor } from './arrange';
import { createTestHost, type TestHost } from './testHost';

type Options = NonNullable<Parameters<typeof renderAdmin>[1]>;
const renderReports = (options: Options = {}) => renderAdmin(<ReportsPage />, options);
type Call = Awaited<ReturnType<typeof renderReports>>['call'];
const reportCalls = (call: Call) => call.calls.filter((c) => c.endpoint === api.reports.summary);
const defaultWindow = () => ({ from: dayStartUnix(yesterday())!, to: dayEndUnix(today())! });
const card = (name: string) => within(screen.getByRole('region', { name }));

const naira = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);
const count = (n: number) => new Intl.NumberFormat('en-NG').format(n);
/** A topup card's caption under the default (dated) filter. */
const topups = (n: number) => `${count(n)} ${n === 1 ? 'topup' : 'topups'} in this window`;
const THREE_DAYS = 3 * 86_400;

/** The successful topups paid in the window, by source, from the topups themselves (not the server's rollups). */
async function paidInWindow(host: TestHost, source: 'self' | 'system') {
  const { from, to } = defaultWindow();
  const row = await host.db
    .selectFrom('topups')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('amountPaidKobo').as('kobo')])
    .where('status', '=', 'success')
    .where('source', '=', source)
    .where('timePaid', '>=', from)
    .where('timePaid', '<=', to)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), kobo: Number(row.kobo ?? 0) };
}

/** Moves topups of a source paid in the window three days back (out of it). */
async function moveOutOfWindow(host: TestHost, source: 'self' | 'system', keep: number[] = []) {
  const { from, to } = defaultWindow();
  await host.db
    .updateTable('topups')
    .set((eb) => ({ timePaid: eb('timePaid', '-', THREE_DAYS), dateCreated: eb('dateCreated', '-', THREE_DAYS) }))
    .where('source', '=', source)
    .where('timePaid', '>=', from)
    .where('timePaid', '<=', to)
    .where('id', 'not in', keep.length ? keep : [0])
    .execute();
}

describe('Reports screen', () => {
  it('is the reports menu entry after summary, under ADMIN_REPORT, with a page and no list', () => {
    const menu = registry.filter((d) => d.menu).map((d) => d.name);
    expect(menu.indexOf('reports')).toBe(menu.indexOf('transactions') + 1);
    const reports = registry.find((d) => d.name === 'reports')!;
    expect(reports).toMatchObject({ module: 'ADMIN_REPORT', menu: { label: 'busads.menu.reports' } });
    expect(reports.list).toBeUndefined();
    expect(reports.page).toBeDefined();
  });

  it('loads yesterday to today, every other part empty', async () => {
    const { call } = await renderReports();
    await screen.findByRole('region', { name: 'Total Views' });
    const params = reportCalls(call)[0].params;
    expect(params).toEqual({ vendorID: undefined, busID: undefined, deviceID: undefined, ...defaultWindow() });
    expect(fillPath(api.reports.summary.path, params)).toBe(
      `/reports/get/summary/-/${defaultWindow().from}/${defaultWindow().to}/-/-`,
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(today());
  });

  it('shows the six cards: counts, and naira sums with their counts', async () => {
    const host = createTestHost();
    // One system topup of ₦12,500.50 paid in the window, the others paid three days earlier.
    const { from } = defaultWindow();
    const [system] = await host.db
      .selectFrom('topups')
      .select('id')
      .where('source', '=', 'system')
      .where('status', '=', 'success')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    await moveOutOfWindow(host, 'system');
    await host.db
      .updateTable('topups')
      .set({
        requestedAmountKobo: 1_250_050,
        amountPaidKobo: 1_250_050,
        timePaid: from + 3600,
        dateCreated: from + 3600,
      })
      .where('id', '=', system.id)
      .execute();
    const self = await paidInWindow(host, 'self');
    expect(self.n).toBeGreaterThan(1);
    // The server's own figures of the same data, for the counts.
    const expected = await reportSummary(host.db, defaultWindow());
    await renderReports({ host });
    expect(await screen.findByRole('region', { name: 'Total Views' })).toHaveTextContent(count(expected.totalViews));
    expect(expected.totalViews).toBeGreaterThan(0);
    expect(card('Total Vendors').getByText(count(expected.vendorsCount))).toBeInTheDocument();
    expect(card('Total Admins').getByText(count(expected.adminsCount))).toBeInTheDocument();
    // The window's counts say so, beside the dashboard's all-time cards of the same names (issue 29).
    expect(card('Total Vendors').getByText('new in this window')).toBeInTheDocument();
    expect(card('Total Admins').getByText('new in this window')).toBeInTheDocument();
    expect(card('Total Views').getByText('in this window')).toBeInTheDocument();
    expect(card('Topup').getByText(naira(self.kobo))).toBeInTheDocument();
    expect(card('Topup').getByText(topups(self.n))).toBeInTheDocument();
    expect(card('System Topup').getByText('₦12,500.50')).toBeInTheDocument();
    expect(card('System Topup').getByText(topups(1))).toBeInTheDocument();
    expect(card('Total Topup').getByText(naira(self.kobo + 1_250_050))).toBeInTheDocument();
    expect(card('Total Topup').getByText(topups(self.n + 1))).toBeInTheDocument();
  });

  it("loads the Ads Report chart (recharts) once the cards are in and the chart's place nears the screen", async () => {
    let comeNear: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: IntersectionObserverCallback) {
          comeNear = () => report([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      await renderReports();
      await screen.findByRole('region', { name: 'Total Views' });
      // Time enough for a chart loaded with the page to show up.
      await new Promise((r) => setTimeout(r, 200));
      expect(screen.queryByRole('region', { name: 'Ads Report' })).not.toBeInTheDocument();
      act(() => comeNear!());
      expect(await screen.findByRole('region', { name: 'Ads Report' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws the Ads Report bars All, Active, Inactive, Assigned, Blocked with their values', async () => {
    const host = createTestHost();
    const r = await reportSummary(host.db, defaultWindow());
    const values = [r.totalAds, r.totalActiveAds, r.totalInactiveAds, r.totalAssignedAds, r.totalBlockedAds];
    const { container } = await renderReports({ host });
    const chart = within(await screen.findByRole('region', { name: 'Ads Report' }));
    expect(chart.getByRole('heading', { name: 'Ads Report' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5));
    const ticks = [
      ...container.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    ].map((t) => t.textContent);
    expect(ticks).toEqual(['All', 'Active', 'Inactive', 'Assigned', 'Blocked']);
    const labels = [...container.querySelectorAll('.recharts-label-list .recharts-label')];
    expect(labels.map((t) => t.textContent)).toEqual(values.map(count));
    // The value sits on top of its bar: higher up (smaller y) for a larger value.
    const tops = labels.map((t) => Number(t.getAttribute('y')));
    for (const i of values.keys())
      for (const j of values.keys()) if (values[i] > values[j]) expect(tops[i]).toBeLessThan(tops[j]);
    expect(container.querySelector('svg desc')?.textContent).toBe(
      `All: ${values[0]}, Active: ${values[1]}, Inactive: ${values[2]}, Assigned: ${values[3]}, Blocked: ${values[4]}`,
    );
  });

  it('sends vendor, device, bus ID and dates when Filter is pressed; Reset returns to the first load (yesterday to today)', async () => {
    const host = createTestHost();
    const vendor = await uniquelyNamedVendor(host, 'asc');
    const device = await host.db
      .selectFrom('devices')
      .select(['id', 'serial'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { call } = await renderReports({ host });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Total Views' });
    await user.type(screen.getByLabelText('Vendor'), vendor.fullname);
    const [vendorOption] = await screen.findAllByRole('option', { name: vendor.fullname });
    await user.click(vendorOption);
    await user.type(screen.getByLabelText('Device'), device.serial);
    await user.click(await screen.findByRole('option', { name: device.serial }));
    await user.type(screen.getByLabelText('Bus ID'), ' lag-brt-002 ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(reportCalls(call).at(-1)?.params).toEqual({
        vendorID: vendor.id,
        deviceID: device.id,
        busID: 'lag-brt-002',
        ...defaultWindow(),
      }),
    );
    await screen.findByRole('region', { name: 'Total Views' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(reportCalls(call).at(-1)?.params).toEqual({
        vendorID: undefined,
        deviceID: undefined,
        busID: undefined,
        ...defaultWindow(),
      }),
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(today());
    expect((screen.getByLabelText('Bus ID') as HTMLInputElement).value).toBe('');
  });

  it('shows a spinner while loading', async () => {
    await renderReports({ delay: { ms: 200, endpoints: [api.reports.summary] } });
    expect(screen.getByRole('progressbar', { name: 'Loading the report' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total Views' })).toBeInTheDocument();
  });

  // The reference server never refuses a report with code 1; the real backend may (SPEC.md section 8): its answer is simulated.
  it('shows a code-1 answer as an error toast, with the error and Retry on the page', async () => {
    const host = createTestHost();
    const expected = await reportSummary(host.db, defaultWindow());
    // react-admin logs the failed query.
    expectConsoleError(/Vendor not found/);
    const error = new HttpError('Vendor not found', 404, { code: 1, message: 'Vendor not found' });
    await renderReports({ host, fail: { endpoint: api.reports.summary, error, times: 1 } });
    const toast = await screen.findByText('Vendor not found', { selector: '.RaNotification-error *' });
    expect(toast).toBeInTheDocument();
    expect(screen.getByText(/Could not load the report\. Vendor not found/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Total Views' })).toHaveTextContent(count(expected.totalViews));
  });

  // The real backend's habit of answering an empty result with code 1 'No more data' (SPEC.md section 8): simulated.
  it("reads 'No more data' as an empty report, without a toast", async () => {
    // react-admin logs the failed query.
    expectConsoleError(/No more data/);
    const error = new HttpError('No more data', 400, { code: 1, message: 'No more data' });
    await renderReports({ fail: { endpoint: api.reports.summary, error } });
    expect(await screen.findByRole('region', { name: 'Total Views' })).toHaveTextContent('0');
    expect(card('Total Topup').getByText('₦0.00')).toBeInTheDocument();
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
  });

  it('computes the report from the topups and views of the window, in kobo', async () => {
    const host = createTestHost();
    const { from, to } = defaultWindow();
    const now = Math.floor(Date.now() / 1000);
    // The window's topups: a card payment of ₦5,000, an admin credit of ₦2,500.25, an abandoned one, and one of five days ago.
    await moveOutOfWindow(host, 'self');
    await moveOutOfWindow(host, 'system');
    const vendor = await host.db
      .selectFrom('wallets')
      .select(['id', 'vendorId'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const topup = (kobo: number, source: 'self' | 'system', timePaid: number | null) => ({
      vendorId: vendor.vendorId,
      walletId: vendor.id,
      requestedAmountKobo: kobo,
      amountPaidKobo: timePaid === null ? 0 : kobo,
      status: timePaid === null ? ('abandoned' as const) : ('success' as const),
      channel: source === 'system' ? 'admin' : 'card',
      reference: `R-${kobo}-${timePaid}`,
      source,
      timePaid,
      adminId: null,
      dateCreated: timePaid ?? now,
    });
    await host.db
      .insertInto('topups')
      .values([
        topup(500_000, 'self', now - 60),
        topup(250_025, 'system', now - 120),
        topup(900_000, 'self', null),
        topup(900_000, 'self', now - 5 * 86_400),
      ])
      .execute();
    // The views of the window, counted from the view events themselves.
    const views = await host.db
      .selectFrom('adEvents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('eventType', '=', 'view')
      .where('createdAt', '>=', from)
      .where('createdAt', '<=', to)
      .executeTakeFirstOrThrow();
    await renderReports({ host });
    expect(await screen.findByRole('region', { name: 'Topup' })).toHaveTextContent('₦5,000.00');
    expect(card('Topup').getByText(topups(1))).toBeInTheDocument();
    expect(card('System Topup').getByText('₦2,500.25')).toBeInTheDocument();
    expect(card('Total Topup').getByText('₦7,500.25')).toBeInTheDocument();
    expect(card('Total Topup').getByText(topups(2))).toBeInTheDocument();
    expect(card('Total Views').getByText(count(Number(views.n)))).toBeInTheDocument();
  });
});
