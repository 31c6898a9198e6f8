// A small chart without axes or text, for a row: the series over the time given, shaded bands under them.
import { chartSkin } from './chart.css';
import { bandRects, extentOf, linePath, linearScale, padExtent, stepPath, unionExtent, type Extent } from './geometry';
import type { ChartBand, ChartSeries } from './types';

export interface SparklineProps {
  series: readonly ChartSeries[];
  bands?: readonly ChartBand[];
  /** The time shown, earliest to latest; by default the data's own. */
  tDomain?: Extent;
  width?: number;
  height?: number;
  className?: string;
}

const NO_BANDS: readonly ChartBand[] = [];

/**
 * Decorative to assistive technology: whatever holds it names it and carries the text alternative.
 * Called as a function (`sparkline(props)`, as `priceCell` is), hook-free: a keyed row that draws one renders
 * one component per move, not two.
 */
export function sparkline({ series, bands = NO_BANDS, tDomain, width = 72, height = 20, className }: SparklineProps): React.JSX.Element {
  const drawn = (() => {
    const ts = extentOf(series.flatMap((s) => s.points.map((p) => p.t)));
    // One moment only: its values are drawn across the whole width.
    const tExtent: Extent | null = tDomain ?? (ts && ts[0] === ts[1] ? [ts[0], ts[0] + 1] : ts);
    const vExtent = series.reduce<Extent | null>((acc, s) => unionExtent(acc, extentOf(s.points.map((p) => p.v))), null);
    if (!tExtent || !vExtent) return null;
    const x = linearScale(tExtent, [1, width - 1]);
    const y = linearScale(padExtent(vExtent), [height - 1, 1]);
    return {
      paths: series.map((s) => ({ s, d: s.step ? stepPath(s.points, x, y, tExtent[1]) : linePath(s.points, x, y) })),
      bands: bands.map((b) => ({ b, rect: bandRects([b], x, tExtent)[0] })),
    };
  })();
  return (
    <svg
      className={className ? `${chartSkin} ${className}` : chartSkin}
      data-size="small"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      {drawn?.bands.map(({ b, rect }, i) =>
        rect ? <rect key={i} className="band" data-kind={b.kind} x={rect.x} width={rect.width} y={0} height={height} /> : null,
      )}
      {drawn?.paths.map(({ s, d }) => (
        <path key={s.id} className="series" data-series={s.id} data-tone={s.tone} d={d} />
      ))}
    </svg>
  );
}
