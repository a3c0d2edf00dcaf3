import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Device, DeviceActionCounts } from '../../api/entities';
import { InfoDialog } from '../../components/actions/ResultDialog';
import { formatCount, formatUnix } from '../../format/format';
import { lastDay, momentUnix } from '../../format/dates';
import type { BusAdsDataProvider } from '../../dataProvider/dataProvider';
import type { ActionDialogProps, Values } from '../../registry/types';
import { DateWindowForm } from './DateWindowForm';

/** Device Views: the device's views and clicks between two moments (default: the last day). */
export function DeviceViewsDialog({ record, onClose }: ActionDialogProps<Device>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BusAdsDataProvider>();
  const [range, setRange] = useState<Values>(lastDay);
  const query = useQuery({
    queryKey: ['devices', 'views', record.id, momentUnix(range.from), momentUnix(range.to)],
    queryFn: ({ signal }) => dataProvider.action('devices', 'views', { record, values: range, signal }),
  });
  const counts = query.data?.data as DeviceActionCounts | undefined;
  return (
    <InfoDialog title="busads.devices.dialog.views" onClose={onClose} maxWidth="md">
      <Typography variant="body2" color="text.secondary">
        {translate('busads.devices.views.of', { name: record.name, busID: record.busID })}
      </Typography>
      <DateWindowForm values={range} onApply={setRange} />
      <Box sx={{ mt: 2, minHeight: 96 }} aria-live="polite">
        {query.isFetching && <CircularProgress aria-label={translate('busads.list.loading')} size={32} />}
        {query.error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {translate('busads.list.retry')}
              </Button>
            }
          >
            {query.error.message}
          </Alert>
        )}
        {counts && !query.isFetching && (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('busads.devices.views.between', {
                from: formatUnix(counts.fromDate),
                to: formatUnix(counts.toDate),
              })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 4 }}>
              <Figure label={translate('busads.devices.views.views')} value={formatCount(counts.views)} />
              <Figure label={translate('busads.devices.views.clicks')} value={formatCount(counts.clicks)} />
            </Box>
          </>
        )}
      </Box>
    </InfoDialog>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="overline">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}
