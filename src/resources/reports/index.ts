import ReportsIcon from '@mui/icons-material/BarChart';
import { lazy } from 'react';
import { z } from '../../api/zod';
import { entities } from '../../api';
import { defineResource } from '../../registry/defineResource';

/**
 * Reports (SPEC.md section 2): a filter, six cards and the Ads Report chart over the summary call of
 * section 7 (the data provider's 'report' singleton). No list; the page (and recharts with it) loads lazily.
 */
export default defineResource({
  name: 'reports',
  module: 'ADMIN_REPORT',
  menu: { label: 'busads.menu.reports', icon: ReportsIcon },
  record: z.extend(entities.ReportSummary, { id: z.number() }),
  page: lazy(() => import('./ReportsPage')),
});
