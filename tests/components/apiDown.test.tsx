import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { api, type Endpoint } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { DashboardHome } from '../../src/customPages/DashboardHome';
import { ErrorBoundary } from '../../src/components/feedback/ErrorBoundary';
import { Login } from '../../src/customPages/Login';
import { getToken } from '../../src/auth/token';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { registry } from '../../src/resources';
import admins from '../../src/resources/admins';
import AdminProfilePage from '../../src/resources/admins/AdminProfilePage';
import ReportsPage from '../../src/resources/reports/ReportsPage';
import { createFetchHost } from '../../server/hosts/fetchHost';
import { renderAdmin } from './renderAdmin';
import { brokenFetch, outage, UNREACHABLE } from './outage';
import { expectConsoleError } from '../setup/consoleGuard';
import { bodyRows, openAction } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

const TIMEOUT = 'The server took too long to answer. Try again in a moment.';
const UNAVAILABLE = 'The server is not available right now (HTTP 503). Try again in a moment.';

const decl = (name: string) => registry.find((d) => d.name === name)!;
/** Vendors opened from a link whose filter has no dates: every vendor, 50 a page (its plain first load is yesterday to today). */
const renderVendors = (net: ReturnType<typeof outage>, hold?: Endpoint[], host?: TestHost) => {
  window.location.hash = `#/?filter=${encodeURIComponent('{}')}`;
  return renderAdmin(<ResourceList decl={decl('vendors')} />, {
    resource: 'vendors',
    network: net.network,
    hold,
    host,
  });
};
const retry = () => userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
/** react-admin logs every failed call: what each broken network makes it print. */
const LOGGED = { down: /reason: 'unreachable'/, gateway: /status: 503/, hung: /reason: 'timeout'/ } as const;
const panel = (message: string) => screen.findByText(`Could not load this list: ${message}`);

describe('When the API is down or slow', () => {
  it('login: says the server cannot be reached, keeps the form filled, and signs in once it answers', async () => {
    let up = false;
    // The server's handlers on a copy of the demo data, behind a network that is down at first.
    const server = createFetchHost({ db: createTestHost().db });
    const call = createHttpClient({
      fetch: (async (...args: Parameters<typeof fetch>) =>
        (up ? server : brokenFetch(() => 'down'))(...args)) as typeof fetch,
      token: getToken,
    });
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<Login call={call} />} />
          <Route path="/dashboard/app" element={<p>Signed in</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('admin');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
  });

  it.each([
    ['the network is down', 'down', UNREACHABLE],
    ['a gateway answers 503', 'gateway', UNAVAILABLE],
    ['the call gets no answer', 'hung', TIMEOUT],
  ] as const)('a list says so when %s, in place of the table, and Retry loads it', async (_case, state, message) => {
    expectConsoleError(LOGGED[state]);
    const net = outage(state);
    await renderVendors(net);
    expect(await panel(message)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    net.set('up');
    await retry();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(screen.queryByText(/Could not load this list/)).not.toBeInTheDocument();
  });

  it('a failed list keeps its filter form usable: Filter loads it once the server answers', async () => {
    expectConsoleError(LOGGED.down);
    const net = outage();
    await renderVendors(net);
    await panel(UNREACHABLE);
    net.set('up');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  });

  it('a failed next page keeps the rows already loaded, with the error and Retry above them', async () => {
    expectConsoleError(LOGGED.down);
    const net = outage('up');
    await renderVendors(net);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    net.set('down');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await panel(UNREACHABLE)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
    net.set('up');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Could not load this list/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
  });

  it('a slow list shows a progress bar until its rows come', async () => {
    const { release } = await renderVendors(outage('up'), [api.vendors.list]);
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument());
  });

  it('the dashboard shows its error with Retry, then its cards', async () => {
    expectConsoleError(LOGGED.down);
    const net = outage();
    await renderAdmin(<DashboardHome />, { network: net.network });
    expect(await screen.findByText(`The dashboard could not be loaded. ${UNREACHABLE}`)).toBeInTheDocument();
    net.set('up');
    await retry();
    expect(await screen.findByRole('region', { name: 'Total Toppup' })).toBeInTheDocument();
  });

  it('the profile page shows the card error and the admin table error, each with Retry and no pager', async () => {
    expectConsoleError(LOGGED.down);
    const net = outage();
    const { profile } = await renderAdmin(<AdminProfilePage decl={admins} />, {
      resource: 'admin',
      privileges: ['ADMIN_ADMIN'],
      withAuth: true,
      network: net.network,
    });
    expect(await screen.findByText(`The profile could not be loaded. ${UNREACHABLE}`)).toBeInTheDocument();
    expect(await panel(UNREACHABLE)).toBeInTheDocument();
    expect(screen.queryByText(/Rows per page/)).not.toBeInTheDocument();
    net.set('up');
    const [cardRetry, listRetry] = screen.getAllByRole('button', { name: 'Retry' });
    const user = userEvent.setup();
    await user.click(cardRetry);
    expect(await screen.findByLabelText('Fullname')).toHaveValue(profile!.fullname);
    await user.click(listRetry);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  });

  it('the reports page shows a timed-out report at once (no automatic retries), and Retry loads it', async () => {
    expectConsoleError(LOGGED.hung);
    const net = outage('hung');
    await renderAdmin(<ReportsPage />, { network: net.network });
    expect(
      await screen.findByText(new RegExp(TIMEOUT.replace(/\./g, '\\.')), { selector: '.MuiAlert-message' }),
    ).toBeInTheDocument();
    net.set('up');
    await retry();
    expect(await screen.findByRole('region', { name: 'Total Views' })).toBeInTheDocument();
  });

  it('a failed row action toasts the reason and keeps its dialog and what was typed; the next Submit saves', async () => {
    expectConsoleError(LOGGED.down);
    const net = outage('up');
    const host = createTestHost();
    const newest = await host.db
      .selectFrom('vendors')
      .select(['id', 'fullname'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await renderVendors(net, undefined, host);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const user = await openAction(newest.fullname, 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Update Vendor Information' });
    const address = within(dialog).getByLabelText(/Address/);
    await user.clear(address);
    await user.type(address, '12 Marina, Lagos');
    net.set('down');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UNREACHABLE, { selector: '.RaNotification-error *' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Vendor Information' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Address/)).toHaveValue('12 Marina, Lagos');
    net.set('up');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Update Vendor Information' })).not.toBeInTheDocument(),
    );
    const saved = await host.db
      .selectFrom('vendors')
      .select('address')
      .where('id', '=', newest.id)
      .executeTakeFirstOrThrow();
    expect(saved.address).toBe('12 Marina, Lagos');
  });

  it('a page whose code cannot be downloaded says the server cannot be reached, with Retry, instead of a blank page', async () => {
    expectConsoleError(/Failed to fetch dynamically imported module/);
    const Page = lazy(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ReportsPage-1.js'),
      ),
    );
    render(
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
