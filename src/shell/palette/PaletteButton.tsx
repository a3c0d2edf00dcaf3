import { useCallback, useEffect, useState, type ComponentType } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

type Palette = ComponentType<{ open: boolean; onClose: () => void }>;

let loading: Promise<Palette> | undefined;
/**
 * The palette's code (its dialog, search and sources) in a chunk of its own, not the admin shell's. Not React.lazy:
 * a lazy component suspends at its first render even when its code is already here, and React then waits ~300 ms
 * before showing it, so the keys typed right after Ctrl+K would be lost. A failed download is tried again next time.
 */
const loadPalette = () =>
  (loading ??= import('./CommandPalette')
    .then((m) => m.CommandPalette as Palette)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Ctrl+K, or Cmd+K on a Mac (either is accepted everywhere: a Mac keyboard may drive any system). */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The app bar's search button and the Ctrl/Cmd+K shortcut that open the command palette. Each opening is a
 * fresh palette (an empty search); closing lets MUI's dialog give the focus back to where it was.
 */
export function PaletteButton() {
  const translate = useTranslate();
  const [Palette, setPalette] = useState<Palette>();
  // `opened`: how many times the palette was opened (0: never); an open palette stays as it is.
  const [{ opened, open }, setState] = useState({ opened: 0, open: false });

  // Opening fetches the code if it is not here yet; the palette shows when it is.
  const load = useCallback(
    () =>
      void loadPalette().then(
        (component) => setPalette(() => component),
        () => undefined,
      ),
    [],
  );
  const show = useCallback(() => {
    load();
    setState((s) => (s.open ? s : { opened: s.opened + 1, open: true }));
  }, [load]);

  // Fetched once the browser is idle (as the admin's own prefetch, src/shell/App.tsx: not where the browser asks
  // to save data), so the keys typed right after the first Ctrl+K reach the input.
  useEffect(() => {
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
    if (typeof requestIdleCallback !== 'function' || saveData) return;
    const id = requestIdleCallback(load);
    return () => cancelIdleCallback(id);
  }, [load]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const label = translate('busads.palette.open', { shortcut: isMac() ? '⌘K' : 'Ctrl+K' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={show}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {Palette && opened > 0 && (
        <Palette key={opened} open={open} onClose={() => setState((s) => ({ ...s, open: false }))} />
      )}
    </>
  );
}
