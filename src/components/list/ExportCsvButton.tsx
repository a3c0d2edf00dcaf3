import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AnyRecord, ExportLookup, ResourceDecl } from '../../registry/types';

/**
 * Export: downloads every row the list's current filter (and sort, and local name search) matches as
 * CSV, with the screen's column names and cell texts. The CSV code is loaded on the first click.
 */
export function ExportCsvButton({ decl, localTerm }: { decl: ResourceDecl; localTerm?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { filterValues, sort, data, isPending } = useListContext<AnyRecord>();
  const [busy, setBusy] = useState(false);
  const lookup: ExportLookup = {
    translate,
    // A record a cell of the screen read with useGetOne (e.g. the server's price types).
    loaded: (resource, id) => queryClient.getQueryData([resource, 'getOne', { id, meta: undefined }]),
  };
  const run = async () => {
    setBusy(true);
    try {
      const { exportList } = await import('./exportList');
      const { capped, max } = await exportList({ dataProvider, decl, filter: filterValues, sort, localTerm, lookup });
      if (capped)
        notify('busads.export.capped', { type: 'warning', messageArgs: { max: max.toLocaleString('en-NG') } });
    } catch (error) {
      notify('busads.export.failed', { type: 'error', messageArgs: { message: (error as Error).message } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
      onClick={() => void run()}
      disabled={busy || (!isPending && !data?.length)}
      aria-busy={busy}
    >
      {translate(busy ? 'busads.export.working' : 'ra.action.export')}
    </Button>
  );
}
