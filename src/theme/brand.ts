// Maps a domain configuration to the CSS variables every linaria style reads.
import type { DomainConfig } from '../api/contract';

export type ThemeMode = 'light' | 'dark';

/** The brand's colours as CSS custom properties; the mode decides surfaces and text. */
export function brandVariables(config: Pick<DomainConfig, 'primaryColor' | 'secondaryColor' | 'backgroundColor'>, mode: ThemeMode): Record<string, string> {
  const dark = mode === 'dark';
  return {
    '--primary': config.primaryColor,
    '--secondary': config.secondaryColor,
    '--brand-bg': config.backgroundColor,
    '--bg': dark ? '#12141a' : '#eef1f5',
    '--surface': dark ? '#1c1f27' : '#ffffff',
    '--surface-2': dark ? '#262a34' : '#f5f7fa',
    '--text': dark ? '#e8eaf0' : '#1b1e24',
    '--text-muted': dark ? '#9aa1b1' : '#5d6472',
    '--border': dark ? '#333846' : '#dde2ea',
    '--back': dark ? '#2e6fa3' : '#a7d8fd',
    '--back-strong': dark ? '#3b86c4' : '#72bbef',
    '--lay': dark ? '#a3506a' : '#f9c9d4',
    '--lay-strong': dark ? '#c46482' : '#faa9ba',
    '--positive': dark ? '#4cd07d' : '#148a3c',
    '--negative': dark ? '#ff6b6b' : '#d0021b',
    '--overlay': dark ? 'rgba(0,0,0,0.72)' : 'rgba(20,20,20,0.62)',
    '--flash': dark ? '#f5c542' : '#ffe27a',
  };
}
