import { createElement } from 'react';
import { api, entities } from '../../api';
import { today, yesterday } from '../../format/dates';
import { defineResource } from '../../registry/defineResource';
import { dayEnd, dayStart } from '../../registry/params';
import type { FieldDecl, ParamName } from '../../registry/types';
import { actorName, LogActor, NOT_SIGNED_IN } from './LogActor';

const dateFields: FieldDecl<'from' | 'to'>[] = [
  { source: 'from', label: 'busads.activitylog.filter.from', kind: 'date' },
  { source: 'to', label: 'busads.activitylog.filter.to', kind: 'date' },
];

type LogCall = (typeof api.activityLogs)[keyof typeof api.activityLogs];

/**
 * One tab of the Activity Log (SPEC.md section 2): the call returns every row of the window (at most
 * 1000), searched by description, sorted and paged 10 at a time in the browser (section 9). The module
 * is the call's; the actor picker, if any, fills the call's parameter of the same name. `nobody`: what the
 * "By" column says for a row without an actor.
 */
const logList = (name: string, endpoint: LogCall, actor?: FieldDecl<ParamName<LogCall>>, nobody?: string) =>
  defineResource({
    name,
    // The three tabs share the Activity Log's strings.
    catalogue: 'activitylog',
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
      params: { from: dayStart, to: dayEnd },
      // Section 9: yesterday to today, applied when the tab opens.
      defaultFilter: () => ({ from: yesterday(), to: today() }),
      filters: actor ? [actor, ...dateFields] : dateFields,
      columns: [
        { source: 'activityLogDesc', label: 'resources.activitylog.fields.description' },
        {
          computed: 'by',
          value: (l) => createElement(LogActor, { record: l, nobody }),
          exportText: (l, { translate }) => actorName(l, nobody, translate),
        },
        { source: 'dateCreated', kind: 'date' },
      ],
      // Section 8: 'No more data' is surfaced as info for logs.
      emptyNotice: 'busads.list.noMore',
    },
  });

/** My Logs: the signed-in admin's own rows (the call needs no module: every admin may read their own). */
export const selfLogs = logList('self-logs', api.activityLogs.self);

/**
 * Admin Logs: one admin's rows, or every admin's ('-') when none is picked or the picker is left out. Its rows
 * without an admin are failed or refused sign-ins (server/services/securityLog.ts).
 */
export const adminLogs = logList(
  'admin-logs',
  api.activityLogs.admin,
  {
    source: 'adminID',
    label: 'busads.activitylog.filter.admin',
    kind: 'reference',
    reference: 'admin',
    optionText: 'fullname',
  },
  NOT_SIGNED_IN,
);

/** Vendor Logs: one vendor's rows, or every vendor's ('-'). */
export const vendorLogs = logList('vendor-logs', api.activityLogs.vendor, {
  source: 'userID',
  label: 'busads.filter.vendor',
  kind: 'vendor',
});
