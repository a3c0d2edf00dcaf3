import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Quick answers show no bar at all: it appears only once a load has taken this long. */
export const PROGRESS_DELAY_MS = 400;

/** A thin bar above the table while the list loads (first load, new filter, next page, refresh). */
export function ListProgress({ active }: { active: boolean }) {
  // The box keeps its height either way, so the table does not jump when the bar comes and goes.
  return <Box sx={{ height: 4 }}>{active && <DelayedBar />}</Box>;
}

/** Mounted when a load starts, so each load waits the delay afresh. */
function DelayedBar() {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <LinearProgress aria-label={translate('busads.list.loading')} /> : null;
}
