// The Profit & Loss page's curve: the period's cumulative profit and loss by day at the page's level, its total labelled, a text alternative beside the drawing.
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import { formatAmount, profitLossClass } from '../../../domain/format';
import { dayLabel, dayTick, MAX_CURVE_DAYS, type CurvePoint } from '../../../domain/profitCurve';
import { LineChart } from '../../../ui/chart/LineChart';
import type { ChartMark, ChartSeries } from '../../../ui/chart/types';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import type { ProfitCurveState } from '../../../../streams/account/profitCurve';
import { Signed } from '../components/cells';
import { useProfitCurve } from './state';

const TITLE = 'Cumulative profit and loss by day';
/** The drawing's units: about the width it gets on a phone and beside the side panel, so its text keeps its size. */
const NARROW = { width: 360, height: 180 };
const WIDE = { width: 880, height: 200 };
const ZERO: readonly number[] = [0];

/** `levelKey`: the drill-down level (levelKey of streams/account/profitLoss.ts), the same key as the table's rows. */
export function ProfitCurve({ levelKey }: { levelKey: string }): React.JSX.Element {
  const state = useProfitCurve(levelKey);
  const wide = useMediaQuery('(min-width: 601px)');
  const size = wide ? WIDE : NARROW;
  return (
    <Card aria-busy={state?.status === 'loading'}>
      <Heading>
        <span>{TITLE}</span>
        {state?.status === 'ready' && <Total points={state.points} />}
      </Heading>
      {/* The box keeps the drawing's height in every state: nothing below it moves when the curve arrives. */}
      <Plot style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        <Body state={state} width={size.width} height={size.height} />
      </Plot>
    </Card>
  );
}

function Body({ state, width, height }: { state: ProfitCurveState | null; width: number; height: number }): React.JSX.Element {
  switch (state?.status) {
    case undefined:
    case 'loading':
      return <Note>Loading the curve…</Note>;
    case 'failed':
      return <Note>The curve could not be loaded. The table shows the period's figures.</Note>;
    case 'notDrawn':
      return <Note>{`The curve draws a period of 1 to ${MAX_CURVE_DAYS} days. The table shows this period's figures.`}</Note>;
    case 'ready':
      return <Curve points={state.points} width={width} height={height} />;
  }
}

/** The last value, labelled: the period's total, as the table's Total row reads it. */
function Total({ points }: { points: readonly CurvePoint[] }): React.JSX.Element | null {
  const last = points.at(-1);
  if (!last) return null;
  return (
    <span>
      {`${dayLabel(last.day)}: `}
      <Signed data-sign={profitLossClass(last.total)} data-testid="curve-last">
        {formatAmount(last.total)}
      </Signed>
    </span>
  );
}

function Curve({ points, width, height }: { points: readonly CurvePoint[]; width: number; height: number }): React.JSX.Element {
  const drawn = useMemo(() => {
    const last = points.at(-1);
    const tone = last && last.total > 0 ? 'positive' : 'negative';
    const series: ChartSeries[] = [
      { id: 'profit-loss', label: 'Profit and loss', tone, points: points.map((p, i) => ({ t: i, v: p.total })) },
    ];
    const marks: ChartMark[] = last
      ? [{ id: 'last', t: points.length - 1, v: last.total, tone, label: `${dayLabel(last.day)}: ${formatAmount(last.total)}` }]
      : [];
    return { series, marks };
  }, [points]);
  const formatT = (t: number) => {
    const p = points[Math.round(t)];
    return p ? dayTick(p.day) : '';
  };
  return (
    <LineChart
      title={TITLE}
      series={drawn.series}
      marks={drawn.marks}
      marksTitle="Period total"
      yInclude={ZERO}
      formatT={formatT}
      formatV={formatAmount}
      width={width}
      height={height}
      timeTicks={Math.min(points.length, width > 500 ? 5 : 3)}
    />
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px;
  border: var(--card-border, 1px solid var(--border));
  border-radius: var(--radius);
  box-shadow: var(--card-shadow, none);
  background: var(--surface);
  color: var(--text);
`;

const Heading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  margin: 0;
  /* One line of text in every state: the total's arrival does not move the drawing. */
  min-height: 1.4em;
  font-size: 13px;
  font-weight: 700;
  line-height: 1.4;
`;

const Plot = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

const Note = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  margin: 0;
  padding: 0 12px;
  text-align: center;
  color: var(--text-muted);
  font-size: 13px;
`;
