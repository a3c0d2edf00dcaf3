import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { dayStartUnix, today, yesterday } from '../../src/format/dates';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { createTestHost } from './testHost';

const vendors = registry.find((d) => d.name === 'vendors')!;

/** Issue 29, item 1: an empty list names the filters in force and clears them, keeping the search. */
describe('the empty state of a filtered list', () => {
  it('names the default dates hiding a searched vendor, and Clear filters finds it across all dates', async () => {
    const host = createTestHost();
    // A vendor created before the default window (yesterday to today).
    const older = await host.db
      .selectFrom('vendors')
      .select(['fullname'])
      .where('dateCreated', '<', dayStartUnix(yesterday())! - 86_400)
      .orderBy('id', 'asc')
      .executeTakeFirstOrThrow();
    const { call } = await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors', host });
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search by name'), older.fullname);
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    // One line of text, in parts (a picked vendor's name comes in by itself).
    const named = `Filters on: Search by name “${older.fullname}”, Date From ${yesterday()}, Date To ${today()}`;
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === named)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(bodyRows()[0]).toHaveTextContent(older.fullname);
    const last = call.calls.filter((c) => c.endpoint === api.vendors.list).at(-1)!;
    expect(last.params).toMatchObject({ searchName: older.fullname });
    expect(last.params.from).toBeUndefined();
    expect((screen.getByLabelText('Date From') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says Empty List... and offers nothing to clear when no filter is on', async () => {
    const host = createTestHost();
    await host.db.deleteFrom('vendors').execute();
    window.location.hash = `#/?filter=${encodeURIComponent('{}')}`;
    await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors', host });
    expect(await screen.findByText('Empty List...')).toBeInTheDocument();
    expect(screen.queryByText(/^Filters on:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
