import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CanAccess, Title, useTranslate } from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ResourceList } from '../../components/list/ResourceList';
import { adminLogs, selfLogs, vendorLogs } from './logLists';

/** The three tabs of SPEC.md section 2, in its order; `key` is the tab's value in the URL (?tab=admin). */
const TABS = [
  { key: 'self', label: 'busads.activitylog.tabs.self', decl: selfLogs },
  { key: 'admin', label: 'busads.activitylog.tabs.admin', decl: adminLogs },
  { key: 'vendor', label: 'busads.activitylog.tabs.vendor', decl: vendorLogs },
];

/**
 * /dashboard/activitylog: My Logs, Admin Logs and Vendor Logs as keyboard-accessible tabs (arrow keys
 * move between them). Only the open tab's list is mounted, so only its call is made; the tab is kept
 * in the URL, so a reload or a shared link opens the same tab.
 */
export default function ActivityLogPage() {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = TABS.find((t) => t.key === searchParams.get('tab')) ?? TABS[0];
  const choose = (key: string) => setSearchParams(key === TABS[0].key ? {} : { tab: key });
  return (
    <CanAccess resource="activitylog" action="list" accessDenied={<Navigate to="/dashboard/access-denied" replace />}>
      <Title title={translate('resources.activitylog.name', { smart_count: 1 })} />
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
