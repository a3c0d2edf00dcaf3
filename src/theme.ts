import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** The brand colour: set it here and nowhere else. */
export const BRAND_PRIMARY = '#0B6E4F';

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

/** Options shared by the public pages and the react-admin part (which merges them into its own theme). */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: BRAND_PRIMARY },
    secondary: { main: '#F2A900' },
    background: { default: '#F6F8F7' },
  },
  typography: { fontFamily: SYSTEM_FONTS },
  shape: { borderRadius: 10 },
};

/** The theme of the public pages (login, register, 404). */
export const theme = createTheme(themeOptions);
