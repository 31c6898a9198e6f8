// A runner's projected profit or loss: from the player's bets on the market, with the open slip added while one is open here, and what-if figures while a price or Cash Out is pointed at.
import { useSelector } from '@xstate/react';
import { profitLossClass, formatAmount } from '../../domain/format';
import { projectSelections } from '../../domain/projection';
import { slipPreview } from '../../../machines/betSlip.machine';
import { useMarketBets } from '../../../streams/market/matchBets';
import { whatIf } from '../../../streams/market/whatIf';
import { useMarketPage } from './context';
import { Profit } from './styles';

export function Projection({ marketId, selectionId }: { marketId: string; selectionId: string }): React.JSX.Element | null {
  const { matchId, slip } = useMarketPage();
  const bets = useMarketBets(matchId, marketId);
  // A number (or null), so the row wakes only when this runner's figure moves.
  const preview = useSelector(slip, (s) => {
    const sel = s.context.selection;
    if (!sel || sel.kind === 'FANCY' || sel.marketId !== marketId || s.context.stake <= 0) return null;
    return slipPreview(s.context, bets)?.byRunner[selectionId] ?? null;
  });
  // The hovered or focused price (or Cash Out): null while nothing in this market is pointed at.
  const aimed = whatIf.useWhatIf(slip, matchId, marketId, selectionId);
  const base = bets.length > 0 ? (projectSelections(bets, [selectionId])[selectionId] ?? 0) : null;
  if (base === null && preview === null && aimed === null) return null;
  return (
    <span className="projection">
      {base !== null && (
        <Profit data-tone={profitLossClass(base)} aria-label="Projected profit or loss">
          {formatAmount(base)}
        </Profit>
      )}
      {preview !== null && (
        <Profit data-tone={profitLossClass(preview)} data-preview="on" aria-label="With this bet">
          {formatAmount(preview)}
        </Profit>
      )}
      {aimed !== null && (
        <Profit
          data-tone={profitLossClass(aimed.amount)}
          data-whatif={aimed.of}
          aria-label={aimed.of === 'cashOut' ? 'After cash out' : 'If this bet were placed'}
        >
          {formatAmount(aimed.amount)}
        </Profit>
      )}
    </span>
  );
}
