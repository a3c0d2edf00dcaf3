import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { CanAccess, Title, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { entities } from '../../api';
import { FilterForm } from '../../components/form/FilterForm';
import { useUrlFilter } from '../../components/form/useUrlFilter';
import { Failure, failureText } from '../../components/feedback/Failure';
import { PageSpinner } from '../../components/feedback/PageSpinner';
import { useKeptError } from '../../components/feedback/useKeptError';
import { Deferred } from '../../components/Deferred';
import { WhenNearScreen } from '../../components/WhenNearScreen';
import type { Values } from '../../registry/types';
import { ScreenHeading } from '../../components/ScreenHeading';
import { ReportCards } from './ReportCards';
import {
  defaultReportFilter,
  emptyReport,
  isBusinessError,
  isNoMoreData,
  reportFields,
  reportParams,
  retryUnlessRefused,
} from './reportFilter';

/**
 * The Ads Report chart: recharts (~120 kB gzip) in a chunk of its own, loaded once the cards are in and the
 * chart's place nears the screen (as the dashboard's trend), so the page's first screen does not wait for it.
 */
const AdsReportChart = lazy(() => import('./AdsReportChart').then((m) => ({ default: m.AdsReportChart })));

/** /dashboard/reports (ADMIN_REPORT): the filter, then the report of the filter in force. */
export default function ReportsPage() {
  const translate = useTranslate();
  // In the URL (?filter=), as a list's: a reload, Back or a shared link shows the same report (issue 29).
  const [filter, setFilter] = useUrlFilter(defaultReportFilter);
  const shown = Object.fromEntries(reportFields.map((f) => [f.source, filter[f.source] ?? null]));
  return (
    <CanAccess resource="reports" action="list" accessDenied={<Navigate to="/dashboard/access-denied" replace />}>
      <Title title={translate('busads.reports.title')} />
      <ScreenHeading />
      {/* After the access check's answer (a store update, rendered synchronously), in a deferred render. */}
      <Deferred>
        <Box sx={{ mt: 1, minWidth: 0 }}>
          <FilterForm
            fields={reportFields}
            defaults={shown}
            // Reset returns to the first load's filter (yesterday to today).
            resetTo={Object.fromEntries(reportFields.map((f) => [f.source, defaultReportFilter()[f.source] ?? null]))}
            onApply={setFilter}
            onReset={() => setFilter(null)}
          />
          {/* One per filter: another filter's failure is not kept on screen while this one loads. */}
          <Report key={JSON.stringify(filter)} filter={filter} />
        </Box>
      </Deferred>
    </CanAccess>
  );
}

const isDated = (filter: Values) => Boolean(filter.from || filter.to);

/** The summary of one filter: spinner, error with Retry (code 1 also as an error toast), or cards and chart. */
function Report({ filter }: { filter: Values }) {
  const translate = useTranslate();
  const notify = useNotify();
  const query = useGetOne(
    'report',
    { id: 'summary', meta: { params: reportParams(filter) } },
    { retry: retryUnlessRefused },
  );
  const { data, refetch } = query;
  // A failure stays on screen while the report is asked for again by itself (issue 29): no spinner between tries.
  const error = useKeptError(query.error, query.isFetching);
  const empty = isNoMoreData(error);
  useEffect(() => {
    if (query.error && !isNoMoreData(query.error) && isBusinessError(query.error))
      notify((query.error as Error).message, { type: 'error' });
  }, [query.error, notify]);
  if (query.isPending && !error) return <PageSpinner label={translate('busads.reports.loading')} />;
  // After a session-expiry answer react-admin may resolve with empty data: show no made-up zeros.
  const report = empty ? { success: true as const, data: emptyReport } : entities.ReportSummary.safeParse(data);
  if ((error && !empty) || !report.success)
    return (
      <Failure
        message={failureText(translate, 'busads.reports.error', error)}
        retryLabel={translate('busads.list.retry')}
        onRetry={() => void refetch()}
      />
    );
  // The cards render after the answer's own render, in slices (Deferred), the spinner staying meanwhile;
  // the chart's place comes in with them.
  return (
    <Deferred fallback={<PageSpinner label={translate('busads.reports.loading')} />}>
      <ReportCards report={report.data} windowed={isDated(filter)} />
      <WhenNearScreen>
        <Suspense fallback={null}>
          <AdsReportChart report={report.data} />
        </Suspense>
      </WhenNearScreen>
    </Deferred>
  );
}
