// A Match Odds runner row: name, projected profit or loss, the six cells, its status cover, and the slip when it was clicked.
import { memo } from 'react';
import { isRunnerActive } from '../../domain/bettable';
import { formatRemovalDate } from '../../domain/format';
import { LADDER_LEVELS, marketOdds } from '../../../streams/market/marketOdds';
import { InlineSlip } from './BetSlip';
import { useMarketPage } from './context';
import { useSlipOnRow } from './useSlipOnRow';
import { OddsCell } from './OddsCell';
import { Projection } from './Projection';
import { RunnerSparkline, withSparkline } from './RunnerSparkline';
import { Cells, LadderRow, NameCell, Overlay } from './styles';

// Memoised: the row re-renders for its slip (or its runner's name), and its six cells, whose props
// are the same, are passed by.
const Cell = memo(OddsCell);

/** The runner's status cover (REMOVED, WINNER, LOSER ... with its adjustment and removal date): the one part of the row that follows its status. */
function RunnerCover({ marketId, selectionId }: { marketId: string; selectionId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  const runner = marketOdds.useOddsRunner(key, marketId, selectionId);
  if (!runner || isRunnerActive(runner.status)) return null;
  return (
    <Overlay role="status" aria-label={`${runner.runnerName} ${runner.status}`}>
      <span>{runner.status}</span>
      {runner.adjustmentFactor !== null && <span className="extra">{runner.adjustmentFactor}%</span>}
      {runner.removalDate && <span className="extra">{formatRemovalDate(runner.removalDate)}</span>}
    </Overlay>
  );
}

export function OddsRunnerRow({ marketId, selectionId }: { marketId: string; selectionId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  // The name alone: a status change re-renders the cover, not the row.
  const runnerName = marketOdds.useOddsRunnerName(key, marketId, selectionId);
  const slipHere = useSlipOnRow('ODDS', selectionId, marketId);
  if (runnerName === null) return null;
  return (
    <>
      <LadderRow data-runner={selectionId}>
        <NameCell className={withSparkline}>
          <span className="name">{runnerName}</span>
          <Projection marketId={marketId} selectionId={selectionId} />
          <RunnerSparkline kind="ODDS" marketId={marketId} selectionId={selectionId} runnerName={runnerName} />
        </NameCell>
        <Cells>
          {LADDER_LEVELS.map((level) => (
            <Cell key={level} marketId={marketId} selectionId={selectionId} runnerName={runnerName} level={level} />
          ))}
          <RunnerCover marketId={marketId} selectionId={selectionId} />
        </Cells>
      </LadderRow>
      {slipHere && <InlineSlip />}
    </>
  );
}
