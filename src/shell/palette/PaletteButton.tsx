import { Suspense, useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { lazyDialog } from '../../registry/lazyDialog';

// The palette's code (its dialog, search and sources) loads when first wanted, not with the admin shell.
const CommandPalette = lazyDialog(() => import('./CommandPalette').then((m) => m.CommandPalette));

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
  // `opened`: how many times the palette was opened (0: its code is not needed yet); an open palette stays as it is.
  const [{ opened, open }, setPalette] = useState({ opened: 0, open: false });
  const show = () => setPalette((p) => (p.open ? p : { opened: p.opened + 1, open: true }));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setPalette((p) => (p.open ? p : { opened: p.opened + 1, open: true }));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const label = translate('busads.palette.open', { shortcut: isMac() ? '⌘K' : 'Ctrl+K' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onPointerEnter={CommandPalette.preload}
          onFocus={CommandPalette.preload}
          onClick={show}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {opened > 0 && (
        <Suspense fallback={null}>
          <CommandPalette key={opened} open={open} onClose={() => setPalette((p) => ({ ...p, open: false }))} />
        </Suspense>
      )}
    </>
  );
}
