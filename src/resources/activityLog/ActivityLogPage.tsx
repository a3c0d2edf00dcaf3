import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CanAccess, Title, useCreatePath, useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ResourceList } from '../../components/list/ResourceList';
import { ScreenHeading } from '../../components/ScreenHeading';
import { adminLogs, selfLogs, vendorLogs } from './logLists';

/** The three tabs of SPEC.md section 2, in its order; `key` is the tab's part of the path (/dashboard/activitylog/admin). */
const TABS = [
  { key: 'self', label: 'busads.activitylog.tabs.self', decl: selfLogs },
  { key: 'admin', label: 'busads.activitylog.tabs.admin', decl: adminLogs },
  { key: 'vendor', label: 'busads.activitylog.tabs.vendor', decl: vendorLogs },
];

/**
 * /dashboard/activitylog: My Logs, Admin Logs and Vendor Logs as keyboard-accessible tabs (arrow keys
 * move between them). Only the open tab's list is mounted, so only its call is made. The tab is in the
 * path and the open list's filter, search, sort and page in the query (react-admin's, which it rewrites
 * whole), so a reload, Back or a shared link opens the same tab in the same state. Another tab opens
 * with its own defaults. The older ?tab=admin links lead to the tab's path.
 */
export default function ActivityLogPage() {
  const translate = useTranslate();
  const base = useCreatePath()({ resource: 'activitylog', type: 'list' });
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const pathOf = (key: string) => (key === TABS[0].key ? base : `${base}/${key}`);
  const legacy = new URLSearchParams(search).get('tab');
  const inPath = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  const current = TABS.find((t) => t.key === (legacy ?? inPath)) ?? TABS[0];
  // The list would read ?tab= as its own query (and skip its default filter): move it to the path first.
  if (legacy !== null) return <Navigate to={pathOf(current.key)} replace />;
  const choose = (key: string) => navigate(pathOf(key));
  return (
    <CanAccess resource="activitylog" action="list" accessDenied={<Navigate to="/dashboard/access-denied" replace />}>
      <Title title={translate('resources.activitylog.name', { smart_count: 1 })} />
      <ScreenHeading />
      <Box sx={{ mt: 1, minWidth: 0 }}>
        <Tabs
          value={current.key}
          onChange={(_, key: string) => choose(key)}
          aria-label={translate('busads.activitylog.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={translate(t.label)}
              id={`activitylog-tab-${t.key}`}
              aria-controls={`activitylog-panel-${t.key}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`activitylog-panel-${current.key}`} aria-labelledby={`activitylog-tab-${current.key}`}>
          <ResourceList key={current.decl.name} decl={current.decl} title={false} />
        </Box>
      </Box>
    </CanAccess>
  );
}
