import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
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
import { Title, useGetOne, useTranslate } from 'react-admin';
import { entities } from '../api';
import { formatCount, formatNaira } from '../components/format';
import { LoadError } from './LoadError';
import { PageSpinner } from './PageSpinner';

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

function StatCard({ stat, data }: { stat: Stat; data: entities.Dashboard }) {
  const translate = useTranslate();
  const value = stat.value(data);
  const Icon = stat.icon;
  return (
    <Card component="section" aria-label={translate(`busads.dashboard.cards.${stat.label}`)} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            <Icon fontSize="large" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {stat.money ? formatNaira(value) : formatCount(value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`busads.dashboard.cards.${stat.label}`)}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /dashboard/app: the greeting and the ten stat cards from the dashboard call. */
export function DashboardHome() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<DashboardRecord>('dashboard', { id: 'summary' });
  // After a session-expiry answer react-admin resolves with empty data: show no made-up zeros.
  const summary = entities.Dashboard.safeParse(data);
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 3 } }}>
      <Title title={translate('busads.menu.dashboard')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {translate('busads.dashboard.greeting')}
      </Typography>
      {isPending ? (
        <PageSpinner label={translate('busads.dashboard.loading')} />
      ) : error || !summary.success ? (
        <LoadError text="busads.dashboard.error" error={error} retryLabel="busads.dashboard.retry" onRetry={() => void refetch()} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' },
          }}
        >
          {STATS.map((stat) => (
            <StatCard key={stat.label} stat={stat} data={summary.data} />
          ))}
        </Box>
      )}
    </Box>
  );
}
