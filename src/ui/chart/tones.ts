// The charts' line colours per theme: at least 3:1 on every surface they are drawn on (WCAG 1.4.11), read by chart.css.ts.
/** What a series, mark or band stands for; each tone has one colour per theme. */
export type ChartTone = 'back' | 'lay' | 'positive' | 'negative' | 'neutral';

/**
 * Back and lay lines are the brand's Back and Lay hues made deep enough to read on the surface (the
 * cells' own pastel --back / --lay are under 3:1 on white). Positive and negative are the theme's own
 * --positive / --negative, neutral its muted text, so a brand's colours carry through.
 */
export const LINE_COLOURS = {
  light: { back: '#1565c0', lay: '#ad1457' },
  dark: { back: '#64b5f6', lay: '#f48fb1' },
} as const;
