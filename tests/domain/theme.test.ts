// Dark mode rule and the theme toggle's clamp.
import { describe, expect, it } from 'vitest';
import { INITIAL_TOGGLE_OFFSET, clampToggleOffset, isDarkMode, parseThemeMode } from '../../src/domain/theme';

describe('isDarkMode', () => {
  it('a dark-default domain is dark whatever was saved', () => {
    expect(isDarkMode({ domainDefaultDark: true, saved: 'light', systemPrefersDark: false })).toBe(true);
  });
  it('else the saved choice wins over the system', () => {
    expect(isDarkMode({ domainDefaultDark: false, saved: 'light', systemPrefersDark: true })).toBe(false);
    expect(isDarkMode({ domainDefaultDark: false, saved: 'dark', systemPrefersDark: false })).toBe(true);
  });
  it('else the system preference', () => {
    expect(isDarkMode({ domainDefaultDark: false, saved: null, systemPrefersDark: true })).toBe(true);
    expect(isDarkMode({ domainDefaultDark: false, saved: null, systemPrefersDark: false })).toBe(false);
  });
  it('reads a stored choice', () => {
    expect(parseThemeMode('dark')).toBe('dark');
    expect(parseThemeMode('light')).toBe('light');
    expect(parseThemeMode('true')).toBeNull();
    expect(parseThemeMode(null)).toBeNull();
  });
});

describe('clampToggleOffset', () => {
  const win = { width: 1280, height: 800 };
  const button = { width: 48, height: 48 };
  it('starts at 80 from the right and 100 from the bottom', () => {
    expect(INITIAL_TOGGLE_OFFSET).toEqual({ right: 80, bottom: 100 });
    expect(clampToggleOffset(INITIAL_TOGGLE_OFFSET, win, button)).toEqual({ right: 80, bottom: 100 });
  });
  it('keeps 60 px from the near edges', () => {
    expect(clampToggleOffset({ right: 10, bottom: -20 }, win, button)).toEqual({ right: 60, bottom: 60 });
  });
  it('keeps 60 px from the far edges, counting the button size', () => {
    expect(clampToggleOffset({ right: 5000, bottom: 5000 }, win, button)).toEqual({ right: 1280 - 60 - 48, bottom: 800 - 60 - 48 });
  });
  it('centres on an axis too small for both margins', () => {
    expect(clampToggleOffset({ right: 0, bottom: 100 }, { width: 150, height: 800 }, button)).toEqual({ right: 51, bottom: 100 });
  });
});
