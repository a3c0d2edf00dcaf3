import { lazy, memo, Suspense, useSyncExternalStore, type ComponentType } from 'react';
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
import { useGetOne, useTranslate } from 'react-admin';
import { api, entities } from '../api';
import { arrivedAnswer, onArrival } from '../dataProvider/earlyAnswers';
import { formatCount, formatNaira } from '../format/format';
import { StatCard, StatCards } from '../components/StatCard';
import { Failure, failureText } from '../components/feedback/Failure';
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

/**
 * The ten cards. After sign-in the same figures come twice (the early answer, then this screen's call's, right
 * before the next paint): the cards render again only when a figure changes.
 */
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
  // Right after sign-in the figures were asked for with the sign-in answer (earlyAnswers.ts): they are shown as
  // soon as they are here, often in this screen's first render, while this screen's call (which takes that same
  // answer, no second request) goes through the query cache.
  const early = useSyncExternalStore(onArrival, () => arrivedAnswer(api.session.dashboard));
  const query = useGetOne<DashboardRecord>('dashboard', { id: 'summary' });
  const { error, refetch } = query;
  const data = query.data ?? (early && { ...early.data, id: 'summary' });
  const isPending = query.isPending && !early;
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
        <Deferred fallback={spinner} skip={early !== undefined}>
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
