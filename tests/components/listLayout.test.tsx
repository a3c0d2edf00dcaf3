import { screen, waitFor, within } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardColumns, defaultHidden, NARROW_SCREEN, shownColumns } from '../../src/components/list/columnRank';
import { ResourceList } from '../../src/components/list/ResourceList';
import type { AnyRecord, Column } from '../../src/registry/types';
import { registry } from '../../src/resources';
import { expectConsoleError } from '../setup/consoleGuard';
import { outage } from './outage';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { createTestHost } from './testHost';

const vendors = registry.find((d) => d.name === 'vendors')!;
const col = (source: string, rank?: number, kind?: Column<AnyRecord>['kind']): Column<AnyRecord> => ({
  source,
  label: source,
  rank,
  kind,
});
const sources = (columns: Column<AnyRecord>[]) => columns.map((c) => c.source);

/** The window the next render sees: a laptop (1,280 px: narrow for tables) or a phone (390 px). */
const realMatchMedia = window.matchMedia;
function screenOf(kind: 'laptop' | 'phone') {
  const matching = kind === 'phone' ? ['599.95px', '1839.95px'] : ['1839.95px'];
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: matching.some((width) => query.includes(width)),
  });
}
// Vendors opened from a link whose filter has no dates: every vendor, 50 a page (the plain first load is
// yesterday to today).
beforeEach(() => {
  window.location.hash = `#/?filter=${encodeURIComponent('{}')}`;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('Column ranks', () => {
  const columns = [col('sn', undefined, 'index'), col('name', 1), col('email', 3), col('phone', 2), col('date', 7)];

  it('start hidden past rank 6 on a narrow screen; unranked columns always show', () => {
    expect(NARROW_SCREEN).toContain('1839.95px');
    expect(defaultHidden(columns)).toEqual(['date']);
    expect(defaultHidden([col('a'), col('b')])).toEqual([]);
  });

  it("follow the column chooser's moves and hidden columns, as react-admin orders the header", () => {
    expect(sources(shownColumns(columns, undefined, ['date']))).toEqual(['sn', 'name', 'email', 'phone']);
    // The chooser moved 'phone' (index 3) before 'name' (index 1); the indexes it does not list keep their place.
    expect(sources(shownColumns(columns, [0, 3, 1, 2], []))).toEqual(['sn', 'phone', 'name', 'email', 'date']);
  });

  it("make a card: rank 1 its title, ranks 2 and 3 its lines; without ranks the columns' order, S/N left out", () => {
    const card = cardColumns(columns);
    expect(card.title?.source).toBe('name');
    expect(sources(card.lines)).toEqual(['phone', 'email']);
    const plain = cardColumns([col('sn', undefined, 'index'), col('a'), col('b'), col('c'), col('d')]);
    expect(plain.title?.source).toBe('a');
    expect(sources(plain.lines)).toEqual(['b', 'c']);
    // A declaration may ask for more lines (topups: amount, status, time and reference, issue 29).
    expect(sources(cardColumns(columns, 3).lines)).toEqual(['phone', 'email', 'date']);
  });
});

describe('A list on a laptop', () => {
  it('starts without the columns ranked past 6; the Columns button shows one, the body follows, per admin', async () => {
    screenOf('laptop');
    const host = createTestHost();
    const { profile, unmount } = await renderAdmin(<ResourceList decl={vendors} />, {
      resource: 'vendors',
      host,
      withAuth: true,
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['S/N', 'Name', 'Phone', 'Email', 'Status', 'Current Daily Cost', '']);
    expect(within(bodyRows()[0]).getAllByRole('cell')).toHaveLength(7);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByLabelText('Date Created'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).toContain('Date Created'));
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells).toHaveLength(8);
    expect(cells[headers().indexOf('Date Created')]).toHaveTextContent(/\b20\d\d\b/);
    expect(Object.keys(localStorage).some((k) => k.includes(`${profile!.id}.vendors.columns`))).toBe(true);

    // The same admin opening the list again finds the column shown.
    unmount();
    await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors', host, withAuth: true });
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(headers()).toContain('Date Created');
  });
});

describe("A list's row menus", () => {
  it("read the admin's permissions once for the list, not once per row", async () => {
    let client: QueryClient | undefined;
    const Probe = () => {
      client = useQueryClient();
      return null;
    };
    await renderAdmin(
      <>
        <ResourceList decl={vendors} />
        <Probe />
      </>,
      { resource: 'vendors', withAuth: true },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await screen.findAllByRole('button', { name: /^Actions for / });
    const observers = client!
      .getQueryCache()
      .findAll({ queryKey: ['auth', 'getPermissions'] })
      .reduce((n, q) => n + q.getObserversCount(), 0);
    expect(observers).toBeGreaterThan(0);
    expect(observers).toBeLessThan(10);
  });
});

describe('A list on a phone', () => {
  it('shows cards: the name, two labelled lines and the row menu, with Load more as on the table', async () => {
    screenOf('phone');
    await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors' });
    // The first cards come with the rows, the others in the following (transition) render.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50));
    const cards = screen.getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    const first = within(cards[0]);
    expect(first.getByText(/^Phone:/).parentElement).toHaveTextContent(/^Phone: \+234\d+$/);
    expect(first.getByText(/^Email:/).parentElement).toHaveTextContent(/@/);

    const user = userEvent.setup();
    await user.click(first.getByRole('button', { name: /^Actions for / }));
    expect(await screen.findByRole('menuitem', { name: 'Update' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(100));
  });

  it('shows a failed load with Retry in place of the cards, as the table does', async () => {
    screenOf('phone');
    expectConsoleError(/reason: 'unreachable'/);
    const net = outage('down');
    await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors', network: net.network });
    expect(await screen.findByText(/^Could not load this list/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    net.set('up');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50));
  });
});
