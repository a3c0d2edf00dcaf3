import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { api, type Endpoint, type entities, type Privilege } from '../../src/api';
import AdminApp from '../../src/shell/AdminApp';
import { AppRoutes } from '../../src/shell/App';
import { createAuthProvider } from '../../src/auth/authProvider';
import { setFlash } from '../../src/auth/flash';
import { PROFILE_KEY, TOKEN_KEY } from '../../src/shell/config';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import { createMockCall, mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import { AppRouterLocation } from './routingBridge';

const profile = (privileges: Privilege[]): entities.AdminProfile => ({
  id: 3, fullname: 'Ngozi Eze', username: 'ngozi', email: 'ngozi@busads.ng', phone: '+2348031234567',
  address: '1 Marina, Lagos Island', profilePicture: null, privileges, usertype: 0,
});
const dashboard: entities.Dashboard = {
  totalTopupSum: 1234.5, totalSelfTopupSum: 1000, totalSystemTopupSum: 234.5, totalRoutes: 12, vendorsCount: 3,
  totalAds: 40, totalActiveAds: 30, totalInactiveAds: 7, totalBlockedAds: 3, totalViews: 98765,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAdmin(path: string, privileges: Privilege[], wrapCall?: (call: CallEndpoint) => CallEndpoint) {
  sessionStorage.setItem(TOKEN_KEY, 'tok-1');
  sessionStorage.setItem(PROFILE_KEY, JSON.stringify(profile(privileges)));
  const mock = createMockCall({ vendors: mockVendors(3), profile: profile(privileges), dashboard });
  const call = wrapCall ? wrapCall(mock) : mock;
  const redirect = vi.fn();
  const admin = (
    <AdminApp
      dataProvider={createDataProvider(call, registry)}
      authProvider={createAuthProvider({ call, registry, redirect, expiryDelayMs: 50 })}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    />
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRouterLocation>
        <AppRoutes admin={admin} />
      </AppRouterLocation>
      <Where />
    </MemoryRouter>,
  );
  return { redirect, mock, user: userEvent.setup() };
}

const ALL: Privilege[] = ['ADMIN_ADMIN', 'ADMIN_VENDOR', 'ADMIN_REPORT', 'ADMIN_DEVICE'];

describe('the react-admin shell under /dashboard', () => {
  it('shows the login toast handed over by the login page, and the dashboard', async () => {
    setFlash({ message: 'busads.login.success', type: 'success' });
    renderAdmin('/dashboard/app', ALL);
    expect(await screen.findByText('Login is successful')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total Toppup' })).toHaveTextContent('₦1,234.50');
  });

  it('/dashboard and unknown children end at /dashboard/app', async () => {
    renderAdmin('/dashboard/no-such-page', ALL);
    expect(await screen.findByRole('heading', { name: 'Hi, Welcome back' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/app$/));
  });

  it('the side menu shows dashboard first and the entries the privileges unlock', async () => {
    renderAdmin('/dashboard/app', ALL);
    const dash = await screen.findByRole('menuitem', { name: 'dashboard' });
    const vendor = await screen.findByRole('menuitem', { name: 'vendor' });
    expect(dash).toHaveAttribute('href', '/dashboard/app');
    expect(vendor).toHaveAttribute('href', '/dashboard/vendors');
    expect(dash.compareDocumentPosition(vendor) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a viewer without ADMIN_VENDOR sees no vendor entry', async () => {
    renderAdmin('/dashboard/app', ['ADMIN_REPORT', 'ADMIN_DEVICE']);
    expect(await screen.findByRole('menuitem', { name: 'dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'vendor' })).not.toBeInTheDocument();
  });

  it('typing the URL of a resource without its privilege leads to the access denied page', async () => {
    const { user, mock } = renderAdmin('/dashboard/vendors', ['ADMIN_REPORT']);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/access-denied'), { timeout: 5000 });
    // Refused before the list mounts: the vendors call is never made.
    expect(mock.calls.some((c) => c.endpoint === api.vendors.list)).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/access-denied');
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Hi, Welcome back' })).toBeInTheDocument();
  });

  it('the avatar menu shows the name and email, links Home and Profile, and logs out', async () => {
    const { user } = renderAdmin('/dashboard/app', ALL);
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ngozi Eze')).toBeInTheDocument();
    expect(within(menu).getByText('ngozi@busads.ng')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveAttribute('href', '/dashboard/app');
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByLabelText('Fullname')).toHaveValue('Ngozi Eze');
    expect(screen.getByLabelText('Username')).toHaveValue('ngozi');
    expect(screen.getByLabelText('Phone')).toHaveValue('+2348031234567');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Marina, Lagos Island');
    expect(screen.getByLabelText('Fullname')).toHaveAttribute('readonly');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/admin');

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in as Admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  it("an 'Expired session' answer shows 'Invalid token. Please login again.' then clears the session and goes to '/'", async () => {
    const { redirect } = renderAdmin('/dashboard/app', ALL, (mock) =>
      (async (endpoint, opts) => {
        if ((endpoint as Endpoint) === api.session.dashboard) throw new HttpError('Expired session. Please login again', 401);
        return mock(endpoint, opts);
      }) as CallEndpoint,
    );
    expect(await screen.findByText('Invalid token. Please login again.')).toBeInTheDocument();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('₦0.00')).not.toBeInTheDocument();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a 403 from a call keeps the session', async () => {
    const { redirect } = renderAdmin('/dashboard/app', ALL, (mock) =>
      (async (endpoint, opts) => {
        if ((endpoint as Endpoint) === api.session.dashboard) throw new HttpError('Missing privilege', 403);
        return mock(endpoint, opts);
      }) as CallEndpoint,
    );
    expect(await screen.findByText(/The dashboard could not be loaded/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 150));
    expect(redirect).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });
});
