import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { FormField } from '../../src/components/form/FormField';
import { renderAdmin } from './renderAdmin';
import { createTestHost } from './testHost';

const routePicker = {
  source: 'routeID',
  label: 'busads.filter.route',
  kind: 'reference' as const,
  reference: 'routes',
  optionText: 'name',
};

describe('Route picker (a reference field of other screens)', () => {
  it('searches route names in one page of 1000 (the call has no name parameter)', async () => {
    const host = createTestHost();
    // 120 routes newer than the demo ones, six of them more Mile 2 - Oshodi services: the demo routes move past the first 100.
    const now = Math.floor(Date.now() / 1000);
    await host.db
      .insertInto('routes')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          name: i % 20 === 0 ? `Mile 2 - Oshodi ${i / 20 + 2}` : `Depot Shuttle ${i + 1}`,
          source: i % 20 === 0 ? 'Mile 2' : 'Depot',
          dateCreated: now - i,
        })),
      )
      .execute();
    const listed = await host.db
      .selectFrom('routes')
      .select(['id', 'name'])
      .orderBy('dateCreated', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const picked = listed.find((r) => r.name === 'Oshodi - Ikeja')!;
    // The picked route, past the first 100 of the list, is named from the same large page.
    expect(listed.indexOf(picked)).toBeGreaterThan(100);
    const { call } = await renderAdmin(
      <Form defaultValues={{ routeID: picked.id }}>
        <FormField field={routePicker} />
      </Form>,
      { host },
    );
    const input = await screen.findByRole('combobox', { name: 'Route' });
    await waitFor(() => expect(input).toHaveValue('Oshodi - Ikeja'));
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'mile 2 - oshodi');
    // Every route whose name holds the words, in the picker's order (A to Z, issue 29).
    const wanted = listed
      .filter((r) => r.name.toLowerCase().includes('mile 2 - oshodi'))
      .map((r) => r.name)
      .sort((a, b) => a.localeCompare(b));
    expect(wanted.length).toBeGreaterThan(5);
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(wanted));
    const lists = call.calls.filter((c) => c.endpoint === api.routes.list);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((c) => c.params.page === 1 && c.params.limit === 1000)).toBe(true);
  });
});
