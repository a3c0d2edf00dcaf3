import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import { DashboardHome } from '../../src/customPages/DashboardHome';
import { arrivedAnswer, callEarly, withEarlyAnswers } from '../../src/dataProvider/earlyAnswers';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import { formatNaira } from '../../src/format/format';
import { renderAdmin } from './renderAdmin';
import { createTestHost } from './testHost';

// Counts the cards' renders: each renders its money figures with formatNaira.
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

describe('The dashboard asked for with the sign-in answer (issue 17)', () => {
  it('shows the answer that has arrived in its first commit, with no spinner and no second request', async () => {
    const host = createTestHost();
    await host.signIn();
    callEarly(host.call, api.session.dashboard);
    await vi.waitFor(() => expect(arrivedAnswer(api.session.dashboard)).toBeDefined());
    const { commits, record } = recordCommits();
    vi.mocked(formatNaira).mockClear();
    // The app's caller, as AdminApp builds it: the screen's call takes the early answer.
    await renderAdmin(
      <Profiler id="dashboard" onRender={record}>
        <DashboardHome />
      </Profiler>,
      { host, network: (backend: CallEndpoint) => withEarlyAnswers(backend) },
    );
    expect(commits[0]).toEqual({ spinner: false, cards: true });
    expect(commits.some((c) => c.spinner)).toBe(false);
    // The screen's own call has gone through the query cache by now, with the same answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('region', { name: 'Total Ad Views' })).toBeInTheDocument();
    expect(host.call.calls.filter((c) => c.endpoint === api.session.dashboard)).toHaveLength(1);
    // The same figures twice (the early answer, then the screen's call's): the three money cards rendered once.
    expect(formatNaira).toHaveBeenCalledTimes(3);
  });

  it('shows an answer still on its way in the commit it arrives in, with no second request', async () => {
    const host = createTestHost();
    await host.signIn();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = ((endpoint, opts) => held.then(() => host.call(endpoint, opts))) as CallEndpoint;
    callEarly(slow, api.session.dashboard);
    const { commits, record } = recordCommits();
    await renderAdmin(
      <Profiler id="dashboard" onRender={record}>
        <DashboardHome />
      </Profiler>,
      { host, network: (backend: CallEndpoint) => withEarlyAnswers(backend) },
    );
    expect(screen.getByRole('progressbar', { name: 'Loading dashboard' })).toBeInTheDocument();
    const before = commits.length;
    release();
    expect(await screen.findByRole('region', { name: 'Total Ad Views' })).toBeInTheDocument();
    // No deferred render of the cards after the answer's (the spinner stays until then otherwise).
    expect(commits[before]).toEqual({ spinner: false, cards: true });
    expect(host.call.calls.filter((c) => c.endpoint === api.session.dashboard)).toHaveLength(1);
  });
});
