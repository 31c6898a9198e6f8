// A runner's sparkline of best back and lay since the page opened, as a button that opens the larger chart; it renders only when its runner's prices or state move.
import { css } from '@linaria/core';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { sparkline } from '../../ui/chart/Sparkline';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { priceHistory, type HistoryKind } from '../../../streams/market/priceHistory';
import { useMarketPage } from './context';
import { latestText, priceBands, priceSeries } from './priceChart';
import type { RunnerChartDialogProps } from './RunnerChartDialog';

// The larger chart's code loads the first time a player opens one.
// Memoised: its props are stable, so a sparkline's move passes it by.
const RunnerChartDialog = memo(lazyWhenOpen<RunnerChartDialogProps>(() => import('./RunnerChartDialog').then((m) => m.RunnerChartDialog)));

export interface RunnerSparklineProps {
  kind: HistoryKind;
  marketId: string;
  selectionId: string;
  runnerName: string;
}

export const RunnerSparkline = memo(function RunnerSparkline({ kind, marketId, selectionId, runnerName }: RunnerSparklineProps): React.JSX.Element {
  const { key } = useMarketPage();
  const history = priceHistory.useSparklineHistory(key, kind, marketId, selectionId);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const describedBy = useId();
  const drawn = useMemo(() => {
    const end = history?.points.at(-1)?.t ?? 0;
    return { series: priceSeries(history), bands: priceBands(history, end, null) };
  }, [history]);
  return (
    <>
      {/* A plain button and the sparkline called as a function: a move renders this one component. */}
      <button type="button" className={sparkButton} data-spark="" aria-label={`Price chart of ${runnerName}`} aria-describedby={describedBy} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="plot">{sparkline({ series: drawn.series, bands: drawn.bands, width: 64, height: 22 })}</span>
        {/* What the line ends at; a figure beside the prices, changing with them (the bench counts it as one). */}
        <span id={describedBy} className={visuallyHidden} data-value="sparkline">
          {latestText(history)}
        </span>
      </button>
      <RunnerChartDialog open={open} onClose={close} kind={kind} marketId={marketId} selectionId={selectionId} runnerName={runnerName} />
    </>
  );
});

/** The name cell with a sparkline: the name and projection on the left, the sparkline beside them. */
export const withSparkline = css`
  display: grid !important;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: 6px;
  align-content: center;

  & > * {
    grid-column: 1;
  }
  & > [data-spark] {
    grid-column: 2;
    grid-row: 1 / span 2;
    align-self: center;
  }
`;

const sparkButton = css`
  /* A fixed box whose paint stays inside it: a line redrawn with a price repaints this box only. */
  contain: strict;
  box-sizing: border-box;
  width: 72px;
  height: 28px;
  display: block;
  padding: 2px 3px;

  /* The line's own box, a relayout boundary: the button is a grid item, where Chromium never starts a layout (PriceCell). */
  .plot {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    contain: strict;
  }
  border: 1px solid transparent;
  border-radius: var(--radius-sm, 4px);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    border-color: var(--border);
    background: var(--surface-2);
  }
  &:focus-visible {
    outline: 2px solid var(--link);
    outline-offset: 1px;
  }
`;
