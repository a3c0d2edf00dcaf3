import type { Components, Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_WIDTH, themeOptionsFor, type ThemeMode } from './theme';

/**
 * react-admin's "Skip to content" is white text on the page's near-white background: here the contained
 * button's own colours, the brand colour and its contrast text (issue 29), shown under the app bar (whose
 * background is the brand colour too) rather than over it.
 */
const readableSkipLink: Components<Theme>['RaSkipNavigationButton'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      '&:hover': { backgroundColor: theme.palette.primary.dark },
      '&:focus': { top: theme.spacing(9) },
    }),
  },
};

/** react-admin's default theme of the mode with the brand palette, system fonts and a 280 px side menu. */
const adminThemeFor = (mode: ThemeMode, base: RaThemeOptions): RaThemeOptions => {
  const options = themeOptionsFor(mode);
  return {
    ...base,
    palette: { ...base.palette, ...options.palette },
    typography: { ...(base.typography as object), ...(options.typography as object) },
    shape: options.shape,
    components: { ...base.components, ...options.components, RaSkipNavigationButton: readableSkipLink },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
  };
};

export const adminTheme = adminThemeFor('light', defaultLightTheme);
export const adminDarkTheme = adminThemeFor('dark', defaultDarkTheme);
