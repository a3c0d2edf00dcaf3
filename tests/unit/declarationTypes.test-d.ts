/**
 * Type tests of the declarations (issues 14 and 28): checked by `npm run typecheck` (tsc includes tests/),
 * never run. Each `@ts-expect-error` marks a mistake the contract's types must refuse; without the mistake
 * the directive itself would fail typecheck ("Unused '@ts-expect-error' directive").
 */
import { expectTypeOf } from 'vitest';
import { api, entities, type PathInput } from '../../src/api';
import { defineResource } from '../../src/registry/defineResource';
import { dayEnd, dayStart } from '../../src/registry/params';
import type {
  ActionDecl,
  ActionParams,
  FieldPath,
  ListDecl,
  NameList,
  NotAParameter,
  ParamName,
} from '../../src/registry/types';
import type { Vendor } from '../../src/api/entities';

const columns = [{ source: 'id' as const }];

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

// A column's source is a field path of the record: its keys, and dotted paths into nested objects and arrays.
export const columnSources = () =>
  defineResource({
    name: 'vendors',
    record: entities.Vendor,
    list: {
      endpoint: api.vendors.list,
      paging: 'append',
      perPage: 50,
      columns: [
        { source: 'fullname' },
        { source: 'parent_referral.fullname', label: 'resources.vendors.fields.referredBy' },
        // A computed column names itself: it is no field of the record.
        { computed: 'sn', kind: 'index' },
        // @ts-expect-error 'fulname' is not a field of a vendor (fullname is)
        { source: 'fulname' },
        // @ts-expect-error 'parent_referral.fulname' is not a field path of a vendor
        { source: 'parent_referral.fulname' },
        // @ts-expect-error 'sn' is not a field of a vendor: a computed column says `computed`
        { source: 'sn', kind: 'index' },
      ],
    },
  });
export const arrayPaths = () =>
  defineResource({
    name: 'devices',
    record: entities.Device,
    list: {
      endpoint: api.devices.list,
      paging: 'append',
      perPage: 25,
      columns: [
        { source: 'routes.0.name' },
        // @ts-expect-error a device's routes have no 'label'
        { source: 'routes.0.label' },
      ],
    },
  });
expectTypeOf<'vendor_feature.currDailyCost'>().toExtend<FieldPath<Vendor>>();

// The search box names a parameter of the list's call or a key its params rename; 'q' alone only on a 'client' list.
export const searches = () => [
  defineResource({
    name: 'vendors',
    record: entities.Vendor,
    list: {
      endpoint: api.vendors.list,
      paging: 'append',
      perPage: 50,
      columns,
      params: { searchName: 'q' },
      search: 'q',
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
      // @ts-expect-error 'serchName' is not a parameter of api.vendors.list
      search: 'serchName',
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
      // @ts-expect-error 'q' reaches the server of an 'append' list only when params renames it
      search: 'q',
    },
  }),
  defineResource({
    name: 'admin',
    record: entities.Admin,
    list: { endpoint: api.admins.list, paging: 'client', perPage: 15, columns, search: 'q' },
  }),
  defineResource({
    name: 'ads',
    record: entities.Ad,
    list: {
      endpoint: api.ads.list,
      paging: 'append',
      perPage: 50,
      columns,
      // @ts-expect-error the loaded rows are searched by a field of the record: an ad has no 'title'
      search: { local: 'title' },
    },
  }),
  defineResource({
    name: 'admin',
    record: entities.Admin,
    list: {
      endpoint: api.admins.list,
      paging: 'client',
      perPage: 15,
      columns,
      // @ts-expect-error a client list sorts by a field of the record
      sort: { field: 'fulname', order: 'ASC' },
    },
  }),
];

// A form's fields are keys of its call's body.
export const formFields = () =>
  defineResource({
    name: 'devices',
    record: entities.Device,
    create: {
      label: 'x',
      title: 'x',
      endpoint: api.devices.create,
      // @ts-expect-error 'serail' is not a key of the device body (serial is)
      fields: [{ source: 'serail', kind: 'text' }],
      body: () => ({ name: '', serial: '', busID: '', phone: '' }),
      success: 'x',
    },
  });

/*
 * A misspelt params key names itself and the valid names in the error: a list's must be the message
 * "'serchName' is not a parameter of this endpoint: use one of page, limit, id, ..." (the names in the
 * compiler's order); an action's is refused as an excess property of ActionParams<"id" | "status", ...>.
 */
type VendorParams = ParamName<typeof api.vendors.list>;
type Misspelt = NotAParameter<'serchName', typeof api.vendors.list>;
expectTypeOf<Misspelt>().toExtend<`'serchName' is not a parameter of this endpoint: use one of ${string}`>();
// Each valid name is in the message, once: the list holds as many names as the endpoint has.
type Names<S> = S extends `${string}use one of ${infer L}` ? L : never;
type Split<S extends string> = S extends `${infer H}, ${infer T}` ? H | Split<T> : S;
expectTypeOf<Split<Names<Misspelt>>>().toEqualTypeOf<VendorParams>();
expectTypeOf<Split<NameList<'a' | 'b' | 'c'>>>().toEqualTypeOf<'a' | 'b' | 'c'>();
expectTypeOf<keyof ActionParams<ParamName<typeof api.devices.toggle>, Vendor>>().toEqualTypeOf<'id' | 'status'>();

// What the machinery reads: the path input and the body type of the endpoint.
declare const list: ListDecl<{ id: number }, typeof api.vendors.list>;
declare const query: Parameters<ListDecl<{ id: number }>['params']>[0];
export const path: PathInput<typeof api.vendors.list.params> = list.params(query);
// @ts-expect-error the path input of api.vendors.list has no 'serchName'
export const misspelt = list.params(query).serchName;
declare const toggle: ActionDecl<{ id: number }, typeof api.devices.toggle>;
// @ts-expect-error api.devices.toggle has no body: its body function returns undefined
export const body: { status: number } = toggle.body!({ id: 1 }, {});
