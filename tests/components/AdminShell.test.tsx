import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { api, type Privilege } from '../../src/api';
import AdminApp from '../../src/shell/AdminApp';
import { AppRoutes } from '../../src/shell/App';
import { createAuthProvider } from '../../src/auth/authProvider';
import { setFlash } from '../../src/auth/flash';
import { PROFILE_KEY, TOKEN_KEY } from '../../src/config/runtimeConfig';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { registry } from '../../src/resources';
import { expectConsoleError } from '../setup/consoleGuard';
import { expectInOrder, specMenuFor } from '../shared/specMenu';
import { createTestHost, type TestHost } from './testHost';

const naira = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * The app at `path`, signed in (as the app signs in) as a new admin holding `privileges`; `arrange` may
 * change the database after the sign-in, before the first render.
 */
async function renderAdmin(
  path: string,
  privileges: Privilege[],
  arrange?: (host: TestHost, profile: Awaited<ReturnType<TestHost['signIn']>>) => Promise<unknown>,
) {
  const host = createTestHost();
  const profile = await host.signIn(privileges);
  await arrange?.(host, profile);
  const { call } = host;
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
      <AppRoutes admin={admin} />
      <Where />
    </MemoryRouter>,
  );
  return { redirect, call, host, profile, user: userEvent.setup() };
}

const ALL: Privilege[] = ['ADMIN_ADMIN', 'ADMIN_VENDOR', 'ADMIN_REPORT', 'ADMIN_DEVICE'];

/** The side menu's entries as shown: each one's text and link. */
const sideMenu = () =>
  screen.getAllByRole('menuitem').map((item) => `${item.textContent ?? ''} ${item.getAttribute('href') ?? ''}`);

describe('the react-admin shell under /dashboard', () => {
  it('shows the login toast handed over by the login page, and the dashboard', async () => {
    setFlash({ message: 'busads.login.success', type: 'success' });
    const { host } = await renderAdmin('/dashboard/app', ALL);
    const paid = await host.db
      .selectFrom('topups')
      .select((eb) => eb.fn.sum<number>('amountPaidKobo').as('kobo'))
      .where('status', '=', 'success')
      .where('timePaid', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(paid.kobo)).toBeGreaterThan(0);
    expect(await screen.findByText('Login is successful')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total Toppup' })).toHaveTextContent(naira(Number(paid.kobo)));
  });

  it('/dashboard and unknown children end at /dashboard/app', async () => {
    await renderAdmin('/dashboard/no-such-page', ALL);
    expect(await screen.findByRole('heading', { name: 'Hi, Welcome back' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/app$/));
  });

  it('the side menu shows dashboard first and the SPEC.md entries the privileges unlock, in its order', async () => {
    await renderAdmin('/dashboard/app', ALL);
    const dash = await screen.findByRole('menuitem', { name: 'dashboard' });
    const vendor = await screen.findByRole('menuitem', { name: 'vendor' });
    expect(dash).toHaveAttribute('href', '/dashboard/app');
    expect(vendor).toHaveAttribute('href', '/dashboard/vendors');
    expect(sideMenu()[0]).toBe('dashboard /dashboard/app');
    expectInOrder(
      sideMenu(),
      specMenuFor(ALL).map((e) => `${e.label} ${e.path}`),
    );
  });

  it('a viewer without ADMIN_VENDOR sees no vendor entry, nor any other entry of a module it lacks', async () => {
    const viewer: Privilege[] = ['ADMIN_REPORT', 'ADMIN_DEVICE'];
    await renderAdmin('/dashboard/app', viewer);
    expect(await screen.findByRole('menuitem', { name: 'dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'vendor' })).not.toBeInTheDocument();
    expectInOrder(
      sideMenu(),
      specMenuFor(viewer).map((e) => `${e.label} ${e.path}`),
    );
    for (const { label } of specMenuFor(viewer, true))
      expect(screen.queryByRole('menuitem', { name: label }), label).not.toBeInTheDocument();
  });

  it('typing the URL of a resource without its privilege leads to the access denied page', async () => {
    const { user, call } = await renderAdmin('/dashboard/vendors', ['ADMIN_REPORT']);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/access-denied'));
    // Refused before the list mounts: the vendors call is never made.
    expect(call.calls.some((c) => c.endpoint === api.vendors.list)).toBe(false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/access-denied');
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Hi, Welcome back' })).toBeInTheDocument();
  });

  it('the avatar menu shows the name and email, links Home and Profile, and logs out', async () => {
    const { user, profile } = await renderAdmin('/dashboard/app', ALL);
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(profile.fullname)).toBeInTheDocument();
    expect(within(menu).getByText(profile.email)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveAttribute('href', '/dashboard/app');
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByLabelText('Fullname')).toHaveValue(profile.fullname);
    expect(screen.getByLabelText('Username')).toHaveValue(profile.username);
    expect(screen.getByLabelText('Phone')).toHaveValue(profile.phone);
    expect(screen.getByLabelText('Address')).toHaveValue(profile.address);
    expect(screen.getByLabelText('Fullname')).toHaveAttribute('readonly');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/admin');

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in as Admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  it("an 'Expired session' answer shows 'Invalid token. Please login again.' then clears the session and goes to '/'", async () => {
    expectConsoleError(/Expired session/);
    // The session ends on the server (as when it expires or the admin is logged out elsewhere).
    const { redirect } = await renderAdmin('/dashboard/app', ALL, (host, me) =>
      host.db.deleteFrom('sessions').where('adminId', '=', me.id).execute(),
    );
    expect(await screen.findByText('Invalid token. Please login again.')).toBeInTheDocument();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('₦0.00')).not.toBeInTheDocument();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a 403 from a call keeps the session', async () => {
    expectConsoleError(/status: 403/);
    // ADMIN_VENDOR is taken away on the server after the sign-in: the app still offers vendors, the server refuses.
    const { redirect, call } = await renderAdmin('/dashboard/vendors', ALL, (host, me) =>
      host.db
        .updateTable('admins')
        .set({ privileges: JSON.stringify(ALL.filter((p) => p !== 'ADMIN_VENDOR')) })
        .where('id', '=', me.id)
        .execute(),
    );
    const token = sessionStorage.getItem(TOKEN_KEY);
    expect(token).not.toBeNull();
    expect(await screen.findByText(/Could not load this list/)).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.vendors.list)).toBe(true);
    await new Promise((r) => setTimeout(r, 150));
    expect(redirect).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);
  });
});
