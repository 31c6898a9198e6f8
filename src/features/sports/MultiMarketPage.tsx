// /multimarket: every followed market live (three back and three lay prices per runner) with unfollow, or the spec's two empty texts.
import { styled } from '@linaria/react';
import { Link } from '../../ui/links';
import { isMarketOpen, isRunnerActive } from '../../domain/bettable';
import { cellDepth, cellSide } from '../../domain/ladder';
import { fullmarketUrl } from '../../domain/matchLists';
import { LADDER_LEVELS } from '../../../streams/market/marketOdds';
import { unfollowMarket, type FollowedMarket, type FollowedMatch } from '../../../streams/multiMarket';
import { multiMarketOdds } from '../../../streams/multiMarketOdds';
import { priceCell } from '../../ui/PriceCell';
import { Spinner } from '../../ui/Spinner';
import { formatStart } from './format';
import { FollowStarIcon } from './icons';
import { LiveBadge } from './LiveBadge';
import { useIsLoggedIn } from '../shared/sessionHooks';
import { useFollowedMatches } from './state';

const { useMatchInPlay, useOddsCell, useOddsMarket, useOddsMarketIds, useOddsRunner, useOddsRunnerIds, useMatchedText } =
  multiMarketOdds;

function Cell({
  matchKey,
  marketId,
  selectionId,
  level,
  runnerName,
}: {
  matchKey: string;
  marketId: string;
  selectionId: string;
  level: (typeof LADDER_LEVELS)[number];
  runnerName: string;
}): React.JSX.Element {
  const { value, flash } = useOddsCell(matchKey, marketId, selectionId, level);
  const side = cellSide(level);
  return priceCell({
    side,
    depth: cellDepth(level),
    price: value?.price ?? null,
    size: value?.size ?? null,
    flash,
    label: `${side === 'back' ? 'Back' : 'Lay'} ${runnerName} ${value?.price ?? 'none'}`,
  });
}

function RunnerRow({ matchKey, marketId, selectionId }: { matchKey: string; marketId: string; selectionId: string }) {
  const runner = useOddsRunner(matchKey, marketId, selectionId);
  if (!runner) return null;
  const active = isRunnerActive(runner.status);
  return (
    <div className="runner" data-status={runner.status}>
      <span className="runner-name">{runner.runnerName}</span>
      <div className="ladder">
        {LADDER_LEVELS.map((level) => (
          <Cell
            key={level}
            matchKey={matchKey}
            marketId={marketId}
            selectionId={selectionId}
            level={level}
            runnerName={runner.runnerName}
          />
        ))}
        {!active && <span className="runner-status">{runner.status}</span>}
      </div>
    </div>
  );
}

function Matched({ matchKey, marketId }: { matchKey: string; marketId: string }): React.JSX.Element | null {
  const text = useMatchedText(matchKey, marketId);
  return text === null ? null : <span className="matched">Matched {text}</span>;
}

function LiveMarket({ group, market }: { group: FollowedMatch; market: FollowedMarket }): React.JSX.Element {
  const meta = useOddsMarket(group.key, market.marketId);
  const runnerIds = useOddsRunnerIds(group.key, market.marketId);
  const ids = useOddsMarketIds(group.key);
  if (!meta)
    return (
      <p className="market-note">
        {ids === null ? <Spinner size={16} label="Loading prices" /> : 'This market is no longer offered.'}
      </p>
    );
  return (
    <>
      <div className="ladder-head" aria-hidden="true">
        <span />
        <div className="sides">
          <span className="side back">Back</span>
          <span className="side lay">Lay</span>
        </div>
      </div>
      <div className="runners">
        {runnerIds.map((id) => (
          <RunnerRow key={id} matchKey={group.key} marketId={market.marketId} selectionId={id} />
        ))}
        {!isMarketOpen(meta.status) && (
          <div className="cover" role="status" aria-label={`${market.marketName} ${meta.status}`}>
            {meta.status}
          </div>
        )}
      </div>
    </>
  );
}

function MarketCard({ group, market, live }: { group: FollowedMatch; market: FollowedMarket; live: boolean }) {
  return (
    <section className="market" aria-label={`${group.eventName} ${market.marketName}`} data-market={market.marketId}>
      <div className="market-head">
        <h3>{market.marketName}</h3>
        {live && <Matched matchKey={group.key} marketId={market.marketId} />}
        <button
          type="button"
          className="unfollow"
          aria-label={`Unfollow ${group.eventName} ${market.marketName}`}
          title="Remove from Multi Markets"
          onClick={() => unfollowMarket(market.marketId)}
        >
          <FollowStarIcon filled />
          <span>Unfollow</span>
        </button>
      </div>
      {live ? <LiveMarket group={group} market={market} /> : null}
    </section>
  );
}

function MatchCardHead({ group, inPlay }: { group: FollowedMatch; inPlay: boolean }): React.JSX.Element {
  const url = fullmarketUrl({
    eventId: group.eventId,
    competitionId: group.legueId,
    matchId: group.matchId,
    gameTime: group.openDate,
    eventName: group.eventName,
    inplay: inPlay,
  });
  return (
    <header>
      <div>
        <h2>{group.eventName}</h2>
        {inPlay ? (
          <LiveBadge className="live" />
        ) : (
          <time dateTime={group.openDate}>{formatStart(group.openDate)}</time>
        )}
      </div>
      <Link className="open" to={url}>
        Open market
      </Link>
    </header>
  );
}

