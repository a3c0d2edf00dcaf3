import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CampaignIcon from '@mui/icons-material/Campaign';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import BlockIcon from '@mui/icons-material/Block';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'react-admin';
import { entities } from '../api';
import { askedBefore, DASHBOARD, DASHBOARD_FRESH_MS, dashboardQueryKey } from '../dataProvider/dashboardQuery';
import { formatCount, formatNaira } from '../format/format';
import { StatCard, StatCards } from '../components/StatCard';
import { Failure, failureText } from '../components/feedback/Failure';
import { useKeptError } from '../components/feedback/useKeptError';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { Deferred } from '../components/Deferred';
import { WhenNearScreen } from '../components/WhenNearScreen';
import { ScreenTitle } from '../components/ScreenTitle';

/**
 * The last 30 days in charts: recharts (~120 kB gzip, more than the cards' own code) and the trend's call,
 * in a chunk of their own. They start once the cards' call has answered, so they do not compete with it
 * for a slow network, and only when the charts' place comes near the screen.
 */
const DashboardTrend = lazy(() => import('./DashboardTrend'));

export type DashboardRecord = entities.Dashboard & { id: string };

interface Stat {
  label: string;
  value: (d: entities.Dashboard) => number;
  money?: boolean;
  icon: ComponentType<{ fontSize?: 'large' }>;
}

/** The ten cards of SPEC.md section 2, in its order. */
const STATS: Stat[] = [
  { label: 'totalTopup', value: (d) => d.totalTopupSum, money: true, icon: AccountBalanceWalletIcon },
  { label: 'selfTopup', value: (d) => d.totalSelfTopupSum, money: true, icon: PersonAddIcon },
  { label: 'systemTopup', value: (d) => d.totalSystemTopupSum, money: true, icon: SettingsSuggestIcon },
  { label: 'totalRoutes', value: (d) => d.totalRoutes, icon: AltRouteIcon },
  { label: 'totalVendors', value: (d) => d.vendorsCount, icon: StorefrontIcon },
  { label: 'totalAds', value: (d) => d.totalAds, icon: CampaignIcon },
  { label: 'activeAds', value: (d) => d.totalActiveAds, icon: CheckCircleIcon },
  { label: 'inactiveAds', value: (d) => d.totalInactiveAds, icon: PauseCircleIcon },
  { label: 'blockedAds', value: (d) => d.totalBlockedAds, icon: BlockIcon },
  { label: 'totalViews', value: (d) => d.totalViews, icon: VisibilityIcon },
];

/** The ten cards: rendered again only when a figure changes (a refetch answers the same figures most often). */
const StatGrid = memo(
  function StatGrid({ summary }: { summary: entities.Dashboard }) {
    const translate = useTranslate();
    return (
      <StatCards columns={{ md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' }}>
        {STATS.map((stat) => (
          <StatCard
            key={stat.label}
            label={translate(`busads.dashboard.cards.${stat.label}`)}
            value={stat.money ? formatNaira(stat.value(summary)) : formatCount(stat.value(summary))}
            icon={stat.icon}
          />
        ))}
      </StatCards>
    );
  },
  (before, after) => STATS.every((stat) => stat.value(before.summary) === stat.value(after.summary)),
);

/** /dashboard/app: the greeting, the ten stat cards from the dashboard call, and the last 30 days' trend. */
export function DashboardHome() {
  const translate = useTranslate();
  // Right after sign-in the figures were asked for with the sign-in answer (dashboardQuery.ts), into this very
  // query: its answer, or the request on its way, is in the cache when this screen first renders.
  const queryClient = useQueryClient();
  const [early] = useState(() => askedBefore(queryClient.getQueryState(dashboardQueryKey)));
  const query = useGetOne<DashboardRecord>(DASHBOARD.resource, { id: DASHBOARD.id }, { staleTime: DASHBOARD_FRESH_MS });
  const { data, refetch } = query;
  // A failure stays on screen while the figures are asked for again by themselves (issue 29).
  const error = useKeptError(query.error, query.isFetching);
  const isPending = query.isPending && !error;
  // After a session-expiry answer react-admin resolves with empty data: show no made-up zeros.
  const summary = entities.Dashboard.safeParse(data);
  const spinner = <PageSpinner label={translate('busads.dashboard.loading')} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 3 } }}>
      <ScreenTitle title={translate('busads.menu.dashboard')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {translate('busads.dashboard.greeting')}
      </Typography>
      {isPending ? (
        spinner
      ) : (
        // What the answer brings renders after the answer's own render, in slices (Deferred); the spinner
        // stays meanwhile, and the trend's place comes in with the cards (below them, not near the screen).
        // Not for the answer asked for at sign-in, the operator's first wait (Lighthouse's signed-in loads never
        // have one): its cards render at once, in the page's own deferred render (Layout) if it is here by then.
        <Deferred fallback={spinner} skip={early}>
          {error || !summary.success ? (
            <Failure
              message={failureText(translate, 'busads.dashboard.error', error)}
              retryLabel={translate('busads.dashboard.retry')}
              onRetry={() => void refetch()}
            />
          ) : (
            <StatGrid summary={summary.data} />
          )}
          <WhenNearScreen>
            <Suspense fallback={null}>
              <DashboardTrend />
            </Suspense>
          </WhenNearScreen>
        </Deferred>
      )}
    </Box>
  );
}
