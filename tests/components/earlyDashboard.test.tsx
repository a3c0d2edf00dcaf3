import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api, type Endpoint } from '../../src/api';
import { signInWith } from '../../src/auth/signInWith';
import { DEFAULT_CONFIG } from '../../src/config/runtimeConfig';
import { DashboardHome } from '../../src/customPages/DashboardHome';
import { dashboardQueryKey } from '../../src/dataProvider/dashboardQuery';
import type { CallEndpoint, CallOptions } from '../../src/dataProvider/httpClient';
import { lazyQueryClient } from '../../src/dataProvider/pageQueryClient';
import { formatNaira } from '../../src/format/format';
import { renderAdmin } from './renderAdmin';
import { createTestHost } from './testHost';

// Counts the cards' renders: each renders its money figures with formatNaira. A mock in a module graph of its own
// (app-mocking), not a spy in the shared one: there the trend's chart module may already be loaded by another file,
// and its axis, drawn within the test, calls formatNaira too.
vi.mock('../../src/format/format', async (original) => {
  const real = await original<typeof import('../../src/format/format')>();
  return { ...real, formatNaira: vi.fn(real.formatNaira) };
});

/** Each commit: whether the dashboard's spinner and its last card were in the page. */
function recordCommits() {
  const commits: { spinner: boolean; cards: boolean }[] = [];
  const record = () =>
    commits.push({
      spinner: screen.queryByRole('progressbar', { name: 'Loading dashboard' }) !== null,
      cards: screen.queryByRole('region', { name: 'Total Ad Views' }) !== null,
    });
  return { commits, record };
}

const ADMIN = { username: 'admin', password: 'admin', remember: false };

describe('The dashboard asked for with the sign-in answer (issue 17)', () => {
  it('is asked for by the sign-in, into the query the screen reads: shown in its first commit, with no second request', async () => {
    const host = createTestHost();
    // The page's query client, as App.tsx hands it to the login page and to the admin part.
    const page = lazyQueryClient();
    await signInWith(DEFAULT_CONFIG, ADMIN, host.call, page);
    // Asked for right at the sign-in answer: before any of the admin's code has rendered.
    await vi.waitFor(() => expect(host.call.calls.map((c) => c.endpoint)).toContain(api.session.dashboard));
    const queryClient = await page.load();
    await vi.waitFor(() => expect(queryClient.getQueryData(dashboardQueryKey)).toBeDefined());
    const { commits, record } = recordCommits();
    vi.mocked(formatNaira).mockClear();
    await renderAdmin(
      <Profiler id="dashboard" onRender={record}>
        <DashboardHome />
      </Profiler>,
      { host, signedOut: true, queryClient },
    );
    expect(commits[0]).toEqual({ spinner: false, cards: true });
    expect(commits.some((c) => c.spinner)).toBe(false);
    // react-admin's query has had time to ask again had it meant to: it has not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('region', { name: 'Total Ad Views' })).toBeInTheDocument();
    expect(host.call.calls.filter((c) => c.endpoint === api.session.dashboard)).toHaveLength(1);
    // One source: the three money cards rendered once.
    expect(formatNaira).toHaveBeenCalledTimes(3);
  });

  it('shows an answer still on its way in the commit it arrives in, with no second request', async () => {
    const host = createTestHost();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The sign-in answers at once; the dashboard's answer is held back.
    const slow = ((endpoint: Endpoint, opts?: CallOptions<Endpoint>) =>
      endpoint === api.session.dashboard
        ? held.then(() => host.call(endpoint, opts))
        : host.call(endpoint, opts)) as CallEndpoint;
    const page = lazyQueryClient();
    await signInWith(DEFAULT_CONFIG, ADMIN, slow, page);
    const queryClient = await page.load();
    await vi.waitFor(() => expect(queryClient.getQueryState(dashboardQueryKey)?.fetchStatus).toBe('fetching'));
    const { commits, record } = recordCommits();
    await renderAdmin(
      <Profiler id="dashboard" onRender={record}>
        <DashboardHome />
      </Profiler>,
      { host, signedOut: true, queryClient },
    );
    expect(screen.getByRole('progressbar', { name: 'Loading dashboard' })).toBeInTheDocument();
    const before = commits.length;
    release();
    expect(await screen.findByRole('region', { name: 'Total Ad Views' })).toBeInTheDocument();
    // No deferred render of the cards after the answer's (the spinner stays until then otherwise).
    expect(commits[before]).toEqual({ spinner: false, cards: true });
    expect(host.call.calls.filter((c) => c.endpoint === api.session.dashboard)).toHaveLength(1);
  });

  it('leaves the dashboard to its screen when the page hands the sign-in no query client', async () => {
    const host = createTestHost();
    await signInWith(DEFAULT_CONFIG, ADMIN, host.call);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.call.calls.map((c) => c.endpoint)).toEqual([api.session.login]);
  });
});
