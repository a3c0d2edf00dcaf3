import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import inactiveVendors from './fixtures/inactiveVendors';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { createTestHost } from './testHost';

// docs/adding-a-resource.md, case 1: the declaration alone gives a working screen over an existing endpoint.
it('renders the walk-through declaration: inactive vendors from the server, searched by name', async () => {
  const host = createTestHost();
  const inactive = await host.db
    .selectFrom('vendors')
    .select('fullname')
    .where('accessStatus', '=', 0)
    .orderBy('id', 'desc')
    .execute();
  expect(inactive.length).toBeGreaterThan(1);
  const { call } = await renderAdmin(<ResourceList decl={inactiveVendors} />, {
    resource: 'inactive-vendors',
    host,
    registry: [...registry, inactiveVendors],
  });
  await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(50, inactive.length)));
  expect(within(bodyRows()[0]).getByText(inactive[0].fullname)).toBeInTheDocument();
  expect(call.calls[0]).toMatchObject({ endpoint: api.vendors.list, params: { page: 1, limit: 50, accessStatus: 0 } });
  const name = inactive[1].fullname.split(' ')[0];
  await userEvent.setup().type(screen.getByPlaceholderText('Search by name'), name);
  await waitFor(() => expect(call.calls.at(-1)?.params).toMatchObject({ searchName: name, accessStatus: 0 }));
  await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes(name))).toBe(true));
});
