// The spec's dark-mode rule: the domain's default, else the player's saved choice, else the system preference.
import type { ThemeMode } from './brand';

export interface DarkModeInputs {
  /** DomainConfig.defaultDarkMode. */
  domainDefaultDark: boolean;
  /** The choice stored by the toggle, or null when the player never chose. */
  saved: ThemeMode | null;
  systemPrefersDark: boolean;
}

export function resolveThemeMode({ domainDefaultDark, saved, systemPrefersDark }: DarkModeInputs): ThemeMode {
  if (domainDefaultDark) return 'dark';
  if (saved) return saved;
  return systemPrefersDark ? 'dark' : 'light';
}

export const flipMode = (mode: ThemeMode): ThemeMode => (mode === 'dark' ? 'light' : 'dark');

/** A stored choice, or null for anything else. */
export const parseSavedMode = (raw: string | null): ThemeMode | null =>
  raw === 'dark' || raw === 'light' ? raw : null;
