import type { ComponentType } from 'react';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import type { ReportSummary } from '../../api/entities';
import { formatCount, formatNaira } from '../../format/format';
import { StatCard, StatCards } from '../../components/StatCard';

interface Card {
  label: string;
  /** A count, or a naira sum with the count of topups it adds up. */
  count?: (r: ReportSummary) => number;
  sum?: (r: ReportSummary) => number;
  icon: ComponentType<{ fontSize?: 'large' }>;
  /** What a dated filter narrows it to: things created in the window, or events in it. */
  window: 'new' | 'in';
}

/** The six figures of SPEC.md section 2 Reports, in its order. */
const CARDS: Card[] = [
  { label: 'totalViews', count: (r) => r.totalViews, icon: VisibilityIcon, window: 'in' },
  { label: 'totalVendors', count: (r) => r.vendorsCount, icon: StorefrontIcon, window: 'new' },
  { label: 'totalAdmins', count: (r) => r.adminsCount, icon: AdminPanelSettingsIcon, window: 'new' },
  {
    label: 'selfTopup',
    sum: (r) => r.totalSelfTopupSum,
    count: (r) => r.totalSelfTopupCount,
    icon: PersonAddIcon,
    window: 'in',
  },
  {
    label: 'systemTopup',
    sum: (r) => r.totalSystemTopupSum,
    count: (r) => r.totalSystemTopupCount,
    icon: SettingsSuggestIcon,
    window: 'in',
  },
  {
    label: 'totalTopup',
    sum: (r) => r.totalTopupSum,
    count: (r) => r.totalTopupCount,
    icon: AccountBalanceWalletIcon,
    window: 'in',
  },
];

/** The caption under a card's name: what the window counts (SPEC.md's names kept), or the topups it adds up. */
function detailOf(card: Card, count: number, windowed: boolean, translate: (key: string, options?: object) => string) {
  const topups = { smart_count: count, count: formatCount(count) };
  if (card.sum) return translate(windowed ? 'busads.charts.reports.topupsInWindow' : 'busads.reports.topups', topups);
  if (!windowed) return undefined;
  return translate(card.window === 'new' ? 'busads.charts.reports.newInWindow' : 'busads.charts.reports.inWindow');
}

/**
 * The six cards. `windowed`: the filter has a date, so the cards count that window (vendors and admins created
 * in it, views and topups in it) and say so, beside the dashboard's all-time figures of the same names.
 */
export function ReportCards({ report, windowed }: { report: ReportSummary; windowed: boolean }) {
  const translate = useTranslate();
  return (
    <StatCards columns={{ lg: 'repeat(3, 1fr)' }}>
      {CARDS.map((card) => {
        const count = card.count?.(report) ?? 0;
        return (
          <StatCard
            key={card.label}
            label={translate(`busads.reports.cards.${card.label}`)}
            value={card.sum ? formatNaira(card.sum(report)) : formatCount(count)}
            detail={detailOf(card, count, windowed, translate)}
            icon={card.icon}
          />
        );
      })}
    </StatCards>
  );
}
