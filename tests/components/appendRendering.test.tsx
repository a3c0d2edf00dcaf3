import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as format from '../../src/format/format';
import { WINDOW_FROM } from '../../src/components/list/LeanBody';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { arrangeVendors } from './arrange';
import { createTestHost } from './testHost';

// Counts the date cells rendered: the vendors table has one date column, so one call per row rendered.
const formatUnix = vi.spyOn(format, 'formatUnix');
afterAll(() => formatUnix.mockRestore());

const vendors = registry.find((d) => d.name === 'vendors')!;

// Opened from a link whose filter has no dates: every vendor (the plain first load is yesterday to today).
beforeEach(() => {
  window.location.hash = `#/?filter=${encodeURIComponent('{}')}`;
});

describe('Appending a page to a long list (issue 7)', () => {
  it('renders only the new rows, and numbers them on from the rows already shown', async () => {
    await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors' });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const firstRow = bodyRows()[0];
    const renderedBefore = formatUnix.mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));

    // The 50 rows already on screen did not render again: 50 new date cells, not 100.
    expect(formatUnix.mock.calls.length - renderedBefore).toBe(50);
    expect(bodyRows()[0]).toBe(firstRow);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(
      Array.from({ length: 100 }, (_, i) => String(i + 1)),
    );
  });

  it('numbers the rows again from 1 when a search replaces them', async () => {
    await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors' });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByPlaceholderText('Search by name'), 'Halima');
    await waitFor(() => expect(bodyRows().length).toBeLessThan(50));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(
      bodyRows().map((_, i) => String(i + 1)),
    );
  });

  it(`past ${WINDOW_FROM} rows keeps only the rows in view in the page, and follows the scroll`, async () => {
    const host = createTestHost();
    await arrangeVendors(host, 400);
    await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors', host });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    for (let n = 100; n <= 350; n += 50) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(n + 1)));
    }
    // jsdom lays nothing out: the body sits at the top of a 768 px window, rows count as 49 px.
    const rendered = () => document.querySelectorAll<HTMLTableRowElement>('tr.busads-row');
    expect(rendered().length).toBeLessThan(60);
    expect(rendered()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rendered()[0]).getAllByRole('cell')[0]).toHaveTextContent('1');
    const spacer = document.querySelector<HTMLTableRowElement>('tbody tr[aria-hidden="true"]:last-child')!;
    expect(spacer.style.height).toBe(`${(350 - rendered().length) * 49}px`);

    // Scrolled down by 100 rows: the rows around row 101 are in the page, with 20 more on each side.
    const body = document.querySelector('tbody')!;
    body.getBoundingClientRect = () => ({
      top: -4900,
      bottom: 0,
      left: 0,
      right: 0,
      width: 0,
      height: 0,
      x: 0,
      y: -4900,
      toJSON: () => ({}),
    });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(rendered()[0]).toHaveAttribute('aria-rowindex', '82'));
    expect(within(rendered()[0]).getAllByRole('cell')[0]).toHaveTextContent('81');
    expect(document.querySelector<HTMLTableRowElement>('tbody tr[aria-hidden="true"]:first-child')!.style.height).toBe(
      `${80 * 49}px`,
    );
  });
});
