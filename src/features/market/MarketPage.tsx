// The event market page /fullmarket/{sport}/{league}/{match}?gameTime=&eventName=&inplay=: game head, filter pills, Odds, Bookmaker and Fancy markets, open bets.
import { styled } from '@linaria/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { betSlip, type SlipCell, type SlipPage } from '../../../streams/market/betSlip';
import { useFirstAnswersIn } from '../../../streams/market/firstAnswers';
import { eventInPlay$ } from '../../../streams/market/inPlay';
import { FALLBACK_LIMITS, limits$ } from '../../../streams/market/limits';
import { match$, useMatch } from '../../../streams/market/match';
import { matchKey, type MatchKey } from '../../../streams/market/matchKey';
import { latest } from '../../../streams/market/snapshot';
import { whatIf } from '../../../streams/market/whatIf';
import { oneClickStakeNow } from '../../../streams/oneClick';
import { BookmakerMarkets } from './BookmakerMarkets';
import { FollowMatchContext, MarketContext, type FollowMatchInfo, type MarketPageContext } from './context';
import { FancyBlock } from './FancyBlock';
import { GameHeader } from './GameHeader';
import { PriceAnnouncer } from './PriceAnnouncer';
import { KeyboardTrading } from './KeyboardTrading';
import { MatchBets } from './MatchBets';
import { OneClickBadge } from './OneClickBadge';
import { OddsMarkets } from './OddsMarkets';
import { sportName } from './sport';
import { useIsLoggedIn } from '../shared/sessionHooks';
import { usePageSlip } from './usePageSlip';
import { Empty, Pills } from './styles';

type Filter = 'all' | 'bookmaker' | 'odds';

const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'bookmaker', label: 'Bookmaker' },
  { id: 'odds', label: 'Odds' },
];

export default function MarketPage(): React.JSX.Element {
  const { sport = '', league = '', match = '' } = useParams();
  const [search] = useSearchParams();
  const key = matchKey({ eventId: sport, legueId: league, matchId: match });
  // Keyed by the match: going to another match starts a fresh page (an empty slip, new polls).
  return (
    <MatchPage
      key={key}
      pageKey={key}
      sport={sport}
      league={league}
      match={match}
      eventNameParam={search.get('eventName') ?? ''}
      gameTimeParam={search.get('gameTime') ?? ''}
      urlInPlay={search.get('inplay') === 'true'}
    />
  );
}

interface MatchPageProps {
  pageKey: MatchKey;
  sport: string;
  league: string;
  match: string;
  eventNameParam: string;
  gameTimeParam: string;
  urlInPlay: boolean;
}

function MatchPage({ pageKey: key, sport, league, match, eventNameParam, gameTimeParam, urlInPlay }: MatchPageProps): React.JSX.Element {
  const loaded = useMatch(key);
  const eventName = eventNameParam || loaded?.match?.eventName || '';
  const gameTime = gameTimeParam || loaded?.match?.openDate || '';
  const loggedIn = useIsLoggedIn();
  // The price blocks and the open bets under them show once every block has its first answer.
  // Their first render is deferred (a transition: React renders it in slices and yields between them,
  // instead of one long task inside the poll answer's callback). The cells' values are held before
  // it (streams/market/blocksHold.ts), so they paint with their prices, never empty first.
  const blocksIn = useDeferredValue(useFirstAnswersIn(key, urlInPlay));
  const [filter, setFilter] = useState<Filter>('all');

  const slip = usePageSlip();
  // A price pointed at when the page goes is no longer pointed at.
  useEffect(() => () => whatIf.clear(), []);

  // Read at the moment of the click from the streams the page already holds, so the handler
  // stays the same function for the page's life and no cell re-renders for it.
  const slipPage = useCallback((): SlipPage => {
    const m = latest(match$(key))?.match ?? null;
    return {
      event: eventNameParam || m?.eventName || '',
      sportsName: sportName(sport),
      inPlay: latest(eventInPlay$(key, urlInPlay)) === true,
      limits: latest(limits$) ?? FALLBACK_LIMITS,
    };
  }, [key, eventNameParam, sport, urlInPlay]);
  // With one-click betting on, the click places the bet at the chosen quick stake at once.
  const openSlip = useCallback(
    (cell: SlipCell) => {
      const stake = oneClickStakeNow();
      if (stake === null) betSlip.openSlip(slip, cell, slipPage());
      else betSlip.placeAtOnce(slip, cell, { ...slipPage(), stake });
    },
    [slip, slipPage],
  );

  const page = useMemo<MarketPageContext>(
    () => ({ key, matchId: match, urlInPlay, slip, openSlip, slipPage }),
    [key, match, urlInPlay, slip, openSlip, slipPage],
  );

  const follow = useMemo<FollowMatchInfo>(
    () => ({ eventId: sport, legueId: league, matchId: match, eventName, openDate: gameTime }),
    [sport, league, match, eventName, gameTime],
  );

  return (
    <MarketContext.Provider value={page}>
      <FollowMatchContext.Provider value={follow}>
        <Page>
          <PriceAnnouncer />
          <GameHeader sportId={sport} eventName={eventName} gameTime={gameTime} />
          <Pills role="group" aria-label="Show markets" className="filters">
            {FILTERS.map((f) => (
              <button key={f.id} type="button" aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
                {f.label}
              </button>
            ))}
          </Pills>
          <OneClickBadge />
          {loggedIn && <KeyboardTrading />}
          {!loggedIn ? (
            <Empty>Please login to see the prices and place bets.</Empty>
          ) : !blocksIn ? (
            // The blocks appear together once each has answered: none pushes another down as it arrives.
            <Empty role="status">Loading markets...</Empty>
          ) : (
            <>
              {/* Hidden rather than unmounted: the polls keep running, so a pill shows its prices at once. */}
              <div hidden={filter === 'bookmaker'}>
                <OddsMarkets />
              </div>
              {/* Bookmaker and fancy are the per-100 markets the Bookmaker pill gathers. */}
              <div hidden={filter === 'odds'}>
                <BookmakerMarkets />
                <FancyBlock />
              </div>
              <MatchBets matchId={match} />
            </>
          )}
        </Page>
      </FollowMatchContext.Provider>
    </MarketContext.Provider>
  );
}

const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 10px;

  .filters {
    margin: 0 0 10px;
  }

  @media (max-width: 600px) {
    padding: 6px 4px;
  }
`;
