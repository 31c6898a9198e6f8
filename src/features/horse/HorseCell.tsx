// One horse price cell, subscribed to its own key only: a tick that leaves it unchanged does not render it.
import { PriceCell } from '../../ui/PriceCell';
import type { CellKey } from '../../domain/ladder';
import { betSlip, cellId, type SlipCell } from '../../../streams/market/betSlip';
import { horseOdds } from '../../../streams/horse/odds';
import { sideOf } from '../../../streams/market/marketOdds';
import { useMarketPage } from '../market/context';

export interface HorseCellProps {
  gmid: string;
  marketId: string;
  selectionId: string;
  runnerName: string;
  level: CellKey;
}

export function HorseCell({ gmid, marketId, selectionId, runnerName, level }: HorseCellProps): React.JSX.Element {
  const { key, slip, openSlip } = useMarketPage();
  const { value, flash } = horseOdds.useHorseCell(gmid, marketId, selectionId, level);
  const cell: SlipCell = { kind: 'HORSE', key, marketId, selectionId, level };
  const selected = betSlip.useIsOpenCell(slip, cellId(cell));
  const side = sideOf(level);
  const price = value?.price ?? null;
  return (
    <PriceCell
      side={side}
      depth={Number(level.slice(-1)) as 1 | 2 | 3}
      price={price}
      size={value?.size ?? null}
      flash={flash}
      selected={selected}
      label={`${side === 'back' ? 'Back' : 'Lay'} ${runnerName} at ${price ?? '-'}`}
      onSelect={() => openSlip(cell)}
    />
  );
}
