import DevicesIcon from '@mui/icons-material/Devices';
import { api, entities } from '../../api';
import { lastDay, momentUnix } from '../../format/dates';
import { defineResource } from '../../registry/defineResource';
import { activeFilter, dateWindowFilters, placeFilters } from '../../registry/fields';
import type { FieldDecl, ListQuery, Values } from '../../registry/types';
import { textField, textOf } from '../../registry/values';
import { lazyDialog } from '../../registry/lazyDialog';
import { placeIDsOf } from './placeIDs';

export { default as deviceHistory } from './history';

const AssignDeviceDialog = lazyDialog(() => import('./AssignDeviceDialog').then((m) => m.AssignDeviceDialog));
const DeviceHistoryDialog = lazyDialog(() => import('./DeviceHistoryDialog').then((m) => m.DeviceHistoryDialog));
const DeviceViewsDialog = lazyDialog(() => import('./DeviceViewsDialog').then((m) => m.DeviceViewsDialog));

const t = (key: string) => `busads.devices.${key}`;
const f = (key: string) => `resources.devices.fields.${key}`;

/** Section 5: name, serial, busID and phone, each 'Required'. */
const deviceFields: FieldDecl[] = ['name', 'serial', 'busID', 'phone'].map((source) => ({
  source,
  label: f(source),
  kind: 'text',
  required: t('validation.required'),
}));
const deviceBody = (v: Values) => ({
  name: textField(v.name),
  serial: textField(v.serial),
  busID: textField(v.busID),
  phone: textField(v.phone),
});

/** Devices on buses: SPEC.md section 2 Devices, calls of section 7 Devices, defaults of section 9. */
export default defineResource({
  name: 'devices',
  menu: { label: 'busads.menu.devices', icon: DevicesIcon },
  record: entities.Device,
  representation: (d) => d.name,
  list: {
    endpoint: api.devices.list,
    paging: 'append',
    perPage: 25,
    // Pickers search devices by serial ('q').
    params: { serial: ({ filter }: ListQuery) => textOf(filter.serial) ?? textOf(filter.q) },
    // Section 9: active devices of the last day.
    defaultFilter: () => ({ activeStatus: 1, ...lastDay() }),
    filters: [
      { source: 'serial', label: f('serial'), kind: 'text' },
      { source: 'busID', label: f('busID'), kind: 'text' },
      {
        source: 'routeID',
        label: t('filter.route'),
        kind: 'reference',
        reference: 'routes',
        filterFrom: { countryID: 'countryID', stateID: 'stateID', cityID: 'cityID' },
      },
      ...placeFilters(['countryID', 'stateID', 'cityID']),
      activeFilter('activeStatus', t('filter.status')),
      ...dateWindowFilters,
    ],
    columns: [
      { source: 'name', label: f('name'), rank: 1 },
      { source: 'serial', label: f('serial'), noWrap: true, rank: 4 },
      { source: 'busID', label: f('busID'), noWrap: true, rank: 2 },
      { source: 'phone', label: f('phone'), noWrap: true, rank: 7 },
      { source: 'activeStatus', label: f('activeStatus'), kind: 'activeStatus', rank: 3 },
      { source: 'states', label: f('states'), kind: 'names', rank: 8 },
      { source: 'totalViews', label: f('totalViews'), kind: 'count', rank: 9 },
      { source: 'clicks', label: f('clicks'), kind: 'count', rank: 10 },
      { source: 'lastseen', label: f('lastseen'), kind: 'date', fallback: 'busads.values.inactive', rank: 6 },
      // Routes come current first: the last route the device was placed on.
      { source: 'routes.0.name', label: f('route'), fallback: 'busads.values.none', rank: 5 },
      { source: 'dateCreated', label: f('dateCreated'), kind: 'date', rank: 11 },
    ],
  },
  create: {
    label: t('action.create'),
    title: t('dialog.create'),
    endpoint: api.devices.create,
    fields: deviceFields,
    body: deviceBody,
    success: 'busads.toast.created',
  },
  actions: [
    {
      name: 'update',
      label: t('action.update'),
      endpoint: api.devices.update,
      form: { title: t('dialog.update'), fields: deviceFields, initialValues: deviceBody },
      body: (d, values) => ({ id: d.id, ...deviceBody(values) }),
      success: 'busads.toast.updated',
    },
    {
      name: 'toggle',
      label: (d) => t(d.activeStatus === 1 ? 'action.disable' : 'action.enable'),
      endpoint: api.devices.toggle,
      params: { status: (d) => (d.activeStatus === 1 ? 0 : 1) },
      confirm: t('confirm.status'),
      confirmTitle: t('dialog.confirmStatus'),
      success: 'busads.toast.successful',
    },
    {
      name: 'assign',
      label: t('action.assign'),
      endpoint: api.devices.assignPlaces,
      body: (d, values) => ({ deviceID: d.id, placeIDs: placeIDsOf(values) }),
      dialog: AssignDeviceDialog,
      success: 'busads.toast.assigned',
    },
    { name: 'history', label: t('action.history'), dialog: DeviceHistoryDialog, calls: [api.devices.history] },
    {
      name: 'views',
      label: t('action.views'),
      endpoint: api.devices.actionCounts,
      params: {
        deviceID: (d) => d.id,
        fromDate: (_, values) => momentUnix(values.from),
        toDate: (_, values) => momentUnix(values.to),
      },
      dialog: DeviceViewsDialog,
    },
  ],
});
