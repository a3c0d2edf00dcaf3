import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import type { entities } from '../../src/api';
import { DashboardHome } from '../../src/customPages/DashboardHome';
import { i18nProvider } from '../../src/i18n/i18nProvider';

const summary: entities.Dashboard = {
  totalTopupSum: 1234.5,
  totalSelfTopupSum: 1000,
  totalSystemTopupSum: 234.5,
  totalRoutes: 12,
  vendorsCount: 1500,
  totalAds: 40,
  totalActiveAds: 30,
  totalInactiveAds: 7,
  totalBlockedAds: 3,
  totalViews: 1234567,
};

function renderHome(getOne: DataProvider['getOne']) {
  const spy = vi.fn(getOne);
  const dataProvider = { getOne: spy } as unknown as DataProvider;
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DashboardHome />
    </AdminContext>,
  );
  return spy;
}

const LABELS = ['Total Toppup', 'Self Toppup', 'System Toppup', 'Total Routes', 'Total Vendors', 'Total Ads', 'Active Ads', 'Inactive Ads', 'Blocked Ads', 'Total Ad Views'];

describe('Dashboard home', () => {
  it('shows a labelled spinner, then the greeting and the ten cards with naira and counts', async () => {
    const getOne = renderHome(async () => ({ data: { id: 'summary', ...summary } }) as never);
    expect(screen.getByRole('progressbar', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hi, Welcome back' })).toBeInTheDocument();
    for (const label of LABELS) expect(await screen.findByRole('region', { name: label })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('dashboard', expect.objectContaining({ id: 'summary' }));
    expect(screen.getByRole('region', { name: 'Total Toppup' })).toHaveTextContent('₦1,234.50');
    expect(screen.getByRole('region', { name: 'System Toppup' })).toHaveTextContent('₦234.50');
    expect(screen.getByRole('region', { name: 'Total Vendors' })).toHaveTextContent('1,500');
    expect(screen.getByRole('region', { name: 'Total Ad Views' })).toHaveTextContent('1,234,567');
    expect(screen.getByRole('region', { name: 'Blocked Ads' })).toHaveTextContent('3');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry button that asks again', async () => {
    let fail = true;
    const getOne = renderHome(async () => {
      if (fail) throw new HttpError('Database unavailable', 500);
      return { data: { id: 'summary', ...summary } } as never;
    });
    expect(await screen.findByText(/The dashboard could not be loaded\. Database unavailable/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Total Toppup' })).toHaveTextContent('₦1,234.50');
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
  });
});
