// Maps a domain configuration to the CSS variables every linaria style reads.
import type { DomainConfig } from '../api/contract';
import type { ThemeMode } from '../domain/theme';

export type { ThemeMode };

/** [r, g, b] of a #rgb / #rrggbb colour, or null for anything else (named colours, rgb()). */
function parseHex(color: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * Text colour for a brand surface: a brand may configure a pale yellow or a near-black primary,
 * and the header text must stay readable on either. Unparseable colours get white text.
 */
function readableOn(color: string): string {
  const rgb = parseHex(color);
  if (!rgb) return '#ffffff';
  // Contrast with white vs. with near-black; pick the larger.
  const l = luminance(rgb);
  const withWhite = 1.05 / (l + 0.05);
  const withDark = (l + 0.05) / (luminance([17, 20, 24]) + 0.05);
  return withWhite >= withDark ? '#ffffff' : '#111418';
}

/** `color` mixed with black by `amount` (0..1), as #rrggbb; unparseable colours are returned as given. */
function darken(color: string, amount: number): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const hex = rgb.map((c) => Math.round(c * (1 - amount)).toString(16).padStart(2, '0')).join('');
  return `#${hex}`;
}

/** `color` mixed with white by `amount` (0..1), as #rrggbb; unparseable colours are returned as given. */
function lighten(color: string, amount: number): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const hex = rgb.map((c) => Math.round(c + (255 - c) * amount).toString(16).padStart(2, '0')).join('');
  return `#${hex}`;
}

const isLight = (color: string): boolean | null => {
  const rgb = parseHex(color);
  return rgb ? luminance(rgb) > 0.5 : null;
};

/**
 * The brand's colours as CSS custom properties; the mode decides surfaces and text. The
 * configured backgroundColor is the page background when it suits the mode (a pale tint in
 * light mode, a deep tone in dark mode) and is otherwise replaced by the mode's neutral one.
 * Bars that need a deep brand tone use --brand-deep, the primary colour darkened.
 */
export function brandVariables(
  config: Pick<DomainConfig, 'primaryColor' | 'secondaryColor' | 'backgroundColor'>,
  mode: ThemeMode,
): Record<string, string> {
  const dark = mode === 'dark';
  const bgLight = isLight(config.backgroundColor);
  const pageBg = dark ? (bgLight === false ? config.backgroundColor : '#101318') : bgLight ? config.backgroundColor : '#eceff3';
  const deep = darken(config.primaryColor, 0.45);
  // A brand with its own deep background gets dark surfaces of the same hue, not neutral grey.
  const tinted = dark && bgLight === false;
  const surface = (amount: number, neutral: string) => (tinted ? lighten(pageBg, amount) : neutral);
  return {
    '--primary': config.primaryColor,
    '--secondary': config.secondaryColor,
    '--brand-bg': config.backgroundColor,
    '--on-primary': readableOn(config.primaryColor),
    '--on-secondary': readableOn(config.secondaryColor),
    '--on-brand-bg': readableOn(config.backgroundColor),
    '--brand-deep': deep,
    '--on-brand-deep': readableOn(deep),
    '--bg': pageBg,
    '--surface': dark ? surface(0.06, '#1a1e26') : '#ffffff',
    '--surface-2': dark ? surface(0.1, '#232833') : '#f4f6f9',
    '--surface-3': dark ? surface(0.15, '#2c3240') : '#e6eaf0',
    '--text': dark ? '#e8eaf0' : '#1b1e24',
    '--text-muted': dark ? '#b4bac6' : '#5d6472',
    '--border': dark ? surface(0.17, '#313744') : '#d9dee6',
    '--back': dark ? '#1a4669' : '#a7d8fd',
    '--back-strong': dark ? '#1f5280' : '#72bbef',
    // Text on a Back cell, and a profit or loss on one (each at least 4.5:1 on --back).
    '--on-back': dark ? '#e8eaf0' : '#10243a',
    '--on-back-up': dark ? '#7dffa8' : '#075f22',
    '--on-back-down': dark ? '#ffb3b3' : '#a3001a',
    '--lay': dark ? '#6b2e45' : '#f9c9d4',
    '--lay-strong': dark ? '#7d3650' : '#faa9ba',
    // The hatch over a stale price: towards the surface, away from the text, so the text gains contrast.
    '--stale-hatch': dark ? 'rgba(0,0,0,0.35)' : 'rgba(255,255,255,0.55)',
    '--positive': dark ? '#4cd07d' : '#117a35',
    '--on-positive': dark ? '#111418' : '#ffffff',
    '--negative': dark ? '#ff8a8a' : '#d0021b',
    '--on-negative': dark ? '#111418' : '#ffffff',
    '--link': dark ? '#7fb2ff' : '#0b5cad',
    '--overlay': dark ? 'rgba(0,0,0,0.72)' : 'rgba(20,20,20,0.62)',
    '--flash': dark ? '#664c00' : '#ffe27a',
    '--shadow': dark ? '0 1px 2px rgba(0,0,0,0.5)' : '0 1px 2px rgba(16,24,40,0.08)',
  };
}
