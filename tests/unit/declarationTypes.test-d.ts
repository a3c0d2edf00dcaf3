/**
 * Type tests of the declarations (issue 14): checked by `npm run typecheck` (tsc includes tests/), never
 * run. Each `@ts-expect-error` marks a mistake the contract's types must refuse; without the mistake
 * the directive itself would fail typecheck ("Unused '@ts-expect-error' directive").
 */
import { api, entities, type PathInput } from '../../src/api';
import { defineResource } from '../../src/registry/defineResource';
import { dayEnd, dayStart } from '../../src/registry/params';
import type { ActionDecl, ListDecl } from '../../src/registry/types';

const columns = [{ source: 'fullname', label: 'resources.vendors.fields.fullname' }];

export const declarations = () => [
  // A list's parameter overrides are keyed by the endpoint's parameter names.
  defineResource({
    name: 'vendors',
    record: entities.Vendor,
    list: {
      endpoint: api.vendors.list,
      paging: 'append',
      perPage: 50,
      columns,
      params: { searchName: 'q', from: dayStart, to: dayEnd },
    },
  }),
  defineResource({
    name: 'vendors',
    record: entities.Vendor,
    list: {
      endpoint: api.vendors.list,
      paging: 'append',
      perPage: 50,
      columns,
      // @ts-expect-error 'serchName' is not a parameter of api.vendors.list (searchName is)
      params: { serchName: 'q' },
    },
  }),
  defineResource({
    name: 'vendors',
    record: entities.Vendor,
    list: {
      endpoint: api.vendors.list,
      paging: 'append',
      perPage: 50,
      columns,
      // @ts-expect-error 'fromm' is not a parameter of api.vendors.list, beside ones that are
      params: { searchName: 'q', fromm: dayStart },
    },
  }),
  // A filter's key is a parameter of the list's endpoint, or a key its params read under another name.
  defineResource({
    name: 'device-history',
    record: entities.DeviceHistory,
    list: {
      endpoint: api.devices.history,
      paging: 'append',
      perPage: 20,
      columns,
      params: { limit: 'count' },
      filters: [
        { source: 'count', label: 'busads.deviceHistory.filter.count', kind: 'number' },
        // @ts-expect-error 'cont' is neither a parameter of api.devices.history nor read by its params
        { source: 'cont', label: 'busads.deviceHistory.filter.count', kind: 'number' },
      ],
    },
  }),
  defineResource({
    name: 'wallet',
    record: entities.Wallet,
    list: {
      endpoint: api.wallets.list,
      paging: 'append',
      perPage: 50,
      columns,
      filters: [
        { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
        // @ts-expect-error 'vendorId' is not a parameter of api.wallets.list (vendorID is)
        { source: 'vendorId', label: 'busads.filter.vendor', kind: 'vendor' },
      ],
    },
  }),
  // An action's parameters and body are those of its own endpoint, its record the resource's.
  defineResource({
    name: 'devices',
    record: entities.Device,
    actions: [
      {
        name: 'toggle',
        label: 'x',
        endpoint: api.devices.toggle,
        params: { status: (d) => (d.activeStatus === 1 ? 0 : 1) },
      },
      // @ts-expect-error 'satus' is not a parameter of api.devices.toggle
      { name: 'toggle2', label: 'x', endpoint: api.devices.toggle, params: { satus: () => 1 } },
      // @ts-expect-error the body of api.devices.update needs serial, busID and phone too
      { name: 'update', label: 'x', endpoint: api.devices.update, body: () => ({ name: 'Bus 1' }) },
      // @ts-expect-error api.devices.toggle takes no body
      { name: 'toggle3', label: 'x', endpoint: api.devices.toggle, body: () => ({ status: 1 }) },
      { name: 'history', label: 'x', dialog: () => null },
    ],
  }),
  // A create's body is its endpoint's.
  defineResource({
    name: 'topup',
    record: entities.Topup,
    create: {
      label: 'x',
      title: 'x',
      endpoint: api.topups.create,
      fields: [],
      // @ts-expect-error the topup body's amount is a number
      body: (v) => ({ amount: String(v.amount), vendorID: 1 }),
      success: 'x',
    },
  }),
];

// What the machinery reads: the path input and the body type of the endpoint.
declare const list: ListDecl<{ id: number }, typeof api.vendors.list>;
declare const query: Parameters<ListDecl<{ id: number }>['params']>[0];
export const path: PathInput<typeof api.vendors.list.params> = list.params(query);
// @ts-expect-error the path input of api.vendors.list has no 'serchName'
export const misspelt = list.params(query).serchName;
declare const toggle: ActionDecl<{ id: number }, typeof api.devices.toggle>;
// @ts-expect-error api.devices.toggle has no body: its body function returns undefined
export const body: { status: number } = toggle.body!({ id: 1 }, {});
