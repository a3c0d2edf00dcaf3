import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { FormField } from '../../src/components/form/FormField';
import { mockRoutes } from '../../src/dataProvider/mock/routes';
import { mockWorld } from '../../src/dataProvider/mock/world';
import { renderAdmin } from './renderAdmin';

const routePicker = { source: 'routeID', label: 'busads.filter.route', kind: 'reference' as const, reference: 'routes', optionText: 'name' };

describe('Route picker (a reference field of other screens)', () => {
  it('searches route names in one page of 1000 (the call has no name parameter)', async () => {
    const routes = mockRoutes(150, mockWorld());
    const { call } = renderAdmin(
      <Form defaultValues={{ routeID: 7 }}>
        <FormField field={routePicker} />
      </Form>,
      { data: { routes } },
    );
    const input = await screen.findByRole('combobox', { name: 'Route' });
    // The picked route (id 7, past the first 100) is named from the same large page.
    expect(routes.findIndex((r) => r.id === 7)).toBeGreaterThan(100);
    await waitFor(() => expect(input).toHaveValue(routes.find((r) => r.id === 7)!.name));
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'mile 2 - oshodi');
    const wanted = routes.map((r) => r.name).filter((n) => n.startsWith('Mile 2 - Oshodi'));
    expect(wanted.length).toBeGreaterThan(5);
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(wanted), { timeout: 3000 });
    const lists = call.calls.filter((c) => c.endpoint === api.routes.list);
    expect(lists.every((c) => c.params.page === 1 && c.params.limit === 1000)).toBe(true);
  });
});
