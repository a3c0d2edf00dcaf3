import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { api, fillPath } from '../../src/api';
import type { ReportSummary, Topup } from '../../src/api/entities';
import { dayEndUnix, dayStartUnix, today, yesterday } from '../../src/components/dates';
import { mockAds } from '../../src/dataProvider/mock/ads';
import { mockDevices } from '../../src/dataProvider/mock/deviceData';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import ReportsPage from '../../src/resources/reports/ReportsPage';
import { renderAdmin } from './renderAdmin';

const vendors = mockVendors(12);
const devices = mockDevices(8);
const report: ReportSummary = {
  totalViews: 12480, vendorsCount: 7, adminsCount: 2, totalSelfTopupSum: 45000, totalSelfTopupCount: 6, totalSystemTopupSum: 12500.5,
  totalSystemTopupCount: 1, totalTopupSum: 57500.5, totalTopupCount: 7, totalAds: 40, totalActiveAds: 31, totalInactiveAds: 9,
  totalAssignedAds: 25, totalBlockedAds: 3,
};
type Options = Parameters<typeof renderAdmin>[1];
const renderReports = (options: Options = {}) =>
  renderAdmin(<ReportsPage />, { ...options, data: { vendors, devices, report, ...options?.data } });
type Call = ReturnType<typeof renderReports>['call'];
const reportCalls = (call: Call) => call.calls.filter((c) => c.endpoint === api.reports.summary);
const defaultWindow = () => ({ from: dayStartUnix(yesterday()), to: dayEndUnix(today()) });
const card = (name: string) => within(screen.getByRole('region', { name }));

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
    const { call } = renderReports();
    await screen.findByRole('region', { name: 'Total Views' });
    const params = reportCalls(call)[0].params;
    expect(params).toEqual({ vendorID: undefined, busID: undefined, deviceID: undefined, ...defaultWindow() });
    expect(fillPath(api.reports.summary.path, params)).toBe(`/reports/get/summary/-/${defaultWindow().from}/${defaultWindow().to}/-/-`);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(yesterday());
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(today());
  });

  it('shows the six cards: counts, and naira sums with their counts', async () => {
    renderReports();
    expect(await screen.findByRole('region', { name: 'Total Views' })).toHaveTextContent('12,480');
    expect(card('Total Vendors').getByText('7')).toBeInTheDocument();
    expect(card('Total Admins').getByText('2')).toBeInTheDocument();
    expect(card('Topup').getByText('₦45,000.00')).toBeInTheDocument();
    expect(card('Topup').getByText('6 topups')).toBeInTheDocument();
    expect(card('System Topup').getByText('₦12,500.50')).toBeInTheDocument();
    expect(card('System Topup').getByText('1 topup')).toBeInTheDocument();
    expect(card('Total Topup').getByText('₦57,500.50')).toBeInTheDocument();
    expect(card('Total Topup').getByText('7 topups')).toBeInTheDocument();
  });

  it('draws the Ads Report bars All, Active, Inactive, Assigned, Blocked with their values', async () => {
    const { container } = renderReports();
    const chart = within(await screen.findByRole('region', { name: 'Ads Report' }));
    expect(chart.getByRole('heading', { name: 'Ads Report' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5));
    const ticks = [...container.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((t) => t.textContent);
    expect(ticks).toEqual(['All', 'Active', 'Inactive', 'Assigned', 'Blocked']);
    const labels = [...container.querySelectorAll('.recharts-label-list .recharts-label')];
    expect(labels.map((t) => t.textContent)).toEqual(['40', '31', '9', '25', '3']);
    // The value sits on top of its bar: higher up (smaller y) for a larger value.
    const tops = labels.map((t) => Number(t.getAttribute('y')));
    expect(tops[0]).toBeLessThan(tops[1]);
    expect(tops[3]).toBeLessThan(tops[2]);
    expect(tops[2]).toBeLessThan(tops[4]);
    expect(container.querySelector('svg desc')?.textContent).toBe('All: 40, Active: 31, Inactive: 9, Assigned: 25, Blocked: 3');
  });

  it('sends vendor, device, bus ID and dates when Filter is pressed, and clears them with Reset', async () => {
    const { call } = renderReports();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Total Views' });
    await user.click(screen.getByLabelText('Vendor'));
    await user.click(await screen.findByRole('option', { name: vendors[2].fullname }, { timeout: 3000 }));
    await user.click(screen.getByLabelText('Device'));
    await user.click(await screen.findByRole('option', { name: devices[1].serial }, { timeout: 3000 }));
    await user.type(screen.getByLabelText('Bus ID'), ' lag-brt-002 ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(reportCalls(call).at(-1)?.params).toEqual({ vendorID: vendors[2].id, deviceID: devices[1].id, busID: 'lag-brt-002', ...defaultWindow() }));
    await screen.findByRole('region', { name: 'Total Views' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(reportCalls(call).at(-1)?.params).toEqual({ vendorID: undefined, deviceID: undefined, busID: undefined, from: undefined, to: undefined }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
  });

  it('shows a spinner while loading', async () => {
    renderReports({ delay: { ms: 200, endpoints: [api.reports.summary] } });
    expect(screen.getByRole('progressbar', { name: 'Loading the report' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total Views' })).toBeInTheDocument();
  });

  it('shows a code-1 answer as an error toast, with the error and Retry on the page', async () => {
    const error = new HttpError('Vendor not found', 404, { code: 1, message: 'Vendor not found' });
    renderReports({ fail: { endpoint: api.reports.summary, error, times: 1 } });
    const toast = await screen.findByText('Vendor not found', { selector: '.RaNotification-error *' }, { timeout: 3000 });
    expect(toast).toBeInTheDocument();
    expect(screen.getByText(/Could not load the report\. Vendor not found/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Total Views' })).toHaveTextContent('12,480');
  });

  it("reads 'No more data' as an empty report, without a toast", async () => {
    const error = new HttpError('No more data', 400, { code: 1, message: 'No more data' });
    renderReports({ fail: { endpoint: api.reports.summary, error } });
    expect(await screen.findByRole('region', { name: 'Total Views' })).toHaveTextContent('0');
    expect(card('Total Topup').getByText('₦0.00')).toBeInTheDocument();
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
  });

  it('computes the report from the mock rows when none is set', async () => {
    const now = Math.floor(Date.now() / 1000);
    const topup = (id: number, channel: string, amountPaid: number, timePaid: number | null, status: Topup['status'] = 'success'): Topup => ({
      id, vendor: { id: vendors[0].id, fullname: vendors[0].fullname }, walletID: 1, requestedAmount: amountPaid, amountPaid, status, channel,
      reference: `R${id}`, timePaid, dateCreated: timePaid ?? now,
    });
    const topups = [topup(1, 'card', 5000, now - 60), topup(2, 'admin', 2500.25, now - 120), topup(3, 'card', 0, null, 'abandoned'), topup(4, 'card', 9000, now - 86_400 * 5)];
    const ads = mockAds(6, vendors);
    renderReports({ data: { report: undefined, topups, ads } });
    expect(await screen.findByRole('region', { name: 'Topup' })).toHaveTextContent('₦5,000.00');
    expect(card('System Topup').getByText('₦2,500.25')).toBeInTheDocument();
    expect(card('Total Topup').getByText('₦7,500.25')).toBeInTheDocument();
    expect(card('Total Topup').getByText('2 topups')).toBeInTheDocument();
    expect(card('Total Views').getByText(ads.reduce((n, a) => n + a.views, 0).toLocaleString('en-NG'))).toBeInTheDocument();
  });
});
