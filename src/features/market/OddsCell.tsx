// One Match Odds ladder cell, subscribed to its own key only: a tick that leaves it unchanged does not render it.
import { priceCell } from '../../ui/PriceCell';
import { betSlip, cellId, type SlipCell } from '../../../streams/market/betSlip';
import { marketOdds, sideOf, type LadderLevel } from '../../../streams/market/marketOdds';
import { useMarketPage } from './context';

export interface OddsCellProps {
  marketId: string;
  selectionId: string;
  runnerName: string;
  level: LadderLevel;
}

export function OddsCell({ marketId, selectionId, runnerName, level }: OddsCellProps): React.JSX.Element {
  const { key, slip, openSlip } = useMarketPage();
  const { value, flash } = marketOdds.useOddsCell(key, marketId, selectionId, level);
  const cell: SlipCell = { kind: 'ODDS', key, marketId, selectionId, level };
  const selected = betSlip.useIsOpenCell(slip, cellId(cell));
  const side = sideOf(level);
  const price = value?.price ?? null;
  return priceCell({
    side,
    depth: Number(level.slice(-1)) as 1 | 2 | 3,
    price,
    size: value?.size ?? null,
    flash,
    selected,
    label: `${side === 'back' ? 'Back' : 'Lay'} ${runnerName} at ${price ?? '-'}`,
    onSelect: () => openSlip(cell),
  });
}
