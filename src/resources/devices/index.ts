import DevicesIcon from '@mui/icons-material/Devices';
import { api, entities } from '../../api';
import type { Device } from '../../api/entities';
import { momentUnix } from '../../components/dates';
import { defineResource } from '../../registry/defineResource';
import type { FieldDecl, Values } from '../../registry/types';
import { AssignDeviceDialog, placeIDsOf } from './AssignDeviceDialog';
import { DeviceHistoryDialog } from './DeviceHistoryDialog';
import { DeviceViewsDialog } from './DeviceViewsDialog';
import { dateWindowFilters, idOf, lastDay, namesOf, placeFilters, textOf } from './deviceValues';

export { default as deviceHistory } from './history';

const t = (key: string) => `busads.devices.${key}`;
const f = (key: string) => `resources.devices.fields.${key}`;

/** Section 5: name, serial, busID and phone, each 'Required'. */
const deviceFields: FieldDecl[] = ['name', 'serial', 'busID', 'phone'].map((source) => ({
  source,
  label: f(source),
  kind: 'text',
  required: t('validation.required'),
}));
const deviceBody = (v: Values) => ({ name: v.name, serial: v.serial, busID: v.busID, phone: v.phone });

/** Devices on buses: SPEC.md section 2 Devices, calls of section 7 Devices, defaults of section 9. */
export default defineResource<Device>({
  name: 'devices',
  module: 'ADMIN_DEVICE',
  menu: { label: 'busads.menu.devices', icon: DevicesIcon },
  record: entities.Device,
  representation: (d) => d.name,
  list: {
    endpoint: api.devices.list,
    paging: 'append',
    perPage: 25,
    params: ({ page, perPage, filter }) => ({
      page,
      limit: perPage,
      // Pickers search devices by serial ('q').
      serial: textOf(filter.serial) ?? textOf(filter.q),
      busID: textOf(filter.busID),
      routeID: idOf(filter.routeID),
      countryID: idOf(filter.countryID),
      stateID: idOf(filter.stateID),
      cityID: idOf(filter.cityID),
      activeStatus: idOf(filter.activeStatus),
      from: momentUnix(filter.from),
      to: momentUnix(filter.to),
    }),
    // Section 9: active devices of the last day.
    defaultFilter: () => ({ activeStatus: 1, ...lastDay() }),
    filters: [
      { source: 'serial', label: f('serial'), kind: 'text' },
      { source: 'busID', label: f('busID'), kind: 'text' },
      { source: 'routeID', label: t('filter.route'), kind: 'reference', reference: 'routes', filterFrom: { countryID: 'countryID', stateID: 'stateID', cityID: 'cityID' } },
      ...placeFilters(['countryID', 'stateID', 'cityID']),
      {
        source: 'activeStatus',
        label: t('filter.status'),
        kind: 'select',
        choices: [{ id: 1, name: 'busads.values.active' }, { id: 0, name: 'busads.values.inactive' }],
      },
      ...dateWindowFilters,
    ],
    columns: [
      { source: 'name', label: f('name') },
      { source: 'serial', label: f('serial'), noWrap: true },
      { source: 'busID', label: f('busID'), noWrap: true },
      { source: 'phone', label: f('phone'), noWrap: true },
      { source: 'activeStatus', label: f('activeStatus'), kind: 'activeStatus' },
      { source: 'states', label: f('states'), value: (d) => namesOf(d.states) },
      { source: 'totalViews', label: f('totalViews'), kind: 'count' },
      { source: 'clicks', label: f('clicks'), kind: 'count' },
      { source: 'lastseen', label: f('lastseen'), kind: 'date', fallback: 'busads.values.inactive' },
      // Routes come current first: the last route the device was placed on.
      { source: 'routes.0.name', label: f('route'), fallback: 'busads.values.none' },
      { source: 'dateCreated', label: f('dateCreated'), kind: 'date' },
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
      params: (d) => ({ id: d.id, status: d.activeStatus === 1 ? 0 : 1 }),
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
    { name: 'history', label: t('action.history'), dialog: DeviceHistoryDialog },
    {
      name: 'views',
      label: t('action.views'),
      endpoint: api.devices.actionCounts,
      params: (d, values) => ({ deviceID: d.id, fromDate: momentUnix(values.from), toDate: momentUnix(values.to) }),
      dialog: DeviceViewsDialog,
    },
  ],
});
