import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mockRoutes } from '../../src/dataProvider/mock/routes';
import { mockWorld } from '../../src/dataProvider/mock/world';
import { registry } from '../../src/resources';
import { demoProfile, renderAdmin } from './renderAdmin';
import { bodyRows, openAction } from './tableHelpers';

// react-admin's reference pickers debounce their search (500 ms) and do not cancel it on unmount: let a
// timer left by the last test fire while the DOM still exists, not after the environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)));

const decl = registry.find((d) => d.name === 'routes')!;
const profile = { ...demoProfile, privileges: ['ADMIN_ROUTE' as const] };
const rowOf = (name: string) => bodyRows().find((r) => within(r).queryByText(name, { selector: 'td, td *' }))!;

function renderRoutes(count = 30) {
  const routes = mockRoutes(count, mockWorld());
  return { routes, ...renderAdmin(<ResourceList decl={decl} />, { resource: 'routes', data: { routes, profile } }) };
}

async function openDialog(rowName: string, action: string) {
  const user = await openAction(rowName, action);
  return { user, dialog: await screen.findByRole('dialog', { name: action }) };
}

async function pick(user: UserEvent, row: HTMLElement, label: string, option: string) {
  await user.click(within(row).getByRole('combobox', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(within(row).getByRole('combobox', { name: new RegExp(label) })).toHaveValue(option));
}

const sentBodies = (call: ReturnType<typeof renderRoutes>['call'], endpoint: typeof api.routes.assignPlaces) =>
  call.calls.filter((c) => c.endpoint === endpoint).map((c) => c.body);

describe('Routes screen', () => {
  it('shows the SPEC.md columns with country and state names joined, first page 1 limit 100, then appends', async () => {
    const { call } = renderRoutes(120);
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Route', 'Source', 'Country', 'State', 'Date Created']),
    );
    const coastal = within(rowOf('Accra - Lagos Coastal'));
    expect(coastal.getByText('Accra')).toBeInTheDocument();
    expect(coastal.getByText('Ghana, Nigeria')).toBeInTheDocument();
    expect(coastal.getByText('Greater Accra, Lagos')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('Sun, Nov 22 2026, 12:00 AM')).toBeInTheDocument();
    const lists = call.calls.filter((c) => c.endpoint === api.routes.list);
    expect(lists[0].params).toMatchObject({ page: 1, limit: 100 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(120));
    expect(call.calls.filter((c) => c.endpoint === api.routes.list).at(-1)?.params).toMatchObject({ page: 2, limit: 100 });
  });

  it('assign dialog: the first row stays, other rows can be removed, each row needs a country', async () => {
    const { call } = renderRoutes();
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    const { user, dialog } = await openDialog('Oshodi - Ikeja', 'Assign Route');
    const place1 = within(dialog).getByRole('group', { name: 'Place 1' });
    expect(within(place1).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Country is required')).toBeInTheDocument();
    expect(sentBodies(call, api.routes.assignPlaces)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove place 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Place 2' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
  });

  it('assigns the picked places (a state narrowed by its row\'s country), toasts and refreshes the list', async () => {
    const { call } = renderRoutes();
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    const { user, dialog } = await openDialog('Oshodi - Ikeja', 'Assign Route');
    const place1 = within(dialog).getByRole('group', { name: 'Place 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));

    // A changed country empties the state it narrowed.
    await pick(user, place1, 'Country', 'Nigeria');
    await pick(user, place1, 'State', 'Lagos');
    await user.clear(within(place1).getByRole('combobox', { name: /Country/ }));
    await waitFor(() => expect(within(place1).getByRole('combobox', { name: /State/ })).toHaveValue(''));
    // The cleared country lists every country again (no state narrows it); its list is open.
    await user.click(await screen.findByRole('option', { name: 'Ghana' }));
    await user.click(within(place1).getByRole('combobox', { name: /State/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Greater Accra']);
    await user.click(screen.getByRole('option', { name: 'Greater Accra' }));
    const place2 = within(dialog).getByRole('group', { name: 'Place 2' });
    await pick(user, place2, 'Country', 'Nigeria');
    await pick(user, place2, 'State', 'Oyo');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Assigned Sucessfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(call, api.routes.assignPlaces)).toEqual([
      { routeID: 30, places: [{ countryID: 2, stateID: 4 }, { countryID: 1, stateID: 3 }] },
    ]);
    await waitFor(() => expect(within(rowOf('Oshodi - Ikeja')).getByText('Greater Accra, Lagos, Oyo')).toBeInTheDocument());
    expect(within(rowOf('Oshodi - Ikeja')).getByText('Ghana, Nigeria')).toBeInTheDocument();
  });

  it('unassigns: the rows open with the route\'s places, a removed row keeps its place', async () => {
    const { call } = renderRoutes();
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    const { user, dialog } = await openDialog('Accra - Lagos Coastal', 'Unassign Route');
    const place1 = await within(dialog).findByRole('group', { name: 'Place 1' });
    const place2 = within(dialog).getByRole('group', { name: 'Place 2' });
    await waitFor(() => expect(within(place1).getByRole('combobox', { name: /Country/ })).toHaveValue('Ghana'));
    await waitFor(() => expect(within(place1).getByRole('combobox', { name: /State/ })).toHaveValue('Greater Accra'));
    await waitFor(() => expect(within(place2).getByRole('combobox', { name: /State/ })).toHaveValue('Lagos'));
    expect(within(place2).getByRole('combobox', { name: /Country/ })).toHaveValue('Nigeria');

    await user.click(within(place2).getByRole('button', { name: 'Remove place 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Unassigned Sucessfully!')).toBeInTheDocument();
    expect(sentBodies(call, api.routes.unassignPlaces)).toEqual([{ routeID: 10, places: [{ countryID: 2, stateID: 4 }] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf('Accra - Lagos Coastal')).getByText('Nigeria')).toBeInTheDocument());
    expect(within(rowOf('Accra - Lagos Coastal')).getByText('Lagos')).toBeInTheDocument();
  });

  it('keeps the dialog and its rows when the server refuses', async () => {
    const { routes } = renderRoutes();
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    // Someone else deleted the route after the list loaded.
    routes.splice(routes.findIndex((r) => r.name === 'CMS - Ajah'), 1);
    const { user, dialog } = await openDialog('CMS - Ajah', 'Assign Route');
    const place1 = within(dialog).getByRole('group', { name: 'Place 1' });
    await pick(user, place1, 'Country', 'Nigeria');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Route not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign Route' })).toBeInTheDocument();
    expect(within(place1).getByRole('combobox', { name: /Country/ })).toHaveValue('Nigeria');
    expect(screen.queryByText('Assigned Sucessfully!')).not.toBeInTheDocument();
  });
});
