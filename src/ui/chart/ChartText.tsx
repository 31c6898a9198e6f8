// A chart's text alternative, hidden from the eye: each series' first, last, high and low, the shaded stretches, the marks, and the data as a table.
import { visuallyHidden } from '../visuallyHidden';
import { summarize } from './geometry';
import type { ChartBand, ChartMark, ChartSeries } from './types';

export interface ChartTextProps {
  title: string;
  series: readonly ChartSeries[];
  bands?: readonly ChartBand[];
  marks?: readonly ChartMark[];
  /** The heading of the marks' list ('Your bets'). */
  marksTitle?: string;
  formatT: (t: number) => string;
  formatV: (v: number) => string;
}

/** One line per series: 'Back: first 1.95 at 12:00:00, last ..., high ..., low ...'. */
export function seriesSentence(s: ChartSeries, formatT: (t: number) => string, formatV: (v: number) => string): string {
  const sum = summarize(s.points);
  if (!sum) return `${s.label}: no values yet`;
  const at = (p: { t: number; v: number }) => `${formatV(p.v)} at ${formatT(p.t)}`;
  return `${s.label}: first ${at(sum.first)}, last ${at(sum.last)}, high ${at(sum.high)}, low ${at(sum.low)}`;
}

export function ChartText({ title, series, bands = [], marks = [], marksTitle = 'Marked', formatT, formatV }: ChartTextProps): React.JSX.Element {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b);
  const byTime = series.map((s) => new Map(s.points.map((p) => [p.t, p.v])));
  return (
    <div className={visuallyHidden}>
      <ul aria-label={`${title}: summary`}>
        {series.map((s) => (
          <li key={s.id}>{seriesSentence(s, formatT, formatV)}</li>
        ))}
      </ul>
      {bands.length > 0 && (
        <ul aria-label={`${title}: shaded`}>
          {bands.map((b, i) => (
            <li key={i}>{`${b.label}: ${formatT(b.from)} to ${formatT(b.to)}`}</li>
          ))}
        </ul>
      )}
      {marks.length > 0 && (
        <ul aria-label={marksTitle}>
          {marks.map((m) => (
            <li key={m.id}>{m.label}</li>
          ))}
        </ul>
      )}
      <table>
        <caption>{`${title}: data`}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            {series.map((s) => (
              <th key={s.id} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((t) => (
            <tr key={t}>
              <th scope="row">{formatT(t)}</th>
              {byTime.map((m, i) => {
                const v = m.get(t);
                return <td key={series[i]!.id}>{v === undefined || v === null ? '-' : formatV(v)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
