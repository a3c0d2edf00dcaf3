import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_WIDTH, themeOptions } from '../theme';

/** react-admin's default theme with the brand palette, system fonts and a 280 px side menu. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...themeOptions.palette },
  typography: { ...(defaultTheme.typography as object), ...(themeOptions.typography as object) },
  shape: themeOptions.shape,
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
};
