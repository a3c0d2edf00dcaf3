import { api, entities, type Endpoint, type Privilege } from '../../api';
import type { ActivityLog } from '../../api/entities';
import { dayEndUnix, dayStartUnix, today, yesterday } from '../../components/dates';
import { defineResource } from '../../registry/defineResource';
import type { FieldDecl, PathValues, Values } from '../../registry/types';

const f = (key: string) => `resources.activitylog.fields.${key}`;
const idOf = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && v !== '') ? Number(v) : undefined);
const dates = (filter: Values) => ({ from: dayStartUnix(filter.from), to: dayEndUnix(filter.to) });
const dateFields: FieldDecl[] = [
  { source: 'from', label: 'busads.activitylog.filter.from', kind: 'date' },
  { source: 'to', label: 'busads.activitylog.filter.to', kind: 'date' },
];

interface LogTab {
  name: string;
  module: Privilege | null;
  endpoint: Endpoint;
  /** The actor picker of the tab, if any, and the path value it fills. */
  actor?: FieldDecl;
  actorParams?: (filter: Values) => PathValues;
}

/**
 * One tab of the Activity Log (SPEC.md section 2): the call returns every row of the window (at most
 * 1000), searched by description, sorted and paged 10 at a time in the browser (section 9).
 */
const logList = ({ name, module, endpoint, actor, actorParams }: LogTab) =>
  defineResource<ActivityLog>({
    name,
    module,
    pickerOnly: true,
    record: entities.ActivityLog,
    // What the search box matches: the description.
    representation: (l) => l.activityLogDesc,
    list: {
      endpoint,
      paging: 'client',
      perPage: 10,
      search: 'q',
      searchLabel: 'busads.activitylog.search',
      sort: { field: 'dateCreated', order: 'DESC' },
      params: ({ filter }) => ({ ...actorParams?.(filter), ...dates(filter) }),
      // Section 9: yesterday to today, applied when the tab opens.
      defaultFilter: () => ({ from: yesterday(), to: today() }),
      filters: actor ? [actor, ...dateFields] : dateFields,
      columns: [
        { source: 'activityLogDesc', label: f('description') },
        { source: 'by', label: f('by'), value: (l) => l.admin?.fullname ?? l.vendor?.fullname ?? '' },
        { source: 'dateCreated', label: f('dateCreated'), kind: 'date' },
      ],
      // Section 8: 'No more data' is surfaced as info for logs.
      emptyNotice: 'busads.list.noMore',
    },
  });

/** My Logs: the signed-in admin's own rows (no module: every admin may read their own). */
export const selfLogs = logList({ name: 'self-logs', module: null, endpoint: api.activityLogs.self });

/** Admin Logs: one admin's rows, or every admin's ('-') when none is picked or the picker is left out. */
export const adminLogs = logList({
  name: 'admin-logs',
  module: 'ADMIN_ACTIVITY_LOG',
  endpoint: api.activityLogs.admin,
  actor: { source: 'adminID', label: 'busads.activitylog.filter.admin', kind: 'reference', reference: 'admin', optionText: 'fullname' },
  actorParams: (filter) => ({ adminID: idOf(filter.adminID) }),
});

/** Vendor Logs: one vendor's rows, or every vendor's ('-'). */
export const vendorLogs = logList({
  name: 'vendor-logs',
  module: 'ADMIN_ACTIVITY_LOG',
  endpoint: api.activityLogs.vendor,
  actor: { source: 'userID', label: 'busads.filter.vendor', kind: 'vendor' },
  actorParams: (filter) => ({ userID: idOf(filter.userID) }),
});
