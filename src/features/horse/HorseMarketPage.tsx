// The horse race market page /HorseMarket/{eventId}/{legueId}/{gmid}?sportsName=horse&eventName=&gameTime=: race header, Win market ladders, the bet slip, the player's bets.
import { styled } from '@linaria/react';
import { memo, useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SPORT } from '../../domain/constants';
import { isRaceOpen } from '../../domain/bettable';
import { raceNameOf } from '../../domain/horse';
import { minMaxText } from '../../domain/stakeLimits';
import { Spinner } from '../../ui/Spinner';
import { horseOdds } from '../../../streams/horse/odds';
import { horseSchedule } from '../../../streams/horse/schedule';
import { betSlip, type SlipCell, type SlipPage } from '../../../streams/market/betSlip';
import { FALLBACK_LIMITS, limits$, useLimits } from '../../../streams/market/limits';
import { matchKey } from '../../../streams/market/matchKey';
import { latest } from '../../../streams/market/snapshot';
import { MarketContext, type MarketPageContext } from '../market/context';
import { LadderMarket } from '../market/LadderMarket';
import { MatchBets } from '../market/MatchBets';
import { sportName } from '../market/sport';
import { useIsLoggedIn } from '../shared/sessionHooks';
import { usePageSlip } from '../market/usePageSlip';
import { Block, Empty } from '../market/styles';
import { HorseRunnerRow } from './HorseRunnerRow';
import { RaceHeader } from './RaceHeader';

export default function HorseMarketPage(): React.JSX.Element {
  const { eventId = '', legueId = '', matchId = '' } = useParams();
  const [search] = useSearchParams();
  const key = matchKey({ eventId, legueId, matchId });
  // Keyed by the race: another race starts a fresh page (an empty slip, its own poll).
  return <RacePage key={key} eventId={eventId} legueId={legueId} gmid={matchId} raceName={raceNameOf(search)} gameTime={search.get('gameTime') ?? ''} />;
}

function MinMax(): React.JSX.Element {
  const limits = useLimits();
  return <>{minMaxText('horse', limits, false)}</>;
}

// As in the market page's tables: the race's status changing (the cover at the off) re-renders the
// table and its cover, not its rows (each follows its own runner and cells) nor the head's bounds.
const Row = memo(HorseRunnerRow);
const MIN_MAX = <MinMax />;

function HorseMarketTable({ gmid, marketId }: { gmid: string; marketId: string }): React.JSX.Element | null {
  const meta = horseOdds.useHorseMarket(gmid, marketId);
  const runnerIds = horseOdds.useHorseRunnerIds(gmid, marketId);
  if (!meta) return null;
  return (
    <LadderMarket
      marketId={marketId}
      market={meta}
      open={isRaceOpen(meta.status)}
      title={
        <>
          <h2>{meta.marketName}</h2>
          <span className="spacer" />
          <span className="matched">{runnerIds.length} runners</span>
        </>
      }
      limits={MIN_MAX}
    >
      {runnerIds.map((id, i) => (
        <Row key={id} gmid={gmid} marketId={marketId} selectionId={id} number={i + 1} />
      ))}
    </LadderMarket>
  );
}

function HorseMarkets({ gmid }: { gmid: string }): React.JSX.Element {
  const ids = horseOdds.useHorseMarketIds(gmid);
  const failing = horseOdds.useOddsFailing(gmid);
  if (ids === null && failing) return <Empty>Prices are not available for this race right now.</Empty>;
  if (ids === null)
    return (
      <Empty>
        <Spinner size={18} label="Loading the race's markets" />
      </Empty>
    );
  if (ids.length === 0) return <Empty>No markets are open on this race.</Empty>;
  return (
    <>
      {ids.map((id) => (
        <HorseMarketTable key={id} gmid={gmid} marketId={id} />
      ))}
    </>
  );
}

/**
 * The race's Open Bets, under its markets once they have answered (or failed): a panel shown under a
 * spinner would be pushed down as the markets fill in (the bench read CLS 0.08 on a phone).
 */
function BetsAfterMarkets({ gmid }: { gmid: string }): React.JSX.Element | null {
  const ids = horseOdds.useHorseMarketIds(gmid);
  const failing = horseOdds.useOddsFailing(gmid);
  if (ids === null && !failing) return null;
  return <MatchBets matchId={gmid} />;
}

/** Opened without gameTime (a link from the exposure list): the time comes from the schedule. */
function ListedRaceHeader({ gmid, raceName }: { gmid: string; raceName: string }): React.JSX.Element {
  const start = horseSchedule.useRaceStart(gmid);
  return <RaceHeader gmid={gmid} raceName={raceName} gameTime={start ?? ''} />;
}

interface RacePageProps {
  eventId: string;
  legueId: string;
  gmid: string;
  raceName: string;
  gameTime: string;
}

function RacePage({ eventId, legueId, gmid, raceName, gameTime }: RacePageProps): React.JSX.Element {
  const key = matchKey({ eventId, legueId, matchId: gmid });
  const loggedIn = useIsLoggedIn();
  const slip = usePageSlip();

  // Reads the limits at the click, so the handler stays the same function and no cell re-renders for it.
  const slipPage = useCallback(
    (): SlipPage => ({
      event: raceName,
      sportsName: sportName(eventId || SPORT.horseRacing),
      inPlay: false,
      limits: latest(limits$) ?? FALLBACK_LIMITS,
    }),
    [raceName, eventId],
  );
  const openSlip = useCallback((cell: SlipCell) => void betSlip.openSlip(slip, cell, slipPage()), [slip, slipPage]);

  const page = useMemo<MarketPageContext>(
    () => ({ key, matchId: gmid, urlInPlay: false, slip, openSlip, slipPage }),
    [key, gmid, slip, openSlip, slipPage],
  );

  return (
    <MarketContext.Provider value={page}>
      <Page>
        {gameTime ? <RaceHeader gmid={gmid} raceName={raceName} gameTime={gameTime} /> : <ListedRaceHeader gmid={gmid} raceName={raceName} />}
        {!loggedIn ? (
          <Block>
            <Empty>Please login to see the prices and place bets.</Empty>
          </Block>
        ) : (
          <>
            <HorseMarkets gmid={gmid} />
            <BetsAfterMarkets gmid={gmid} />
          </>
        )}
      </Page>
    </MarketContext.Provider>
  );
}

const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 10px;

  .saddle {
    display: inline-grid;
    place-items: center;
    min-width: 20px;
    height: 20px;
    margin-right: 2px;
    padding: 0 4px;
    border-radius: 3px;
    background: var(--panel-head-bg);
    color: var(--panel-head-fg);
    font-size: 11px;
    font-weight: 800;
    vertical-align: 1px;
  }

  @media (max-width: 600px) {
    padding: 6px 4px;
  }
`;
