// A Match Odds runner row: name, projected profit or loss, the six cells, its status cover, and the slip when it was clicked.
import { memo } from 'react';
import { formatRemovalDate } from '../../domain/format';
import { LADDER_LEVELS, marketOdds } from '../../../streams/market/marketOdds';
import { InlineSlip } from './BetSlip';
import { useMarketPage } from './context';
import { useSlipOnRow } from './useSlipOnRow';
import { OddsCell } from './OddsCell';
import { Projection } from './Projection';
import { Cells, LadderRow, NameCell, Overlay } from './styles';

// Memoised: the row re-renders for its runner's status or its slip, and its six cells, whose props
// are the same, are passed by.
const Cell = memo(OddsCell);

export function OddsRunnerRow({ marketId, selectionId }: { marketId: string; selectionId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  const runner = marketOdds.useOddsRunner(key, marketId, selectionId);
  const slipHere = useSlipOnRow('ODDS', selectionId, marketId);
  if (!runner) return null;
  const active = runner.status === 'ACTIVE';
  return (
    <>
      <LadderRow data-runner={selectionId}>
        <NameCell>
          <span className="name">{runner.runnerName}</span>
          <Projection marketId={marketId} selectionId={selectionId} />
        </NameCell>
        <Cells>
          {LADDER_LEVELS.map((level) => (
            <Cell key={level} marketId={marketId} selectionId={selectionId} runnerName={runner.runnerName} level={level} />
          ))}
          {!active && (
            <Overlay role="status" aria-label={`${runner.runnerName} ${runner.status}`}>
              <span>{runner.status}</span>
              {runner.adjustmentFactor !== null && <span className="extra">{runner.adjustmentFactor}%</span>}
              {runner.removalDate && <span className="extra">{formatRemovalDate(runner.removalDate)}</span>}
            </Overlay>
          )}
        </Cells>
      </LadderRow>
      {slipHere && <InlineSlip />}
    </>
  );
}
