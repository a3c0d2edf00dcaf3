import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { InfiniteListBase, useListContext, useTranslate } from 'react-admin';
import type { Device } from '../../api/entities';
import { InfoDialog } from '../../components/actions/ResultDialog';
import { lastDay } from '../../format/dates';
import { TablePages } from '../../components/list/TablePages';
import deviceHistory from './history';
import type { ActionDialogProps, Column, ResourceDecl } from '../../registry/types';
import { DateWindowForm } from './DateWindowForm';

/**
 * Columns of the history list that say something about one device's entries, and how the dialog shows
 * them: all of them (no column is ranked past the table's six), the route on one line; on a phone, cards
 * titled by the route with the two dates.
 */
const shown: Record<string, Partial<Column<unknown>>> = {
  busID: {},
  'route.name': { rank: 1, noWrap: true },
  countries: {},
  states: {},
  'device.views': {},
  dateCreated: { rank: 2 },
  dateUpdated: { rank: 3 },
};

/**
 * Device History: the device-history list narrowed to one device (its id is a permanent filter), with
 * a date-time window (default the last day), shown 10 rows a table page (SPEC.md section 9). Wide enough
 * (lg) for its seven columns with the dates on one line at 1,440 px.
 */
export function DeviceHistoryDialog({ record, onClose }: ActionDialogProps<Device>) {
  const translate = useTranslate();
  const defaults = useMemo(() => lastDay(), []);
  return (
    <InfoDialog title="busads.devices.dialog.history" onClose={onClose} maxWidth="lg">
      <Typography variant="body2" color="text.secondary">
        {translate('busads.devices.views.of', { name: record.name, busID: record.busID })}
      </Typography>
      <InfiniteListBase
        resource={oneDevice.name}
        filter={{ deviceID: record.id }}
        filterDefaultValues={defaults}
        perPage={10}
        disableSyncWithLocation
        storeKey={false}
      >
        <HistoryWindow />
        <TablePages decl={oneDevice} pageSize={10} columnsKey="device-history-dialog" />
      </InfiniteListBase>
    </InfoDialog>
  );
}

function HistoryWindow() {
  const translate = useTranslate();
  const { filterValues, setFilters, isFetching } = useListContext();
  return (
    <>
      <DateWindowForm
        values={filterValues}
        onApply={(values) => setFilters({ from: values.from, to: values.to }, {})}
      />
      <Box sx={{ height: 4, my: 1 }}>
        {isFetching && <LinearProgress aria-label={translate('busads.list.loading')} />}
      </Box>
    </>
  );
}

/** The device-history declaration with the columns of one device and no row actions. */
const oneDevice: ResourceDecl = {
  ...deviceHistory,
  actions: [],
  list: {
    ...deviceHistory.list!,
    columns: deviceHistory
      .list!.columns.filter((c) => c.source in shown)
      .map(({ rank: _listRank, ...c }) => ({ ...c, ...shown[c.source] })),
  },
};
