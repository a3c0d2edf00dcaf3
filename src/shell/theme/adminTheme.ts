import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_WIDTH, themeOptionsFor, type ThemeMode } from './theme';

/** react-admin's default theme of the mode with the brand palette, system fonts and a 280 px side menu. */
const adminThemeFor = (mode: ThemeMode, base: RaThemeOptions): RaThemeOptions => {
  const options = themeOptionsFor(mode);
  return {
    ...base,
    palette: { ...base.palette, ...options.palette },
    typography: { ...(base.typography as object), ...(options.typography as object) },
    shape: options.shape,
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
  };
};

export const adminTheme = adminThemeFor('light', defaultLightTheme);
export const adminDarkTheme = adminThemeFor('dark', defaultDarkTheme);
