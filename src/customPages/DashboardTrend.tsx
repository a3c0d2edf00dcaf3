import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData } from '@tanstack/react-query';
import { format, startOfDay, subDays } from 'date-fns';
import { CanAccess, Form, useGetOne, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, XAxis, YAxis } from 'recharts';
import { TREND_DAYS, toUnix } from '../api';
import type { TrendDay } from '../api/entities';
import { ChartCard } from '../components/ChartCard';
import { ChartTooltip } from '../components/ChartTooltip';
import { Failure, failureText } from '../components/feedback/Failure';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { ReferencePicker } from '../components/form/ReferencePicker';
import { formatCount, formatNaira, formatUnixDay } from '../format/format';

/** The trend's first day: TREND_DAYS days ending today, in the browser's time zone. */
const trendStart = () => toUnix(startOfDay(subDays(new Date(), TREND_DAYS - 1)));

/** The vendor the trend is narrowed to: its id for the call, its name for the totals. */
interface Vendor {
  id: number;
  name: string;
}

/**
 * The dashboard's last 30 days (recharts, loaded after the cards): daily ad views and clicks, and daily
 * topup sums, with their totals, of every vendor or of the one picked above them. The call is an extension
 * of our reference server: on a backend that answers it 404 (the data provider's NOT_SERVED), the dashboard
 * shows its cards alone, without a word.
 */
export default function DashboardTrend() {
  const translate = useTranslate();
  const [vendor, setVendor] = useState<Vendor>();
  const from = trendStart();
  const { data, isPending, isPlaceholderData, error, refetch } = useGetOne<{
    id: number;
    all?: TrendDay[];
    notServed?: true;
  }>(
    'trend',
    { id: from, meta: { params: { from, vendorID: vendor?.id } } },
    // Another vendor's figures replace the charts when they come, without a spinner in between.
    { placeholderData: keepPreviousData },
  );
  // The vendor whose figures are on screen: the one picked before, until the picked one's answer replaces them.
  const [shown, setShown] = useState<Vendor>();
  if (!isPlaceholderData && !isPending && shown !== vendor) setShown(vendor);
  if (data?.notServed) return null;
  // The first load shows its spinner alone; once there were figures, the picker stays through failures.
  if (isPending && !vendor) return <PageSpinner label={translate('busads.dashboard.trend.loading')} />;
  return (
    <Box sx={{ mt: { xs: 2, md: 3 } }}>
      <VendorFilter onChange={setVendor} />
      {isPending ? (
        <PageSpinner label={translate('busads.dashboard.trend.loading')} />
      ) : error || !data?.all ? (
        <Failure
          message={failureText(translate, 'busads.dashboard.trend.error', error)}
          retryLabel={translate('busads.dashboard.retry')}
          onRetry={() => void refetch()}
        />
      ) : (
        <Box
          aria-busy={isPlaceholderData}
          sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { lg: '1fr 1fr' } }}
        >
          <ActivityChart days={withLabels(data.all)} vendor={shown} />
          <TopupChart days={withLabels(data.all)} vendor={shown} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The vendor picker of the Wallet and Topup filters (typing searches by name); picking redraws the trend for
 * that vendor, clearing it returns to every vendor. Left out for an admin who may not list vendors.
 */
function VendorFilter({ onChange }: { onChange: (vendor?: Vendor) => void }) {
  return (
    <CanAccess resource="vendors" action="list">
      <Box sx={{ maxWidth: { sm: 360 }, mb: 1 }}>
        <Form onSubmit={ignore}>
          <ReferencePicker
            source="vendorID"
            label="busads.charts.trend.vendor"
            reference="vendors"
            optionText="fullname"
            debounce={1000}
            onChange={(value, record) =>
              onChange(
                isId(value)
                  ? { id: Number(value), name: String((record as { fullname?: unknown })?.fullname ?? '') }
                  : undefined,
              )
            }
          />
        </Form>
      </Box>
    </CanAccess>
  );
}

const ignore = () => undefined;
const isId = (value: unknown) => value !== null && value !== undefined && value !== '';

type Day = TrendDay & { label: string };

const withLabels = (days: TrendDay[]): Day[] =>
  days.map((d) => ({ ...d, label: format(new Date(d.day * 1000), 'd MMM') }));

const sum = (days: Day[], key: 'views' | 'clicks' | 'topupSum') => days.reduce((total, d) => total + d[key], 0);
const dayOf = (d: Day) => formatUnixDay(d.day);

function ActivityChart({ days, vendor }: { days: Day[]; vendor?: Vendor }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const views = translate('busads.dashboard.trend.views');
  const clicks = translate('busads.dashboard.trend.clicks');
  const title = translate('busads.dashboard.trend.activity');
  const total = translate(`busads.charts.trend.${vendor ? 'activityTotalOf' : 'activityTotal'}`, {
    views: formatCount(sum(days, 'views')),
    clicks: formatCount(sum(days, 'clicks')),
    days: TREND_DAYS,
    vendor: vendor?.name,
  });
  return (
    <ChartCard title={title} caption={total} height={260}>
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
          width="auto"
          tick={{ fontSize: 12, fill: palette.text.secondary }}
          stroke={palette.text.secondary}
          tickFormatter={formatCount}
        />
        <ChartTooltip formatValue={formatCount} formatLabel={dayOf} />
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

function TopupChart({ days, vendor }: { days: Day[]; vendor?: Vendor }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const title = translate('busads.dashboard.trend.topups');
  const total = translate(`busads.charts.trend.${vendor ? 'topupTotalOf' : 'topupTotal'}`, {
    sum: formatNaira(sum(days, 'topupSum')),
    days: TREND_DAYS,
    vendor: vendor?.name,
  });
  return (
    <ChartCard title={title} caption={total} height={260}>
      <BarChart
        data={days}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        title={title}
        desc={days.map((d) => `${d.label}: ${formatNaira(d.topupSum)}`).join('; ')}
      >
        <Axes format={(v) => formatNaira(v).replace(/\.00$/, '')} />
        <ChartTooltip formatValue={formatNaira} formatLabel={dayOf} bars />
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

/**
 * The grid and both axes, their text in the theme's colours (recharts' own grey is faint on dark cards). The
 * value axis is as wide as its widest tick label (recharts measures them), so no figure loses a digit.
 */
function Axes({ format: formatTick }: { format: (v: number) => string }) {
  const { palette } = useTheme();
  const tick = { fontSize: 12, fill: palette.text.secondary };
  return (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={palette.divider} />
      <XAxis dataKey="label" tick={tick} tickLine={false} stroke={palette.text.secondary} minTickGap={16} />
      <YAxis
        allowDecimals={false}
        width="auto"
        tick={tick}
        stroke={palette.text.secondary}
        tickFormatter={formatTick}
      />
    </>
  );
}
