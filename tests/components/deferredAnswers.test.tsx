import { act, render, screen } from '@testing-library/react';
import { Profiler, useEffect, useState } from 'react';
import { AdminContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceList } from '../../src/components/list/ResourceList';
import { RowCards } from '../../src/components/list/RowCards';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import type { AnyRecord } from '../../src/registry/types';
import { registry } from '../../src/resources';
import ReportsPage from '../../src/resources/reports/ReportsPage';
import { api } from '../../src/api';
import { renderAdmin } from './renderAdmin';

const vendors = registry.find((d) => d.name === 'vendors')!;
const rows: AnyRecord[] = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: `Vendor ${i + 1}` }));

/** A list context whose rows arrive when the test says, as a list's answer does (a store update). */
let answer: (data: AnyRecord[]) => void = () => undefined;
function Cards() {
  const [data, setData] = useState<AnyRecord[] | undefined>();
  useEffect(() => {
    answer = setData;
  }, []);
  // RowCards reads the rows and whether they are pending.
  const list = { data, isPending: data === undefined } as ListControllerResult;
  return (
    <ListContextProvider value={list}>
      <RowCards decl={vendors} empty={<p>No vendors</p>} />
    </ListContextProvider>
  );
}

describe("A list's answer on a phone (issue 17, Total Blocking Time)", () => {
  it('renders no card in the render that brings the rows: the first cards follow in a deferred render, then the rest', async () => {
    // Each commit's cards and whether the empty list's message showed.
    const commits: { cards: number; empty: boolean }[] = [];
    const record = () =>
      commits.push({
        cards: document.querySelectorAll('li.busads-card').length,
        empty: screen.queryByText('No vendors') !== null,
      });
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Profiler id="cards" onRender={record}>
          <Cards />
        </Profiler>
      </AdminContext>,
    );
    const before = commits.length;
    await act(async () => answer(rows));
    expect(await screen.findAllByRole('listitem')).toHaveLength(50);
    const after = commits.slice(before).map((c) => c.cards);
    expect(after[0]).toBe(0);
    expect(after).toContain(10);
    expect(after.at(-1)).toBe(50);
    expect(commits.some((c) => c.empty)).toBe(false);
  });
});

describe("A list's pager on a phone (CLS)", () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('comes in with the first cards, not before them (the cards would push it down)', async () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('599.95px') });
    window.location.hash = `#/?filter=${encodeURIComponent('{}')}`;
    const commits: { cards: number; loadMore: boolean }[] = [];
    const record = () =>
      commits.push({
        cards: document.querySelectorAll('li.busads-card').length,
        loadMore: screen.queryByRole('button', { name: 'Load more' }) !== null,
      });
    await renderAdmin(
      <Profiler id="vendors" onRender={record}>
        <ResourceList decl={vendors} />
      </Profiler>,
      { resource: 'vendors' },
    );
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    const first = commits.findIndex((c) => c.loadMore);
    expect(commits[first].cards).toBeGreaterThan(0);
  });
});

describe("The report's answer (issue 17, Total Blocking Time)", () => {
  it('renders the spinner again, not the six cards: they follow in a deferred render, the spinner shown until then', async () => {
    // Each commit's spinner (the element) and whether it shows the cards.
    const commits: { spinner: Element | null; cards: boolean }[] = [];
    const record = () =>
      commits.push({
        spinner: screen.queryByRole('progressbar', { name: 'Loading the report' }),
        cards: screen.queryByRole('region', { name: 'Total Views' }) !== null,
      });
    await renderAdmin(
      <Profiler id="reports" onRender={record}>
        <ReportsPage />
      </Profiler>,
      { delay: { ms: 100, endpoints: [api.reports.summary] } },
    );
    expect(await screen.findByRole('region', { name: 'Total Views' })).toBeInTheDocument();
    const first = commits.findIndex((c) => c.cards);
    const spinners = new Set(commits.slice(0, first).map((c) => c.spinner));
    spinners.delete(null);
    // The loading spinner, then the one the answer's render shows in the cards' place, still there just before them.
    expect(spinners.size).toBe(2);
    expect(commits[first - 1].spinner).not.toBe(commits.find((c) => c.spinner)!.spinner);
    expect(commits[first - 1].spinner).not.toBeNull();
  });
});
