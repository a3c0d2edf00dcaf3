import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';
import { entities } from '../../api';
import type { ActivityLog } from '../../api/entities';
import { defineResource } from '../../registry/defineResource';

export { adminLogs, selfLogs, vendorLogs } from './logLists';

/**
 * Activity Log (SPEC.md section 2): a page of three tabs, each the list of one of the pickerOnly
 * declarations of logLists.ts (calls of section 7 Transactions and logs).
 */
export default defineResource<ActivityLog>({
  name: 'activitylog',
  module: 'ADMIN_ACTIVITY_LOG',
  menu: { label: 'busads.menu.activitylog', icon: EventNoteIcon },
  record: entities.ActivityLog,
  page: lazy(() => import('./ActivityLogPage')),
});
