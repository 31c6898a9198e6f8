// The charts' shared skin: tone colours from CSS variables (both themes), bands, marks, axes; motion only when the player allows it.
import { css } from '@linaria/core';
import { LINE_COLOURS } from './tones';

export const chartSkin = css`
  --chart-back: ${LINE_COLOURS.light.back};
  --chart-lay: ${LINE_COLOURS.light.lay};
  html[data-theme='dark'] & {
    --chart-back: ${LINE_COLOURS.dark.back};
    --chart-lay: ${LINE_COLOURS.dark.lay};
  }

  display: block;
  overflow: visible;
  font-variant-numeric: tabular-nums;

  [data-tone='back'] {
    --tone: var(--chart-back);
  }
  [data-tone='lay'] {
    --tone: var(--chart-lay);
  }
  [data-tone='positive'] {
    --tone: var(--positive);
  }
  [data-tone='negative'] {
    --tone: var(--negative);
  }
  [data-tone='neutral'] {
    --tone: var(--text-muted);
  }

  .series {
    fill: none;
    stroke: var(--tone);
    stroke-width: 2;
    stroke-linejoin: round;
    stroke-linecap: round;
    vector-effect: non-scaling-stroke;
  }
  &[data-size='small'] .series {
    stroke-width: 1.5;
  }
  .series[data-tone='lay'] {
    stroke-dasharray: 5 3;
  }
  .band[data-kind='suspended'] {
    fill: var(--text-muted);
    opacity: 0.22;
  }
  .band[data-kind='live'] {
    fill: var(--negative);
    opacity: 0.12;
  }
  .marker {
    stroke: var(--text-muted);
    stroke-dasharray: 3 3;
    vector-effect: non-scaling-stroke;
  }
  .mark {
    fill: var(--tone);
    stroke: var(--surface);
    stroke-width: 1.5;
  }
  .axis {
    stroke: var(--border);
  }
  .grid {
    stroke: var(--border);
    stroke-dasharray: 2 4;
  }
  .grid.zero {
    stroke: var(--text-muted);
    stroke-dasharray: none;
  }
  text {
    fill: var(--text-muted);
    font-size: 11px;
  }

  /* The larger chart fades in once when it opens; sparklines, redrawn with the prices, never move. */
  @media (prefers-reduced-motion: no-preference) {
    &[data-size='large'] .series,
    &[data-size='large'] .mark {
      animation: chart-in 240ms ease-out;
    }
    @keyframes chart-in {
      from {
        opacity: 0;
      }
    }
  }
`;
