import { createTheme, darken, lighten, type PaletteOptions, type ThemeOptions } from '@mui/material/styles';
import { dialogFocus, focusRingStyles, focusRippleOff } from './focus';

/** The brand colour: set it here and nowhere else; both palettes derive from it. */
export const BRAND_PRIMARY = '#0B6E4F';

/** The accent (chips, highlights). */
const ACCENT = '#F2A900';

export type ThemeMode = 'light' | 'dark';

/** System fonts only: the app loads no font from any host. */
const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

/** Width of the side menu, permanent or drawer (SPEC.md section 9). */
export const SIDEBAR_WIDTH = 280;

/**
 * The palette of each mode. Dark mode lightens the brand colour so that it keeps a contrast of at least
 * 4.5:1 as text on the dark background (the brand colour itself is too dark there), and tints the
 * backgrounds with it.
 */
const primaryOf: Record<ThemeMode, string> = { light: BRAND_PRIMARY, dark: lighten(BRAND_PRIMARY, 0.45) };

const palettes: Record<ThemeMode, PaletteOptions> = {
  light: {
    mode: 'light',
    primary: { main: primaryOf.light },
    secondary: { main: ACCENT },
    // MUI's #d32f2f reads at 4.4:1 as a field's error label on a filled input's grey: red 900 keeps 5.7:1 (issue 29).
    error: { main: '#b71c1c' },
    background: { default: lighten(BRAND_PRIMARY, 0.96), paper: '#FFFFFF' },
  },
  dark: {
    mode: 'dark',
    primary: { main: primaryOf.dark },
    secondary: { main: ACCENT },
    background: { default: darken(BRAND_PRIMARY, 0.88), paper: darken(BRAND_PRIMARY, 0.8) },
  },
};

/** Options shared by the public pages and the react-admin part (which merges them into its own theme). */
export const themeOptionsFor = (mode: ThemeMode): ThemeOptions => ({
  palette: palettes[mode],
  typography: { fontFamily: SYSTEM_FONTS },
  shape: { borderRadius: 10 },
  // The focus ring is the primary colour: 6:1 and more against both modes' backgrounds and papers (issue 29).
  components: { MuiCssBaseline: focusRingStyles(primaryOf[mode]), MuiDialog: dialogFocus, ...focusRippleOff },
});

/** The light options (kept for code that predates the dark theme). */
export const themeOptions = themeOptionsFor('light');

/** The themes of the public pages (login, register, 404). */
export const publicThemes: Record<ThemeMode, ReturnType<typeof createTheme>> = {
  light: createTheme(themeOptionsFor('light')),
  dark: createTheme(themeOptionsFor('dark')),
};

/** The light theme of the public pages. */
export const theme = publicThemes.light;
