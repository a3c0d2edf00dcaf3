import { act, render, screen } from '@testing-library/react';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminDarkTheme, adminTheme } from '../../src/shell/theme/adminTheme';
import { RememberedThemeProvider } from '../../src/shell/theme/RememberedThemeProvider';
import { BRAND_PRIMARY, publicThemes } from '../../src/shell/theme/theme';
import { readThemeMode, rememberThemeMode, THEME_KEY } from '../../src/shell/theme/themeMode';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the two palettes', () => {
  for (const mode of ['light', 'dark'] as const) {
    const { palette } = publicThemes[mode];
    it(`${mode}: brand text on the page and on cards, and button text on the brand, read at 4.5:1 or better`, () => {
      expect(getContrastRatio(palette.primary.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.text.primary, palette.background.paper)).toBeGreaterThanOrEqual(7);
    });
  }

  it('the brand colour is light mode primary; react-admin gets the same palettes', () => {
    expect(publicThemes.light.palette.primary.main).toBe(BRAND_PRIMARY);
    expect(adminTheme.palette?.primary).toEqual({ main: BRAND_PRIMARY });
    expect(adminDarkTheme.palette?.mode).toBe('dark');
    expect(adminDarkTheme.palette?.primary).toEqual({ main: publicThemes.dark.palette.primary.main });
  });
});

describe('the remembered mode', () => {
  const systemPrefers = (dark: boolean) =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: dark && query.includes('dark') }) as MediaQueryList);

  it('follows the system until a choice is remembered', () => {
    systemPrefers(true);
    expect(readThemeMode()).toBe('dark');
    rememberThemeMode('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(readThemeMode()).toBe('light');
  });

  it('ignores a value it did not write', () => {
    systemPrefers(false);
    localStorage.setItem(THEME_KEY, 'purple');
    expect(readThemeMode()).toBe('light');
  });

  it('the public pages switch theme when the choice changes', () => {
    const Mode = () => <p>{useTheme().palette.mode}</p>;
    render(
      <RememberedThemeProvider>
        <Mode />
      </RememberedThemeProvider>,
    );
    expect(screen.getByText('light')).toBeInTheDocument();
    act(() => rememberThemeMode('dark'));
    expect(screen.getByText('dark')).toBeInTheDocument();
  });
});
