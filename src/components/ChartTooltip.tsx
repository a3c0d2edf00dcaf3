import { useTheme } from '@mui/material/styles';
import { Tooltip } from 'recharts';

interface Props<Row> {
  /** One series' value as the screen shows it (a count, naira). */
  formatValue: (value: number) => string;
  /** The heading of the hovered point, from its data row (a day, a category). */
  formatLabel: (row: Row) => string;
  /** A bar chart: the hovered band is shaded (a line chart draws a line at the point). */
  bars?: boolean;
}

/**
 * The figures of the point under the pointer (or the keyboard: recharts' accessibility layer moves it with the
 * arrow keys once the chart has focus), in the theme's colours: recharts' white box and series-coloured text
 * are unreadable on the dark theme. Import it from lazy chunks only: it carries recharts.
 */
export function ChartTooltip<Row>({ formatValue, formatLabel, bars }: Props<Row>) {
  const { palette } = useTheme();
  return (
    <Tooltip
      isAnimationActive={false}
      formatter={(value) => formatValue(Number(value))}
      labelFormatter={(label, payload) => {
        const row = payload[0]?.payload as Row | undefined;
        return row === undefined ? label : formatLabel(row);
      }}
      contentStyle={{
        backgroundColor: palette.background.paper,
        border: `1px solid ${palette.divider}`,
        borderRadius: 4,
        fontSize: 13,
      }}
      labelStyle={{ color: palette.text.primary, fontWeight: 600 }}
      itemStyle={{ color: palette.text.primary }}
      cursor={bars ? { fill: palette.action.selected } : { stroke: palette.text.secondary }}
      wrapperStyle={{ zIndex: 1 }}
    />
  );
}