/** Logged in, the odds say whether the match is in play; the head shows it and links accordingly. */
function LiveHead({ group }: { group: FollowedMatch }): React.JSX.Element {
  return <MatchCardHead group={group} inPlay={useMatchInPlay(group.key)} />;
}

function MatchCard({ group, live }: { group: FollowedMatch; live: boolean }): React.JSX.Element {
  return (
    <article className="match" aria-label={group.eventName}>
      {live ? <LiveHead group={group} /> : <MatchCardHead group={group} inPlay={false} />}
      {group.markets.map((m) => (
        <MarketCard key={m.marketId} group={group} market={m} live={live} />
      ))}
    </article>
  );
}

export default function MultiMarketPage(): React.JSX.Element {
  const groups = useFollowedMatches();
  const loggedIn = useIsLoggedIn();
  return (
    <Page>
      <h1 className="title">Multi Markets</h1>
      {groups.length === 0 ? (
        <div className="empty">
          <p className="lead">There are currently no followed multi markets.</p>
          <p>Please add some markets from events.</p>
        </div>
      ) : (
        <>
          {!loggedIn && <p className="login-note">Log in to see the live prices of your followed markets.</p>}
          {groups.map((g) => (
            <MatchCard key={g.key} group={g} live={loggedIn} />
          ))}
        </>
      )}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;

  .title {
    margin: 0;
    padding: 10px 14px;
    border-radius: var(--radius);
    background: var(--panel-head-bg);
    color: var(--panel-head-fg);
    font-size: 15px;
    letter-spacing: 0.02em;
  }
  .empty {
    padding: 36px 16px;
    text-align: center;
    background: var(--surface);
    border: var(--card-border);
    border-radius: var(--radius);
    box-shadow: var(--card-shadow);
  }
  .empty p {
    margin: 4px 0;
    color: var(--text-muted);
  }
  .empty .lead {
    color: var(--text);
    font-weight: 700;
    font-size: 15px;
  }
  .login-note {
    margin: 0;
    padding: 10px 14px;
    border-radius: var(--radius);
    background: var(--surface);
    border-left: 4px solid var(--secondary);
  }

  .match {
    background: var(--surface);
    border: var(--card-border);
    border-radius: var(--radius);
    box-shadow: var(--card-shadow);
    overflow: hidden;
  }
  .match > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 10px;
    padding: 10px 12px;
    border-bottom: 1px solid var(--border);
  }
  .match h2 {
    margin: 0;
    font-size: 15px;
  }
  .match time {
    font-size: 12px;
    color: var(--text-muted);
  }
  .live {
    margin-top: 3px;
  }
  .open {
    flex: none;
    padding: 6px 12px;
    border-radius: var(--radius-btn);
    background: var(--primary);
    color: var(--on-primary);
    font-weight: 700;
    font-size: 12.5px;
    text-decoration: none;
  }

  .market + .market {
    border-top: 1px solid var(--border);
  }
  .market-head {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 6px 8px 6px 12px;
    background: var(--surface-3);
  }
  .market-head h3 {
    flex: 1;
    margin: 0;
    font-size: 13px;
  }
  .matched {
    font-size: 11.5px;
    color: var(--text-muted);
  }
  .unfollow {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    padding: 4px 8px;
    border: 1px solid var(--border);
    border-radius: var(--radius-btn);
    background: var(--surface);
    color: var(--text);
    font-size: 12px;
    font-weight: 700;
  }
  .unfollow svg {
    color: #f5a524;
  }
  .unfollow:hover {
    border-color: var(--negative);
    color: var(--negative);
  }
  .market-note {
    display: flex;
    justify-content: center;
    margin: 0;
    padding: 14px;
    color: var(--text-muted);
  }

  .ladder-head,
  .runner {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 3fr);
    align-items: center;
    column-gap: 6px;
    padding: 0 8px 0 12px;
  }
  .ladder-head {
    font-size: 11px;
    font-weight: 800;
    text-transform: uppercase;
    padding-top: 5px;
    padding-bottom: 5px;
  }
  .sides {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 3px;
  }
  .side {
    padding: 2px 0;
    border-radius: 3px;
    text-align: center;
    color: var(--text);
  }
  .side.back {
    background: var(--back-strong);
  }
  .side.lay {
    background: var(--lay-strong);
  }
  .runners {
    position: relative;
  }
  .runner {
    min-height: 48px;
    border-top: 1px solid var(--border);
    padding-top: 3px;
    padding-bottom: 3px;
  }
  .runner-name {
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .ladder {
    position: relative;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 3px;
  }
  .runner-status {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    border-radius: 3px;
    background: var(--overlay);
    color: #fff;
    font-weight: 800;
    letter-spacing: 0.04em;
  }
  .cover {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    background: var(--overlay);
    color: #fff;
    font-size: 16px;
    font-weight: 800;
    letter-spacing: 0.06em;
  }

  @media (max-width: 775.98px) {
    .ladder-head,
    .runner {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    }
  }
  @media (max-width: 569.98px) {
    .ladder-head,
    .runner {
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    }
  }
`;
