import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** A titled card (a named region) holding one recharts chart that fills its width. Import it from lazy chunks only: it carries recharts. */
export function ChartCard({
  title,
  height,
  sx,
  children,
}: {
  title: string;
  height: number;
  sx?: SxProps<Theme>;
  children: ReactElement;
}) {
  return (
    <Card component="section" aria-label={title} sx={sx}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {/* Without a ResizeObserver (tests) the chart keeps its initial size. */}
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 360, height }}>
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
