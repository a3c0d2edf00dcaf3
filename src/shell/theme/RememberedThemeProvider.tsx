import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { publicThemes } from './theme';
import { useThemeMode } from './themeMode';

/** The public pages' theme: the browser's remembered light or dark choice, current after a switch in the admin. */
export function RememberedThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  return (
    <ThemeProvider theme={publicThemes[mode]}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
