import DevicesIcon from '@mui/icons-material/Devices';
import { api, entities } from '../../api';
import { lastDay, momentUnix } from '../../format/dates';
import { defineResource } from '../../registry/defineResource';
import { activeFilter, dateWindowFilters, placeFilters } from '../../registry/fields';
import type { FieldInput, ListQuery, Values } from '../../registry/types';
import { textField, textOf } from '../../registry/values';
import { lazyDialog } from '../../registry/lazyDialog';
import { placeIDsOf } from './placeIDs';

export { default as deviceHistory } from './history';

const AssignDeviceDialog = lazyDialog(() => import('./AssignDeviceDialog').then((m) => m.AssignDeviceDialog));
const DeviceHistoryDialog = lazyDialog(() => import('./DeviceHistoryDialog').then((m) => m.DeviceHistoryDialog));
const DeviceViewsDialog = lazyDialog(() => import('./DeviceViewsDialog').then((m) => m.DeviceViewsDialog));

const t = (key: string) => `busads.devices.${key}`;

/** Section 5: name, serial, busID and phone, each 'Required'. */
const deviceFields = (['name', 'serial', 'busID', 'phone'] as const).map((source): FieldInput<typeof source> => ({
  source,
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
      { source: 'serial', kind: 'text' },
      { source: 'busID', kind: 'text' },
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
      { source: 'name', rank: 1 },
      { source: 'serial', noWrap: true, rank: 4 },
      { source: 'busID', noWrap: true, rank: 2 },
      { source: 'phone', noWrap: true, rank: 7 },
      { source: 'activeStatus', kind: 'activeStatus', rank: 3 },
      { source: 'states', kind: 'names', rank: 8 },
      { source: 'totalViews', kind: 'count', rank: 9 },
      { source: 'clicks', kind: 'count', rank: 10 },
      { source: 'lastseen', kind: 'date', fallback: 'busads.values.inactive', rank: 6 },
      // Routes come current first: the last route the device was placed on.
      { source: 'routes.0.name', label: 'resources.devices.fields.route', fallback: 'busads.values.none', rank: 5 },
      { source: 'dateCreated', kind: 'date', rank: 11 },
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
