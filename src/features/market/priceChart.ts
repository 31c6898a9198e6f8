// What a runner's price charts draw from its history and the player's bets: back and lay series, suspended and in-play bands, bets as marks.
import type { Bet } from '../../api/contract';
import { formatAmount } from '../../domain/format';
import type { ChartBand, ChartMark, ChartMarker, ChartSeries } from '../../ui/chart/types';
import type { RunnerHistory } from '../../../streams/market/priceHistory';

const NO_POINTS: RunnerHistory['points'] = [];

/** Best back (solid) and best lay (dashed) as step lines: a price stands until it moves. */
export function priceSeries(history: RunnerHistory | null): ChartSeries[] {
  const points = history?.points ?? NO_POINTS;
  return [
    { id: 'back', label: 'Best back', tone: 'back', step: true, points: points.map((p) => ({ t: p.t, v: p.back })) },
    { id: 'lay', label: 'Best lay', tone: 'lay', step: true, points: points.map((p) => ({ t: p.t, v: p.lay })) },
  ];
}

/** Suspensions, a running one to `end`; and the match in play from the moment it was seen to be, to `end`. */
export function priceBands(history: RunnerHistory | null, end: number, inPlaySince: number | null): ChartBand[] {
  const bands: ChartBand[] = (history?.suspensions ?? []).map((s) => ({
    kind: 'suspended',
    from: s.from,
    to: s.to ?? Math.max(end, s.from),
    label: 'Suspended',
  }));
  if (inPlaySince !== null && inPlaySince <= end) bands.unshift({ kind: 'live', from: inPlaySince, to: end, label: 'In play' });
  return bands;
}

/** The in-play moment as a line, when it came after the first price on this page (otherwise the whole chart is in play). */
export function inPlayMarker(history: RunnerHistory | null, inPlaySince: number | null): ChartMarker[] {
  const first = history?.points[0]?.t;
  return inPlaySince !== null && first !== undefined && inPlaySince > first ? [{ t: inPlaySince, label: 'In play' }] : [];
}

/** The player's bets on this runner placed within [from, to], at their price and placing time. */
export function betMarks(bets: readonly Bet[], selectionId: string, from: number, to: number, formatT: (t: number) => string): ChartMark[] {
  const marks: ChartMark[] = [];
  for (const b of bets) {
    if (b.selectionId !== selectionId) continue;
    const price = b.price ?? b.oddsReq;
    const t = Date.parse(b.placeTime);
    if (price === undefined || !Number.isFinite(t) || t < from || t > to) continue;
    const side = b.type === 'back' ? 'Back' : 'Lay';
    marks.push({ id: b.betId, t, v: price, tone: b.type, label: `${side} ${formatAmount(b.stake)} at ${price}, ${formatT(t)}` });
  }
  return marks;
}

const CLOCK = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** A time of day, 24-hour, to the second, in the player's own time zone. */
export const clockTime = (t: number): string => CLOCK.format(t);

/** A price as the ladder shows it. */
export const priceText = (v: number): string => String(Number(v.toFixed(2)));

/** The one line the sparkline's button is described by (and what it shows last). */
export function latestText(history: RunnerHistory | null): string {
  const last = history?.points.at(-1);
  if (!last) return 'No prices yet';
  const suspended = history!.suspensions.at(-1)?.to === null;
  const text = (v: number | null) => (v === null ? 'none' : priceText(v));
  return `Best back ${text(last.back)}, best lay ${text(last.lay)}${suspended ? ', suspended' : ''}`;
}
