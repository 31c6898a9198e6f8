// A ladder price cell of a market page (exchange odds or a horse race): the price cell, marked while its slip is open, opening the slip on a click.
// A hook that returns the cell's markup, called by the keyed cell component: a tick renders that one component, not a second under it.
import type { PriceSize } from '../../api/contract';
import { cellDepth, cellSide } from '../../domain/ladder';
import { priceCell } from '../../ui/PriceCell';
import { betSlip, cellId, type SlipCell } from '../../../streams/market/betSlip';
import type { LadderLevel } from '../../../streams/market/marketOdds';
import { whatIf } from '../../../streams/market/whatIf';
import { useMarketPage } from './context';

export interface LadderPriceCellProps {
  cell: SlipCell;
  level: LadderLevel;
  runnerName: string;
  value: PriceSize | null;
  flash: number;
}

export function useLadderPriceCell({ cell, level, runnerName, value, flash }: LadderPriceCellProps): React.JSX.Element {
  const { slip, openSlip } = useMarketPage();
  const selected = betSlip.useIsOpenCell(slip, cellId(cell));
  const side = cellSide(level);
  const price = value?.price ?? null;
  return priceCell({
    side,
    depth: cellDepth(level),
    price,
    size: value?.size ?? null,
    flash,
    selected,
    label: `${side === 'back' ? 'Back' : 'Lay'} ${runnerName} at ${price ?? '-'}`,
    onSelect: () => openSlip(cell),
    cellId: cellId(cell),
    onAim: () => whatIf.aim({ kind: 'cell', cell }),
    onRelease: () => whatIf.release({ kind: 'cell', cell }),
  });
}
