// Whether the page's bet slip holds a bet on this row, so the row opens the slip under itself; a row re-renders only when that answer changes.
import { useSelector } from '@xstate/react';
import type { BetSelection } from '../../../machines/betSelection';
import { useMarketPage } from './context';

/** The slip's selection is of this kind and runner, and of this market when one is given (a fancy line has no market of its own). */
export function useSlipOnRow(kind: BetSelection['kind'], selectionId: string, marketId?: string): boolean {
  const { slip } = useMarketPage();
  return useSelector(slip, (s) => {
    const sel = s.context.selection;
    return sel !== null && sel.kind === kind && sel.selectionId === selectionId && (marketId === undefined || sel.marketId === marketId);
  });
}
