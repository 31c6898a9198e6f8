// One horse price cell, subscribed to its own key only: a tick that leaves it unchanged does not render it.
import type { CellKey } from '../../domain/ladder';
import type { SlipCell } from '../../../streams/market/betSlip';
import { horseOdds } from '../../../streams/horse/odds';
import { useMarketPage } from '../market/context';
import { useLadderPriceCell } from '../market/LadderPriceCell';

export interface HorseCellProps {
  gmid: string;
  marketId: string;
  selectionId: string;
  runnerName: string;
  level: CellKey;
}

export function HorseCell({ gmid, marketId, selectionId, runnerName, level }: HorseCellProps): React.JSX.Element {
  const { key } = useMarketPage();
  const { value, flash } = horseOdds.useHorseCell(gmid, marketId, selectionId, level);
  const cell: SlipCell = { kind: 'HORSE', key, marketId, selectionId, level };
  return useLadderPriceCell({ cell, level, runnerName, value, flash });
}
