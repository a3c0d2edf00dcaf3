import { focusManager, onlineManager, type Query } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceList } from '../../src/components/list/ResourceList';
import { DashboardHome } from '../../src/customPages/DashboardHome';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import AdminProfilePage from '../../src/resources/admins/AdminProfilePage';
import ReportsPage from '../../src/resources/reports/ReportsPage';
import { unreachable } from '../../src/dataProvider/failures';
import { createQueryClient, recoveryInterval, type RecoveryOptions } from '../../src/dataProvider/queryClient';
import { registry } from '../../src/resources';
import { expectConsoleError } from '../setup/consoleGuard';
import { outage, UNREACHABLE } from './outage';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

/**
 * Issue 29 item 6: a screen whose reads failed comes back by itself when the server does (a bounded retry while it
 * shows the error, the browser's 'online' event, the window's focus), and says so once, not under each picker.
 */
const decl = (name: string) => registry.find((d) => d.name === name)!;
const ERROR_BOX = `Could not load this list: ${UNREACHABLE}`;
/** Generous bounds: the tests wait for a condition, never for a time. */
const BOUND = { timeout: 10_000 };

/** The app's query cache (queryClient.ts), its in-call retries off so a failure shows at once. */
function appClient(recovery: RecoveryOptions) {
  const client = createQueryClient(recovery);
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

const renderAds = async (recovery: RecoveryOptions) => {
  expectConsoleError(/reason: 'unreachable'/);
  const net = outage('down');
  // Ads from a link whose filter has no dates: every ad.
  window.location.hash = `#/?filter=${encodeURIComponent('{}')}`;
  await renderAdmin(<ResourceList decl={decl('ads')} />, {
    resource: 'ads',
    network: net.network,
    queryClient: appClient(recovery),
  });
  expect(await screen.findByText(ERROR_BOX, undefined, BOUND)).toBeInTheDocument();
  return net;
};

afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

describe('Recovery without a click (issue 29)', () => {
  it('Ads with the API down says it once, with no error under its pickers, and shows its rows once the API answers', async () => {
    const net = await renderAds({ everyMs: 100 });
    // The pickers' own reads have failed too, by now (each has tried at least once).
    await waitFor(() => expect(screen.getAllByRole('combobox').length).toBeGreaterThanOrEqual(5));
    expect(screen.getAllByText(UNREACHABLE, { exact: false })).toHaveLength(1);
    expect(document.querySelectorAll('.Mui-error')).toHaveLength(0);
    // The box stays while the list tries again by itself.
    await waitFor(() => expect(screen.getByText(ERROR_BOX)).toBeInTheDocument());
    net.set('up');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), BOUND);
    expect(screen.queryByText(ERROR_BOX)).not.toBeInTheDocument();
  });

  it('the dashboard keeps its error while it asks again, then shows its cards with no click', async () => {
    expectConsoleError(/reason: 'unreachable'/);
    const net = outage('down');
    await renderAdmin(<DashboardHome />, { network: net.network, queryClient: appClient({ everyMs: 100 }) });
    const failure = `The dashboard could not be loaded. ${UNREACHABLE}`;
    expect(await screen.findByText(failure, undefined, BOUND)).toBeInTheDocument();
    net.set('up');
    expect(await screen.findByRole('region', { name: 'Total Toppup' }, BOUND)).toBeInTheDocument();
    expect(screen.queryByText(failure)).not.toBeInTheDocument();
  });

  // Before useKeptError on these two screens, react-query's state went back to 'pending' at each try (the failed
  // query has no data), so the error box turned into a spinner and back every few seconds.
  it.each([
    ['Profile', () => <AdminProfilePage decl={decl('admin')} />, /^The profile could not be loaded\./],
    ['Reports', () => <ReportsPage />, /^Could not load the report\./],
  ])('%s keeps its error box, with no spinner, while it asks again by itself', async (_name, page, failure) => {
    expectConsoleError(/reason: '(unreachable|timeout)'/);
    // Each try lasts until the client's timeout (50 ms): long enough for a spinner to be drawn if there is one.
    const net = outage('hung');
    let calls = 0;
    const counted = (backend: CallEndpoint) => {
      const through = net.network(backend);
      return ((...args: Parameters<CallEndpoint>) => (calls++, through(...args))) as CallEndpoint;
    };
    await renderAdmin(page(), {
      resource: 'admin',
      withAuth: true,
      network: counted,
      queryClient: appClient({ everyMs: 100 }),
    });
    expect(await screen.findByText(failure, undefined, BOUND)).toBeInTheDocument();
    // Any spinner drawn from now on is seen, however briefly.
    let spinnerSeen = false;
    const watch = new MutationObserver(() => {
      spinnerSeen ||= document.querySelector('[role="progressbar"]') !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true, attributes: true });
    const before = calls;
    try {
      await waitFor(() => expect(calls).toBeGreaterThanOrEqual(before + 3), BOUND);
    } finally {
      watch.disconnect();
    }
    expect(spinnerSeen).toBe(false);
    expect(screen.getByText(failure)).toBeInTheDocument();
    net.set('up');
    await waitFor(() => expect(screen.queryByText(failure)).not.toBeInTheDocument(), BOUND);
  });

  it("loads again at once on the browser's 'online' event", async () => {
    const net = await renderAds({ everyMs: 3_600_000 });
    net.set('up');
    onlineManager.setOnline(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), BOUND);
  });

  it('loads again at once when the window gets the focus back', async () => {
    const net = await renderAds({ everyMs: 3_600_000 });
    net.set('up');
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), BOUND);
  });
});

describe('The query cache’s recovery rules', () => {
  const query = (state: Partial<Query['state']>) => ({ state: { errorUpdateCount: 0, ...state } }) as Query;

  it('retries a failed read every 5 s, only while it may pass by itself, at most 24 times in a row', () => {
    const every = recoveryInterval();
    expect(every(query({ status: 'error', error: unreachable(), errorUpdateCount: 1 }))).toBe(5_000);
    expect(every(query({ status: 'error', error: new HttpError('503', 503), errorUpdateCount: 1 }))).toBe(5_000);
    expect(every(query({ status: 'error', error: new HttpError('Forbidden', 403), errorUpdateCount: 1 }))).toBe(false);
    expect(every(query({ status: 'success' }))).toBe(false);
    expect(every(query({ status: 'pending' }))).toBe(false);
    expect(every(query({ status: 'error', error: unreachable(), errorUpdateCount: 25 }))).toBe(false);
  });

  it('counts the errors in a row from the last success', () => {
    const every = recoveryInterval({ everyMs: 1_000, tries: 2 });
    const q = query({ status: 'success', errorUpdateCount: 10 });
    expect(every(q)).toBe(false);
    q.state = { ...q.state, status: 'error', error: unreachable(), errorUpdateCount: 12 };
    expect(every(q)).toBe(1_000);
    q.state = { ...q.state, errorUpdateCount: 13 };
    expect(every(q)).toBe(false);
  });

  it('never retries a write (money moves once), and refetches reads on reconnect and focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(mutations?.retry).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(true);
    expect(queries?.refetchOnWindowFocus).toBe(true);
  });
});
