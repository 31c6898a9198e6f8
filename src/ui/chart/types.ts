// What the charts draw: series of values over time, shaded stretches, marked points and moments.
import type { ChartPoint } from './geometry';
import type { ChartTone } from './tones';

export interface ChartSeries {
  /** Stable id (a React key and the path's data-series). */
  id: string;
  /** What the text alternative and the legend call it ('Back', 'Profit and loss'). */
  label: string;
  tone: ChartTone;
  points: readonly ChartPoint[];
  /** Drawn as steps (a price holds until it moves) rather than straight segments. */
  step?: boolean;
}

/** A shaded stretch of time: a suspension, the in-play part of a match. */
export interface ChartBand {
  kind: 'suspended' | 'live';
  from: number;
  to: number;
  label: string;
}

/** A point drawn on top of the lines (a bet at its price and time). */
export interface ChartMark {
  id: string;
  t: number;
  v: number;
  tone: ChartTone;
  label: string;
}

/** A moment drawn as a vertical line with its label (the in-play moment). */
export interface ChartMarker {
  t: number;
  label: string;
}
