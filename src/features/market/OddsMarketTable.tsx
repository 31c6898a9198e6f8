// One Odds market table (Match Odds, tie, toss ...): title with matched amount, Min/Max head, runner rows, the market's status cover.
import { memo, useContext } from 'react';
import { isMarketOpen } from '../../domain/bettable';
import { minMaxText } from '../../domain/stakeLimits';
import { useEventInPlay } from '../../../streams/market/inPlay';
import { useLimits } from '../../../streams/market/limits';
import { marketOdds } from '../../../streams/market/marketOdds';
import { FollowButton } from '../sports/FollowButton';
import { CashOutButton } from './CashOut';
import { FollowMatchContext, useMarketPage } from './context';
import { LadderMarket } from './LadderMarket';
import { OddsRunnerRow } from './OddsRunnerRow';
import { StaleLabel } from './Stale';

const Matched = memo(function Matched({ marketId }: { marketId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  const text = marketOdds.useMatchedText(key, marketId);
  return text === null ? null : <span className="matched">Matched: {text}</span>;
});

/** The star that adds this market to Multi Markets. */
const Follow = memo(function Follow({ marketId, marketName }: { marketId: string; marketName: string }): React.JSX.Element | null {
  const match = useContext(FollowMatchContext);
  if (!match) return null;
  return <FollowButton className="follow" market={{ ...match, marketId, marketName }} label={marketName} />;
});

/** Locked by the event's in-play state, not the market's own flag: a toss market stays pre-match while its event runs. */
function MinMax(): React.JSX.Element {
  const { key, urlInPlay } = useMarketPage();
  const inPlay = useEventInPlay(key, urlInPlay);
  const limits = useLimits();
  return <>{minMaxText('odds', limits, inPlay)}</>;
}

// Memoised here, as are the title's parts: the market's status or name changing re-renders the
// table and its cover, not its rows (their cells are memoised in the row) nor the title's figures.
const Row = memo(OddsRunnerRow);
const Stale = memo(StaleLabel);
// MinMax reads the page from context: one element, so the head passes it by on a table re-render.
const MIN_MAX = <MinMax />;

export function OddsMarketTable({ marketId }: { marketId: string }): React.JSX.Element | null {
  const { key } = useMarketPage();
  const meta = marketOdds.useOddsMarket(key, marketId);
  const runnerIds = marketOdds.useOddsRunnerIds(key, marketId);
  if (!meta) return null;
  return (
    <LadderMarket
      marketId={marketId}
      market={meta}
      open={isMarketOpen(meta.status)}
      title={
        <>
          <Follow marketId={marketId} marketName={meta.marketName} />
          <h2>{meta.marketName}</h2>
          {meta.inplay && (
            <span className="badge" data-live="on">
              In-Play
            </span>
          )}
          <Stale block="ODDS" />
          <span className="spacer" />
          <CashOutButton kind="ODDS" marketId={marketId} />
          <Matched marketId={marketId} />
        </>
      }
      limits={MIN_MAX}
    >
      {runnerIds.map((id) => (
        <Row key={id} marketId={marketId} selectionId={id} />
      ))}
    </LadderMarket>
  );
}
