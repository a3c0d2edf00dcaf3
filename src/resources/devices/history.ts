import HistoryIcon from '@mui/icons-material/History';
import { api, entities } from '../../api';
import type { DeviceHistory } from '../../api/entities';
import { lastDay } from '../../format/dates';
import { joinNames } from '../../format/format';
import { defineResource } from '../../registry/defineResource';
import { dateWindowFilters, placeFilters } from '../../registry/fields';
import type { ColumnInput } from '../../registry/types';

/** The columns of a history entry; the Device History dialog of the devices screen shows some of them. */
export const historyColumns: ColumnInput<DeviceHistory>[] = [
  { source: 'device.name', label: 'resources.device-history.fields.deviceName', rank: 1 },
  { source: 'device.serial', label: 'resources.device-history.fields.serial', noWrap: true, rank: 5 },
  { source: 'busID', noWrap: true, rank: 2 },
  {
    source: 'device.lastseen',
    label: 'resources.device-history.fields.lastseen',
    kind: 'date',
    fallback: 'busads.values.inactive',
    rank: 9,
  },
  { source: 'device.views', label: 'resources.device-history.fields.views', kind: 'count', rank: 10 },
  { source: 'route.name', label: 'resources.device-history.fields.route', fallback: 'busads.values.none', rank: 3 },
  // The entry's own places; an entry placed by route only shows the route's.
  { source: 'countries', rank: 7, value: (h) => joinNames(h.countries.length ? h.countries : h.route?.countries) },
  { source: 'states', value: (h) => joinNames(h.states.length ? h.states : h.route?.states), rank: 6 },
  { source: 'dateCreated', kind: 'date', rank: 4 },
  { source: 'dateUpdated', kind: 'date', rank: 8 },
];

/** Device History: SPEC.md section 2 Device History, call of section 7 Devices (device-history). */
export default defineResource({
  name: 'device-history',
  menu: { label: 'busads.menu.deviceHistory', icon: HistoryIcon },
  record: entities.DeviceHistory,
  representation: (h) => `${h.device.name} (${h.busID})`,
  list: {
    endpoint: api.devices.history,
    paging: 'append',
    // Section 9: device history limit 20; the Count filter sets it.
    perPage: 20,
    params: { limit: 'count' },
    defaultFilter: () => ({ ...lastDay(), count: 20 }),
    filters: [
      // The call has no serial part: the picker finds a device by serial and sends its id (the SPEC's device ID).
      {
        source: 'deviceID',
        label: 'busads.deviceHistory.filter.device',
        kind: 'reference',
        reference: 'devices',
        optionText: 'serial',
      },
      { source: 'busID', label: 'busads.deviceHistory.filter.busID', kind: 'text' },
      ...placeFilters(['countryID', 'stateID']),
      ...dateWindowFilters,
      { source: 'count', label: 'busads.deviceHistory.filter.count', kind: 'number' },
    ],
    columns: historyColumns,
  },
});
