// A larger chart: series over time with a value axis and time ticks, shaded bands, vertical markers, marked points, a legend and its text alternative.
import { useMemo } from 'react';
import { chartSkin } from './chart.css';
import { ChartText } from './ChartText';
import { bandRects, extentOf, linePath, linearScale, niceTicks, padExtent, stepPath, unionExtent, type Extent } from './geometry';
import type { ChartBand, ChartMark, ChartMarker, ChartSeries } from './types';

export interface LineChartProps {
  /** Names the figure and heads its text alternative. */
  title: string;
  series: readonly ChartSeries[];
  bands?: readonly ChartBand[];
  marks?: readonly ChartMark[];
  marksTitle?: string;
  markers?: readonly ChartMarker[];
  /** The time shown, earliest to latest; by default the data's own (marks and markers included). */
  tDomain?: Extent;
  /** Values the value axis must reach (0 for a profit curve). */
  yInclude?: readonly number[];
  formatT?: (t: number) => string;
  formatV?: (v: number) => string;
  /** The drawing's own units (it scales to its box's width): pick a width near the space it gets, so text keeps its size. */
  width?: number;
  height?: number;
  timeTicks?: number;
}

const M = { top: 18, right: 12, bottom: 22, left: 46 };
const NONE: readonly never[] = [];

export function LineChart({
  title,
  series,
  bands = NONE,
  marks = NONE,
  marksTitle,
  markers = NONE,
  tDomain,
  yInclude = NONE,
  formatT = String,
  formatV = String,
  width = 640,
  height = 240,
  timeTicks = 4,
}: LineChartProps): React.JSX.Element {
  const drawn = useMemo(() => {
    const tExtent =
      tDomain ?? extentOf([...series.flatMap((s) => s.points.map((p) => p.t)), ...marks.map((m) => m.t), ...markers.map((m) => m.t)]);
    let vExtent = series.reduce<Extent | null>((acc, s) => unionExtent(acc, extentOf(s.points.map((p) => p.v))), null);
    vExtent = unionExtent(vExtent, extentOf([...marks.map((m) => m.v), ...yInclude]));
    if (!tExtent || !vExtent) return null;
    const yDomain = padExtent(vExtent);
    const x = linearScale(tExtent, [M.left, width - M.right]);
    const y = linearScale(yDomain, [height - M.bottom, M.top]);
    const tTicks =
      tExtent[1] === tExtent[0]
        ? [tExtent[0]]
        : Array.from({ length: timeTicks }, (_, i) => tExtent[0] + ((tExtent[1] - tExtent[0]) * i) / (timeTicks - 1));
    return {
      x,
      y,
      tExtent,
      yTicks: niceTicks(yDomain[0], yDomain[1], 4),
      tTicks,
      paths: series.map((s) => ({ s, d: s.step ? stepPath(s.points, x, y, tExtent[1]) : linePath(s.points, x, y) })),
      bands: bands.map((b) => ({ b, rect: bandRects([b], x, tExtent)[0] })),
    };
  }, [series, bands, marks, markers, tDomain, yInclude, width, height, timeTicks]);

  return (
    <figure aria-label={title} style={{ margin: 0 }}>
      <svg
        className={chartSkin}
        data-size="large"
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        aria-hidden="true"
        focusable="false"
      >
        {drawn && (
          <>
            {drawn.bands.map(({ b, rect }, i) =>
              rect ? (
                <rect key={i} className="band" data-kind={b.kind} x={rect.x} width={rect.width} y={M.top} height={height - M.top - M.bottom}>
                  <title>{b.label}</title>
                </rect>
              ) : null,
            )}
            {drawn.yTicks.map((v) => (
              <g key={v}>
                {/* Zero, when on the scale, is drawn solid: a profit curve reads above or below it. */}
                <line className={v === 0 ? 'grid zero' : 'grid'} x1={M.left} x2={width - M.right} y1={drawn.y(v)} y2={drawn.y(v)} />
                <text x={M.left - 6} y={drawn.y(v)} dy="0.32em" textAnchor="end">
                  {formatV(v)}
                </text>
              </g>
            ))}
            <line className="axis" x1={M.left} x2={width - M.right} y1={height - M.bottom} y2={height - M.bottom} />
            {drawn.tTicks.map((t, i) => (
              <text
                key={i}
                x={drawn.x(t)}
                y={height - 6}
                textAnchor={i === 0 ? 'start' : i === drawn.tTicks.length - 1 ? 'end' : 'middle'}
              >
                {formatT(t)}
              </text>
            ))}
            {markers.map((m, i) => (
              <g key={i} data-marker={m.label}>
                <line className="marker" x1={drawn.x(m.t)} x2={drawn.x(m.t)} y1={M.top} y2={height - M.bottom} />
                <text x={drawn.x(m.t)} y={M.top - 5} textAnchor="middle">
                  {m.label}
                </text>
              </g>
            ))}
            {drawn.paths.map(({ s, d }) => (
              <path key={s.id} className="series" data-series={s.id} data-tone={s.tone} d={d} />
            ))}
            {marks.map((m) => (
              <circle key={m.id} className="mark" data-mark={m.id} data-tone={m.tone} cx={drawn.x(m.t)} cy={drawn.y(m.v)} r={5}>
                <title>{m.label}</title>
              </circle>
            ))}
          </>
        )}
      </svg>
      <ChartText title={title} series={series} bands={bands} marks={marks} marksTitle={marksTitle} formatT={formatT} formatV={formatV} />
    </figure>
  );
}
