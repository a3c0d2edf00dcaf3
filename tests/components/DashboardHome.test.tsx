import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { dashboardFigures } from '../../server/repositories/dashboard';
import { dailyTrend } from '../../server/repositories/trend';
import { api, TREND_DAYS } from '../../src/api';
import { DashboardHome } from '../../src/customPages/DashboardHome';
import { expectConsoleError } from '../setup/consoleGuard';
import { renderAdmin } from './renderAdmin';
import { createTestHost } from './testHost';

const LABELS = [
  'Total Toppup',
  'Self Toppup',
  'System Toppup',
  'Total Routes',
  'Total Vendors',
  'Total Ads',
  'Active Ads',
  'Inactive Ads',
  'Blocked Ads',
  'Total Ad Views',
];
const MONEY = LABELS.slice(0, 3);

const naira = (n: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);
const count = (n: number) => new Intl.NumberFormat('en-NG').format(n);
/** The figure a card shows (its first paragraph; the second is its name). */
const figureOf = (label: string) =>
  within(screen.getByRole('region', { name: label })).getAllByRole('paragraph')[0]?.textContent;

describe('Dashboard home', () => {
  it('shows a labelled spinner, then the greeting and the ten cards with naira and counts', async () => {
    const { call } = await renderAdmin(<DashboardHome />, { delay: { ms: 100, endpoints: [api.session.dashboard] } });
    expect(screen.getByRole('progressbar', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hi, Welcome back' })).toBeInTheDocument();
    for (const label of LABELS) expect(await screen.findByRole('region', { name: label })).toBeInTheDocument();
    expect(call.calls.filter((c) => c.endpoint === api.session.dashboard)).toHaveLength(1);
    for (const label of MONEY) expect(screen.getByRole('region', { name: label })).toHaveTextContent(/₦[\d,]+\.\d\d/);
    for (const label of LABELS.slice(3))
      expect(screen.getByRole('region', { name: label })).toHaveTextContent(/^\d{1,3}(,\d{3})*/);
    // The demo's views run to thousands: counts are grouped.
    expect(screen.getByRole('region', { name: 'Total Ad Views' })).toHaveTextContent(/^\d{1,3}(,\d{3})+/);
    expect(screen.queryByRole('progressbar', { name: 'Loading dashboard' })).not.toBeInTheDocument();
  });

  it("asks for the trend (recharts' chunk and its call) only once the cards' call has answered", async () => {
    // The trend's module loaded beforehand: were it asked for at once, its call would come well within 300 ms.
    await import('../../src/customPages/DashboardTrend');
    const { call } = await renderAdmin(<DashboardHome />, { delay: { ms: 300, endpoints: [api.session.dashboard] } });
    await screen.findByRole('region', { name: 'Ad views and clicks, last 30 days' });
    const order = call.calls
      .map((c) => c.endpoint)
      .filter((e) => e === api.session.dashboard || e === api.session.trend);
    expect(order).toEqual([api.session.dashboard, api.session.trend]);
  });

  it("shows on its cards the server's own figures of the same demo data", async () => {
    const host = createTestHost();
    // An admin credit of ₦234.50 on top of the demo's topups: the sums carry kobo.
    const wallet = await host.db
      .selectFrom('wallets')
      .select(['id', 'vendorId'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    await host.db
      .insertInto('topups')
      .values({
        vendorId: wallet.vendorId,
        walletId: wallet.id,
        requestedAmountKobo: 23_450,
        amountPaidKobo: 23_450,
        status: 'success',
        channel: 'admin',
        reference: 'ADM-0000000000000001',
        source: 'system',
        timePaid: now,
        adminId: null,
        dateCreated: now,
      })
      .execute();
    // What the server computes from this database (server/repositories/dashboard.ts).
    const figures = await dashboardFigures(host.db);
    const expected: Record<string, string> = {
      'Total Toppup': naira(figures.totalTopupSum),
      'Self Toppup': naira(figures.totalSelfTopupSum),
      'System Toppup': naira(figures.totalSystemTopupSum),
      'Total Routes': count(figures.totalRoutes),
      'Total Vendors': count(figures.vendorsCount),
      'Total Ads': count(figures.totalAds),
      'Active Ads': count(figures.totalActiveAds),
      'Inactive Ads': count(figures.totalInactiveAds),
      'Blocked Ads': count(figures.totalBlockedAds),
      'Total Ad Views': count(figures.totalViews),
    };
    await renderAdmin(<DashboardHome />, { host });
    await screen.findByRole('region', { name: 'Total Ad Views' });
    expect(Object.fromEntries(LABELS.map((label) => [label, figureOf(label)]))).toEqual(expected);
    // The figures are those of the demo data, not zeros, and the total is the two sums' in kobo.
    expect(figures.vendorsCount).toBe(
      await host.db
        .selectFrom('vendors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    );
    expect(naira(figures.totalSystemTopupSum)).toMatch(/\.50$/);
    expect(Math.round(figures.totalTopupSum * 100)).toBe(
      Math.round(figures.totalSelfTopupSum * 100) + Math.round(figures.totalSystemTopupSum * 100),
    );
  });

  it('shows the error with a Retry button that asks again', async () => {
    // react-admin logs the failed query (the error's stack: its message is set after the stack is taken).
    expectConsoleError(/HttpError[\s\S]*status: 500/);
    const { call, host } = await renderAdmin(<DashboardHome />, {
      fail: { endpoint: api.session.dashboard, error: new HttpError('Database unavailable', 500), times: 1 },
    });
    expect(await screen.findByText(/The dashboard could not be loaded\. Database unavailable/)).toBeInTheDocument();
    // The failure stood in for the server: nothing reached it yet.
    expect(call.calls.filter((c) => c.endpoint === api.session.dashboard)).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    const figures = await dashboardFigures(host.db);
    expect(await screen.findByRole('region', { name: 'Total Toppup' })).toHaveTextContent(naira(figures.totalTopupSum));
    await waitFor(() => expect(call.calls.filter((c) => c.endpoint === api.session.dashboard)).toHaveLength(1));
  });

  it("shows the last 30 days' views, clicks and topups in two charts, with the server's daily figures", async () => {
    const { host, call } = await renderAdmin(<DashboardHome />);
    const activity = await screen.findByRole('region', { name: 'Ad views and clicks, last 30 days' });
    const topups = screen.getByRole('region', { name: 'Topups, last 30 days' });
    const [trendCall] = call.calls.filter((c) => c.endpoint === api.session.trend);
    const days = await dailyTrend(host.db, Number(trendCall.params.from));
    expect(days).toHaveLength(TREND_DAYS);
    // Each chart's figures are its SVG description: one entry a day, the server's.
    const described = (region: HTMLElement) =>
      [...region.querySelectorAll('desc')]
        .map((d) => d.textContent ?? '')
        .find(Boolean)!
        .split('; ');
    expect(described(activity)).toHaveLength(TREND_DAYS);
    expect(described(activity).at(-1)).toMatch(
      new RegExp(`Views ${days.at(-1)!.views}, Clicks ${days.at(-1)!.clicks}$`),
    );
    expect(described(topups).at(-1)).toMatch(new RegExp(`${naira(days.at(-1)!.topupSum).replace(/[.$]/g, '\\$&')}$`));
    expect(days.some((d) => d.views > 0)).toBe(true);
    // The window's totals beside each chart (issue 29).
    const total = (key: 'views' | 'clicks' | 'topupSum') => days.reduce((n, d) => n + d[key], 0);
    expect(activity).toHaveTextContent(
      `Total: ${count(total('views'))} views and ${count(total('clicks'))} clicks in the last 30 days`,
    );
    expect(topups).toHaveTextContent(`Total: ${naira(total('topupSum'))} in topups in the last 30 days`);
  });

  it('leaves the trend out, without a word, on a backend that does not serve it (404)', async () => {
    const { call } = await renderAdmin(<DashboardHome />, {
      fail: { endpoint: api.session.trend, error: new HttpError('Not found', 404) },
    });
    expect(await screen.findByRole('region', { name: 'Total Ad Views' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /last 30 days/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // Asked once, not retried as if the server were down.
    expect(call.calls.filter((c) => c.endpoint === api.session.trend)).toHaveLength(0);
  });
});
