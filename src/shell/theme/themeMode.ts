import { useSyncExternalStore } from 'react';
import type { ThemeMode } from './theme';

/** The browser's remembered theme (localStorage): read by the public pages and the admin part alike. */
export const THEME_KEY = 'busads.theme';
const CHANGED = 'busads-theme-changed';

const stored = (): string | null => {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null; // storage disabled: follow the system
  }
};

/** The remembered choice, else the system's preference. */
export function readThemeMode(): ThemeMode {
  const value = stored();
  if (value === 'light' || value === 'dark') return value;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function rememberThemeMode(mode: ThemeMode) {
  try {
    localStorage.setItem(THEME_KEY, mode);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  window.dispatchEvent(new Event(CHANGED));
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange); // another tab
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** The remembered mode, kept current when it changes (here or in another tab). */
export const useThemeMode = (): ThemeMode => useSyncExternalStore(subscribe, readThemeMode, () => 'light');
