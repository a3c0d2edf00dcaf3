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
}

/** The six figures of SPEC.md section 2 Reports, in its order. */
const CARDS: Card[] = [
  { label: 'totalViews', count: (r) => r.totalViews, icon: VisibilityIcon },
  { label: 'totalVendors', count: (r) => r.vendorsCount, icon: StorefrontIcon },
  { label: 'totalAdmins', count: (r) => r.adminsCount, icon: AdminPanelSettingsIcon },
  { label: 'selfTopup', sum: (r) => r.totalSelfTopupSum, count: (r) => r.totalSelfTopupCount, icon: PersonAddIcon },
  {
    label: 'systemTopup',
    sum: (r) => r.totalSystemTopupSum,
    count: (r) => r.totalSystemTopupCount,
    icon: SettingsSuggestIcon,
  },
  { label: 'totalTopup', sum: (r) => r.totalTopupSum, count: (r) => r.totalTopupCount, icon: AccountBalanceWalletIcon },
];

export function ReportCards({ report }: { report: ReportSummary }) {
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
            detail={
              card.sum
                ? translate('busads.reports.topups', { smart_count: count, count: formatCount(count) })
                : undefined
            }
            icon={card.icon}
          />
        );
      })}
    </StatCards>
  );
}
