import { useEffect, useRef } from 'react';

/**
 * Keeps a keyboard user's place in a table: when the focused element inside it goes away (an action
 * took its row off the list), the focus would fall back to the start of the page; it goes to the
 * table (a focusable region) instead. `rows` is the list's data: checked each time it changes.
 */
export function useKeepTableFocus(rows: unknown) {
  const region = useRef<HTMLDivElement>(null);
  // Whether the user's last focus or click was inside the table (a dialog opened from a row moves it
  // out; closing the dialog gives it back to the row's button, inside again).
  const inside = useRef(false);

  useEffect(() => {
    const track = (e: Event) => {
      inside.current = e.target instanceof Node && Boolean(region.current?.contains(e.target));
    };
    document.addEventListener('focusin', track);
    document.addEventListener('pointerdown', track);
    return () => {
      document.removeEventListener('focusin', track);
      document.removeEventListener('pointerdown', track);
    };
  }, []);

  useEffect(() => {
    if (inside.current && document.activeElement === document.body) region.current?.focus();
  }, [rows]);

  return region;
}
