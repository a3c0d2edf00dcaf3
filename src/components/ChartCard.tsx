import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** A titled card (a named region) holding one recharts chart that fills its width. Import it from lazy chunks only: it carries recharts. */
export function ChartCard({
  title,
  caption,
  height,
  sx,
  children,
}: {
  title: string;
  /** A line under the title (e.g. the chart's totals). */
  caption?: string;
  height: number;
  sx?: SxProps<Theme>;
  children: ReactElement;
}) {
  return (
    <Card component="section" aria-label={title} sx={sx}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: caption ? 0.5 : 2 }}>
          {title}
        </Typography>
        {caption && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {caption}
          </Typography>
        )}
        {/* Without a ResizeObserver (tests) the chart keeps its initial size. */}
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 360, height }}>
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
