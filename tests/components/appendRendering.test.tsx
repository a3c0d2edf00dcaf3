import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as format from '../../src/components/format';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

// Counts the date cells rendered: the vendors table has one date column, so one call per row rendered.
vi.mock('../../src/components/format', async (importOriginal) => {
  const original = await importOriginal<typeof format>();
  return { ...original, formatUnix: vi.fn(original.formatUnix) };
});

const vendors = registry.find((d) => d.name === 'vendors')!;

describe('Appending a page to a long list (issue 7)', () => {
  it('renders only the new rows, and numbers them on from the rows already shown', async () => {
    renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors' });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const firstRow = bodyRows()[0];
    const renderedBefore = vi.mocked(format.formatUnix).mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));

    // The 50 rows already on screen did not render again: 50 new date cells, not 100.
    expect(vi.mocked(format.formatUnix).mock.calls.length - renderedBefore).toBe(50);
    expect(bodyRows()[0]).toBe(firstRow);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1)));
  });

  it('numbers the rows again from 1 when a search replaces them', async () => {
    renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors' });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByPlaceholderText('Search by name'), 'Halima');
    await waitFor(() => expect(bodyRows().length).toBeLessThan(50), { timeout: 3000 });
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(bodyRows().map((_, i) => String(i + 1)));
  });
});
