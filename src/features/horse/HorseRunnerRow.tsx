// A horse runner row: saddle number and name, projected profit or loss, six price cells, its status cover, and the slip when it was clicked.
import { isRunnerActive } from '../../domain/bettable';
import { CELL_ORDER } from '../../domain/ladder';
import { horseOdds } from '../../../streams/horse/odds';
import { InlineSlip } from '../market/BetSlip';
import { useSlipOnRow } from '../market/useSlipOnRow';
import { Projection } from '../market/Projection';
import { Cells, LadderRow, NameCell, Overlay } from '../market/styles';
import { HorseCell } from './HorseCell';

export interface HorseRunnerRowProps {
  gmid: string;
  marketId: string;
  selectionId: string;
  /** The runner's place in the field as listed (its saddle-cloth number). */
  number: number;
}

export function HorseRunnerRow({ gmid, marketId, selectionId, number }: HorseRunnerRowProps): React.JSX.Element | null {
  const runner = horseOdds.useHorseRunner(gmid, marketId, selectionId);
  const slipHere = useSlipOnRow('HORSE', selectionId, marketId);
  if (!runner) return null;
  return (
    <>
      <LadderRow data-runner={selectionId}>
        <NameCell>
          <span className="name">
            <span className="saddle" aria-hidden="true">
              {number}
            </span>{' '}
            {runner.runnerName}
          </span>
          <Projection marketId={marketId} selectionId={selectionId} />
        </NameCell>
        <Cells>
          {CELL_ORDER.map((level) => (
            <HorseCell key={level} gmid={gmid} marketId={marketId} selectionId={selectionId} runnerName={runner.runnerName} level={level} />
          ))}
          {!isRunnerActive(runner.status) && (
            <Overlay role="status" aria-label={`${runner.runnerName} ${runner.status}`}>
              <span>{runner.status}</span>
            </Overlay>
          )}
        </Cells>
      </LadderRow>
      {slipHere && <InlineSlip />}
    </>
  );
}
