// One Match Odds ladder cell, subscribed to its own key only: a tick that leaves it unchanged does not render it.
import type { SlipCell } from '../../../streams/market/betSlip';
import { marketOdds, type LadderLevel } from '../../../streams/market/marketOdds';
import { useMarketPage } from './context';
import { useLadderPriceCell } from './LadderPriceCell';

export interface OddsCellProps {
  marketId: string;
  selectionId: string;
  runnerName: string;
  level: LadderLevel;
}

export function OddsCell({ marketId, selectionId, runnerName, level }: OddsCellProps): React.JSX.Element {
  const { key } = useMarketPage();
  const { value, flash } = marketOdds.useOddsCell(key, marketId, selectionId, level);
  const cell: SlipCell = { kind: 'ODDS', key, marketId, selectionId, level };
  return useLadderPriceCell({ cell, level, runnerName, value, flash });
}
