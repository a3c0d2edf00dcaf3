import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { expectConsoleError } from '../setup/consoleGuard';
import { renderAdmin } from './renderAdmin';
import { bodyRows, openAction } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

// react-admin's reference pickers debounce their search (500 ms) and do not cancel it on unmount: let a
// timer left by the last test fire while the DOM still exists, not after the environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)));

const decl = registry.find((d) => d.name === 'routes')!;
const rowOf = (name: string) => bodyRows().find((r) => within(r).queryByText(name, { selector: 'td, td *' }))!;

/** Wed, Jan 1 2031, 1:00 AM in Lagos: later than every demo route, so the arranged route heads the list (newest first). */
const ARRANGED_AT = 1_924_992_000;

const idOf = async (host: TestHost, table: 'countries' | 'routes', name: string) =>
  (await host.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const stateOf = async (host: TestHost, country: string, name: string) =>
  (
    await host.db
      .selectFrom('states')
      .innerJoin('countries', 'countries.id', 'states.countryId')
      .select('states.id')
      .where('countries.name', '=', country)
      .where('states.name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

/** A cross-border route (the demo routes stay in Nigeria): Greater Accra in Ghana and Lagos in Nigeria. */
async function arrangeCoastalRoute(host: TestHost) {
  const { id } = await host.db
    .insertInto('routes')
    .values({ name: 'Accra - Lagos Coastal', source: 'Accra', dateCreated: ARRANGED_AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  await host.db
    .insertInto('routePlaces')
    .values([
      {
        routeId: id,
        countryId: await idOf(host, 'countries', 'Ghana'),
        stateId: await stateOf(host, 'Ghana', 'Greater Accra'),
        cityId: null,
      },
      {
        routeId: id,
        countryId: await idOf(host, 'countries', 'Nigeria'),
        stateId: await stateOf(host, 'Nigeria', 'Lagos'),
        cityId: null,
      },
    ])
    .execute();
  return id;
}

/** Routes older than the demo ones, so the list has more than a server page of 100. */
async function arrangeRoutes(host: TestHost, total: number) {
  const { n } = await host.db
    .selectFrom('routes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const more = Array.from({ length: total - Number(n) }, (_, i) => ({
    name: `Depot Shuttle ${i + 1}`,
    source: 'Depot',
    dateCreated: 1_600_000_000 - i,
  }));
  if (more.length) await host.db.insertInto('routes').values(more).execute();
}

async function renderRoutes(host: TestHost = createTestHost()) {
  const coastal = await arrangeCoastalRoute(host);
  const { n } = await host.db
    .selectFrom('routes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const view = await renderAdmin(<ResourceList decl={decl} />, {
    resource: 'routes',
    host,
    privileges: ['ADMIN_ROUTE'],
  });
  return { ...view, coastal, total: Number(n) };
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

type Call = Awaited<ReturnType<typeof renderRoutes>>['call'];
const sentBodies = (call: Call, endpoint: typeof api.routes.assignPlaces) =>
  call.calls.filter((c) => c.endpoint === endpoint).map((c) => c.body);

describe('Routes screen', () => {
  it('shows the SPEC.md columns with country and state names joined, first page 1 limit 100, then appends', async () => {
    const host = createTestHost();
    await arrangeRoutes(host, 119);
    const { call, total } = await renderRoutes(host);
    expect(total).toBe(120);
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Route', 'Source', 'Country', 'State', 'Date Created']),
    );
    const coastal = within(rowOf('Accra - Lagos Coastal'));
    expect(coastal.getByText('Accra')).toBeInTheDocument();
    expect(coastal.getByText('Ghana, Nigeria')).toBeInTheDocument();
    expect(coastal.getByText('Greater Accra, Lagos')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('Wed, Jan 1 2031, 1:00 AM')).toBeInTheDocument();
    const lists = call.calls.filter((c) => c.endpoint === api.routes.list);
    expect(lists[0].params).toMatchObject({ page: 1, limit: 100 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(120));
    expect(call.calls.filter((c) => c.endpoint === api.routes.list).at(-1)?.params).toMatchObject({
      page: 2,
      limit: 100,
    });
  });

  it('assign dialog: the first row stays, other rows can be removed, each row needs a country', async () => {
    const { call, total } = await renderRoutes();
    await waitFor(() => expect(bodyRows()).toHaveLength(total));
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

  it("assigns the picked places (a state narrowed by its row's country), toasts and refreshes the list", async () => {
    const host = createTestHost();
    const [route, ghana, nigeria, greaterAccra, oyo] = [
      await idOf(host, 'routes', 'Oshodi - Ikeja'),
      await idOf(host, 'countries', 'Ghana'),
      await idOf(host, 'countries', 'Nigeria'),
      await stateOf(host, 'Ghana', 'Greater Accra'),
      await stateOf(host, 'Nigeria', 'Oyo'),
    ];
    const ghanaStates = (
      await host.db.selectFrom('states').select('name').where('countryId', '=', ghana).orderBy('name').execute()
    ).map((s) => s.name);
    expect(ghanaStates).toContain('Greater Accra');
    const { call, total } = await renderRoutes(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(total));
    expect(within(rowOf('Oshodi - Ikeja')).getByText('Lagos')).toBeInTheDocument();
    const { user, dialog } = await openDialog('Oshodi - Ikeja', 'Assign Route');
    const place1 = within(dialog).getByRole('group', { name: 'Place 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));

    // A changed country empties the state it narrowed.
    await pick(user, place1, 'Country', 'Nigeria');
    await pick(user, place1, 'State', 'Lagos');
    await user.clear(within(place1).getByRole('combobox', { name: /Country/ }));
    await waitFor(() => expect(within(place1).getByRole('combobox', { name: /State/ })).toHaveValue(''));
    // The cleared country lists every country again (no state narrows it) when opened (a click: focus alone
    // opens no list, issue 29).
    await user.click(within(place1).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Ghana' }));
    await user.click(within(place1).getByRole('combobox', { name: /State/ }));
    // Only Ghana's states, by name.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(ghanaStates));
    await user.click(screen.getByRole('option', { name: 'Greater Accra' }));
    const place2 = within(dialog).getByRole('group', { name: 'Place 2' });
    await pick(user, place2, 'Country', 'Nigeria');
    await pick(user, place2, 'State', 'Oyo');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Assigned Sucessfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(call, api.routes.assignPlaces)).toEqual([
      {
        routeID: route,
        places: [
          { countryID: ghana, stateID: greaterAccra },
          { countryID: nigeria, stateID: oyo },
        ],
      },
    ]);
    await waitFor(() =>
      expect(within(rowOf('Oshodi - Ikeja')).getByText('Greater Accra, Lagos, Oyo')).toBeInTheDocument(),
    );
    expect(within(rowOf('Oshodi - Ikeja')).getByText('Ghana, Nigeria')).toBeInTheDocument();
  });

  it("unassigns: the route's places listed with nothing ticked, Submit disabled; a confirmation names the ticked place, only it is sent", async () => {
    const host = createTestHost();
    const [nigeria, lagos] = [await idOf(host, 'countries', 'Nigeria'), await stateOf(host, 'Nigeria', 'Lagos')];
    const { call, total, coastal } = await renderRoutes(host);
    await waitFor(() => expect(bodyRows()).toHaveLength(total));
    const { user, dialog } = await openDialog('Accra - Lagos Coastal', 'Unassign Route');
    const places = await within(dialog).findByRole('group', { name: 'Current places' });
    await waitFor(() =>
      expect(
        within(places)
          .getAllByRole('checkbox')
          .map((c) => c.closest('label')?.textContent),
      ).toEqual(['Greater Accra, Ghana', 'Lagos, Nigeria']),
    );
    for (const box of within(places).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await user.click(within(places).getByRole('checkbox', { name: 'Lagos, Nigeria' }));
    await user.click(submit);
    const confirm = await screen.findByRole('dialog', { name: 'Remove places' });
    expect(confirm).toHaveTextContent('Remove Lagos, Nigeria from Accra - Lagos Coastal?');
    expect(sentBodies(call, api.routes.unassignPlaces)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Unassigned Sucessfully!')).toBeInTheDocument();
    expect(sentBodies(call, api.routes.unassignPlaces)).toEqual([
      { routeID: coastal, places: [{ countryID: nigeria, stateID: lagos }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf('Accra - Lagos Coastal')).getByText('Ghana')).toBeInTheDocument());
    expect(within(rowOf('Accra - Lagos Coastal')).getByText('Greater Accra')).toBeInTheDocument();
  });

  it('keeps the dialog and its rows when the server refuses', async () => {
    // react-admin logs the refused call.
    expectConsoleError(/Route not found/);
    const { host, total } = await renderRoutes();
    await waitFor(() => expect(bodyRows()).toHaveLength(total));
    // Someone else deleted the route after the list loaded.
    await host.db.deleteFrom('routes').where('name', '=', 'CMS - Ajah').execute();
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
