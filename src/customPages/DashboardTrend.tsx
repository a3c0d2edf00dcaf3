import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { format, startOfDay, subDays } from 'date-fns';
import { useGetOne, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, XAxis, YAxis } from 'recharts';
import { TREND_DAYS, toUnix } from '../api';
import type { TrendDay } from '../api/entities';
import { ChartCard } from '../components/ChartCard';
import { Failure, failureText } from '../components/feedback/Failure';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { formatCount, formatNaira } from '../format/format';

/** The trend's first day: TREND_DAYS days ending today, in the browser's time zone. */
const trendStart = () => toUnix(startOfDay(subDays(new Date(), TREND_DAYS - 1)));

/**
 * The dashboard's last 30 days (recharts, loaded after the cards): daily ad views and clicks, and daily
 * topup sums. The call is an extension of our reference server: on a backend that answers it 404 (the data
 * provider's NOT_SERVED), the dashboard shows its cards alone, without a word.
 */
export default function DashboardTrend() {
  const translate = useTranslate();
  const from = trendStart();
  const { data, isPending, error, refetch } = useGetOne<{ id: number; all?: TrendDay[]; notServed?: true }>('trend', {
    id: from,
    meta: { params: { from } },
  });
  if (data?.notServed) return null;
  if (isPending) return <PageSpinner label={translate('busads.dashboard.trend.loading')} />;
  if (error || !data?.all)
    return (
      <Failure
        message={failureText(translate, 'busads.dashboard.trend.error', error)}
        retryLabel={translate('busads.dashboard.retry')}
        onRetry={() => void refetch()}
        sx={{ mt: 3 }}
      />
    );
  const days = data.all.map((d) => ({ ...d, label: format(new Date(d.day * 1000), 'd MMM') }));
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, mt: { xs: 2, md: 3 }, gridTemplateColumns: { lg: '1fr 1fr' } }}>
      <ActivityChart days={days} />
      <TopupChart days={days} />
    </Box>
  );
}

type Day = TrendDay & { label: string };

function ActivityChart({ days }: { days: Day[] }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const views = translate('busads.dashboard.trend.views');
  const clicks = translate('busads.dashboard.trend.clicks');
  const title = translate('busads.dashboard.trend.activity');
  return (
    <ChartCard title={title} height={260}>
      <LineChart
        data={days}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        title={title}
        desc={days.map((d) => `${d.label}: ${views} ${d.views}, ${clicks} ${d.clicks}`).join('; ')}
      >
        <Axes format={formatCount} />
        {/* Clicks are a few percent of views: their own scale on the right keeps their line readable. */}
        <YAxis
          yAxisId="clicks"
          orientation="right"
          allowDecimals={false}
          width={40}
          tick={{ fontSize: 12, fill: palette.text.secondary }}
          stroke={palette.text.secondary}
          tickFormatter={formatCount}
        />
        <Legend wrapperStyle={{ color: palette.text.secondary, fontSize: 12 }} />
        <Line
          dataKey="views"
          name={views}
          stroke={palette.primary.main}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="clicks"
          yAxisId="clicks"
          name={clicks}
          stroke={palette.warning.main}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartCard>
  );
}

function TopupChart({ days }: { days: Day[] }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const title = translate('busads.dashboard.trend.topups');
  return (
    <ChartCard title={title} height={260}>
      <BarChart
        data={days}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        title={title}
        desc={days.map((d) => `${d.label}: ${formatNaira(d.topupSum)}`).join('; ')}
      >
        <Axes format={(v) => formatNaira(v).replace(/\.00$/, '')} width={88} />
        <Bar
          dataKey="topupSum"
          name={translate('busads.dashboard.trend.topupSum')}
          fill={palette.info.main}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartCard>
  );
}

/** The grid and both axes, their text in the theme's colours (recharts' own grey is faint on dark cards). */
function Axes({ format: formatTick, width = 48 }: { format: (v: number) => string; width?: number }) {
  const { palette } = useTheme();
  const tick = { fontSize: 12, fill: palette.text.secondary };
  return (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={palette.divider} />
      <XAxis dataKey="label" tick={tick} tickLine={false} stroke={palette.text.secondary} minTickGap={16} />
      <YAxis
        allowDecimals={false}
        width={width}
        tick={tick}
        stroke={palette.text.secondary}
        tickFormatter={formatTick}
      />
    </>
  );
}
