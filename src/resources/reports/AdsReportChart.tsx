import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import type { ReportSummary } from '../../api/entities';
import { ChartCard } from '../../components/ChartCard';
import { ChartTooltip } from '../../components/ChartTooltip';
import { formatCount } from '../../format/format';

/** The bars of the Ads Report (SPEC.md section 2), in its order: i18n key and value. */
export const adsReportBars = (r: ReportSummary) => [
  { key: 'all', value: r.totalAds },
  { key: 'active', value: r.totalActiveAds },
  { key: 'inactive', value: r.totalInactiveAds },
  { key: 'assigned', value: r.totalAssignedAds },
  { key: 'blocked', value: r.totalBlockedAds },
];

/**
 * The Ads Report bar chart (recharts, loaded with the reports page only). It fills its card's width
 * and keeps short category names and values on top of the bars, so it reads on a 390 px phone.
 */
export function AdsReportChart({ report }: { report: ReportSummary }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const colours = [
    palette.primary.main,
    palette.success.main,
    palette.grey[500],
    palette.info.main,
    palette.error.main,
  ];
  // recharts' own grey (#666) is too faint on the dark theme's cards: the axis text follows the theme.
  const tick = { fontSize: 12, fill: palette.text.secondary };
  const data = adsReportBars(report).map((b) => ({ ...b, name: translate(`busads.reports.ads.${b.key}`) }));
  const title = translate('busads.reports.ads.title');
  return (
    <ChartCard title={title} height={300} sx={{ mt: { xs: 2, md: 3 } }}>
      <BarChart
        data={data}
        margin={{ top: 24, right: 8, bottom: 0, left: 0 }}
        title={title}
        desc={data.map((d) => `${d.name}: ${d.value}`).join(', ')}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={palette.divider} />
        <XAxis dataKey="name" interval={0} tick={tick} tickLine={false} stroke={palette.text.secondary} />
        {/* As wide as its widest tick label (recharts measures them): '5,000' keeps its first digit. */}
        <YAxis
          allowDecimals={false}
          width="auto"
          tick={tick}
          stroke={palette.text.secondary}
          tickFormatter={(v: number) => formatCount(v)}
        />
        <ChartTooltip formatValue={formatCount} formatLabel={(d: { name: string }) => d.name} bars />
        <Bar
          dataKey="value"
          name={translate('busads.charts.reports.ads')}
          radius={[4, 4, 0, 0]}
          maxBarSize={64}
          minPointSize={2}
          isAnimationActive={false}
        >
          {data.map((d, i) => (
            <Cell key={d.key} fill={colours[i]} />
          ))}
          <LabelList
            dataKey="value"
            position="top"
            fontSize={12}
            fill={palette.text.primary}
            formatter={(v) => formatCount(Number(v))}
          />
        </Bar>
      </BarChart>
    </ChartCard>
  );
}
