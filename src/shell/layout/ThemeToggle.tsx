import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTheme, useThemesContext, useTranslate } from 'react-admin';
import { rememberThemeMode } from '../theme/themeMode';

/**
 * Switches between the light and the dark theme: react-admin's store for this page, the browser's
 * remembered choice (localStorage) for the next visit and the public pages.
 */
export function ThemeToggle() {
  const translate = useTranslate();
  // The same default as <Admin>'s theme provider (the remembered mode), or the two would disagree.
  const [mode, setMode] = useTheme(useThemesContext().defaultTheme);
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = translate(next === 'dark' ? 'busads.layout.darkTheme' : 'busads.layout.lightTheme');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => {
          setMode(next);
          rememberThemeMode(next);
        }}
      >
        {next === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
