// Home, first version: the banner carousel and the tab strip (Vimaan, one tab per sport, Tips & Previews, search).
import { styled } from '@linaria/react';
import { Suspense, lazy, useState } from 'react';
import { Link } from '../../ui/links';
import type { Game } from '../../api/contract';
import { SPORT } from '../../domain/constants';
import { sportId } from '../../../streams/navigation';
import { openSearch } from '../../../streams/search';
import { BannerCarousel } from '../shell/BannerCarousel';
import { MatchLists } from '../sports/MatchLists';
import { SportIcon } from '../shell/SportIcon';
import { useVisibleSports } from '../shell/state';
import { PlaneIcon, SearchIcon, StarIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { useNearViewport } from '../../ui/useNearViewport';
import { useAfterMatchList, useSearchOpen } from '../sports/state';

// The lobby is its own chunk: the home page's JavaScript does not grow; it loads when the Casino tab
// opens, or under a sport's event list once that list has answered (streams/afterMatchList.ts) and
// the player scrolls near it.
const CasinoLobby = lazy(() => import('../casino/lobby/CasinoLobby'));
const HorseSchedule = lazy(() => import('../horse/HorseSchedule'));
// Loads when its tab is opened: nothing of it paints the home page.
const TipsAndPreviews = lazy(() => import('../sports/TipsAndPreviews'));
// The Search Events dialog loads the first time it opens.
const SearchDialog = lazyWhenOpen(() => import('../sports/SearchModal').then((m) => m.SearchModal));

const VIMAAN = 'vimaan';
const TIPS = 'tips';

function TabContent({ tab, sports }: { tab: string; sports: Game[] }): React.JSX.Element {
  if (tab === VIMAAN)
    return (
      <Panel className="vimaan">
        <PlaneIcon className="plane" />
        <div>
          <h2>Vimaan</h2>
          <p>The aviator crash game: cash out before the plane flies away.</p>
        </div>
        <Link className="cta" to="/casino">
          Open the casino
        </Link>
      </Panel>
    );
  if (tab === TIPS)
    return (
      <Suspense fallback={<Spinner size={22} label="Loading tips" />}>
        <TipsAndPreviews />
      </Suspense>
    );
  const game = sports.find((g) => sportId(g) === tab);
  if (!game) return <Panel>Pick a sport above.</Panel>;
  if (sportId(game) === SPORT.casino)
    return (
      <Suspense fallback={lobbyPlaceholder()}>
        <CasinoLobby />
      </Suspense>
    );
  if (sportId(game) === SPORT.horseRacing)
    return (
      // Its own chunk, fetched when the tab is opened: the home page's JavaScript does not carry it.
      <Suspense fallback={<Spinner size={22} label="Loading races" />}>
        <HorseSchedule />
      </Suspense>
    );
  return (
    <>
      <MatchLists key={sportId(game)} sportIds={[sportId(game)]} label={`${game.name} matches`} />
      <LobbyAfterList key={`lobby-${sportId(game)}`} sportId={sportId(game)} />
    </>
  );
}

// A function: LobbyPlaceholder is styled further down, after this module's first statements run.
const lobbyPlaceholder = () => <LobbyPlaceholder role="status" aria-busy="true" aria-label="Loading casino games" />;

/**
 * The casino lobby under a sport's event list, after the list: nothing until the list has answered
 * (a block held under a list still loading would be pushed down as the list fills in), then its place
 * held, and its code and games asked for once the player scrolls near it (useNearViewport): a visitor
 * who reads the list only downloads none of it (issue 34's budget).
 */
function LobbyAfterList({ sportId: id }: { sportId: string }): React.JSX.Element | null {
  const [ref, near] = useNearViewport<HTMLElement>();
  if (!useAfterMatchList(id)) return null;
  return (
    <section className="home-lobby" aria-label="Casino" ref={ref}>
      {near ? (
        <Suspense fallback={lobbyPlaceholder()}>
          <CasinoLobby />
        </Suspense>
      ) : (
        lobbyPlaceholder()
      )}
    </section>
  );
}

export function Home(): React.JSX.Element {
  const sports = useVisibleSports();
  const searchOpen = useSearchOpen();
  const [picked, setPicked] = useState<string | null>(null);
  const list = sports.state === 'ready' ? sports.value : [];
  // The first sport is open until the player picks a tab (and again if a lock removes the picked one).
  const known = picked === VIMAAN || picked === TIPS || list.some((g) => sportId(g) === picked);
  const firstSport = list[0];
  const tab = known && picked ? picked : firstSport ? sportId(firstSport) : VIMAAN;

  return (
    <Page>
      <BannerCarousel />
      <Strip>
        <div role="tablist" aria-label="Sports" className="tabs">
          <button
            type="button"
            role="tab"
            aria-selected={tab === VIMAAN}
            className="tab vimaan-tab"
            onClick={() => setPicked(VIMAAN)}
          >
            <PlaneIcon className="tab-icon" />
            <span>Vimaan</span>
          </button>
          {sports.state === 'loading' && (
            <span className="loading">
              <Spinner size={18} label="Loading sports" />
            </span>
          )}
          {list.map((g) => (
            <button
              key={g.id}
              type="button"
              role="tab"
              aria-selected={tab === sportId(g)}
              className="tab"
              onClick={() => setPicked(sportId(g))}
            >
              <SportIcon game={g} active={tab === sportId(g)} className="tab-icon" />
              <span>{g.name}</span>
            </button>
          ))}
          <button type="button" role="tab" aria-selected={tab === TIPS} className="tab" onClick={() => setPicked(TIPS)}>
            <StarIcon className="tab-icon" />
            <span>Tips &amp; Previews</span>
          </button>
        </div>
        <button type="button" className="search" aria-label="Search Events" onClick={openSearch}>
          <SearchIcon />
        </button>
      </Strip>
      {sports.state === 'failed' && <p className="failed">The sports list could not be loaded.</p>}
      <div role="tabpanel">{sports.state !== 'loading' && <TabContent tab={tab} sports={list} />}</div>
      <SearchDialog open={searchOpen} />
    </Page>
  );
}


const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;

  .failed {
    margin: 0;
    padding: 10px;
    color: var(--negative);
  }
  .home-lobby {
    margin-top: 10px;
  }
`;

const Strip = styled.div`
  display: flex;
  align-items: stretch;
  gap: 6px;
  padding: 6px;
  background: var(--surface);
  border: var(--card-border);
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);

  .tabs {
    display: flex;
    gap: 4px;
    flex: 1;
    min-width: 0;
    overflow-x: auto;
    scrollbar-width: none;
  }
  .tabs::-webkit-scrollbar {
    display: none;
  }
  .tab {
    display: flex;
    align-items: center;
    gap: 6px;
    flex: none;
    padding: 7px 11px;
    border: 1px solid transparent;
    border-radius: var(--radius-sm);
    background: var(--surface-2);
    color: var(--text);
    font-weight: 700;
    font-size: 13px;
    white-space: nowrap;
  }
  .tab:hover {
    border-color: var(--border);
  }
  .tab[aria-selected='true'] {
    background: var(--primary);
    color: var(--on-primary);
  }
  .tab-icon {
    width: 18px;
    height: 18px;
    flex: none;
  }
  .vimaan-tab {
    background: linear-gradient(135deg, #d7263d, #8a0f2a);
    color: #fff;
    font-style: italic;
    letter-spacing: 0.02em;
  }
  .vimaan-tab[aria-selected='true'] {
    box-shadow: inset 0 0 0 2px var(--secondary);
    background: linear-gradient(135deg, #d7263d, #8a0f2a);
    color: #fff;
  }
  .loading {
    display: flex;
    align-items: center;
    padding: 0 12px;
  }
  .search {
    display: grid;
    place-items: center;
    flex: none;
    width: 38px;
    border: 0;
    border-radius: var(--radius-sm);
    background: var(--secondary);
    color: var(--on-secondary);
    font-size: 17px;
  }

  /* Square: tiles with the icon above the label, no gaps. */
  html[data-layout='tamannahSquare'] & {
    padding: 0;
    gap: 0;
    background: var(--brand-deep);
    border: 0;
  }
  html[data-layout='tamannahSquare'] & .tabs {
    gap: 0;
  }
  html[data-layout='tamannahSquare'] & .tab {
    flex-direction: column;
    gap: 4px;
    min-width: 86px;
    padding: 9px 10px 7px;
    background: transparent;
    color: var(--on-brand-deep);
    font-size: 11px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    border: 0;
    border-right: 1px solid rgba(255, 255, 255, 0.1);
  }
  html[data-layout='tamannahSquare'] & .tab-icon {
    width: 22px;
    height: 22px;
  }
  html[data-layout='tamannahSquare'] & .tab[aria-selected='true'] {
    background: var(--secondary);
    color: var(--on-secondary);
  }
  html[data-layout='tamannahSquare'] & .vimaan-tab {
    background: linear-gradient(180deg, #d7263d, #8a0f2a);
    color: #fff;
  }
  html[data-layout='tamannahSquare'] & .search {
    width: 56px;
  }

  /* Aura: floating pill chips. */
  html[data-layout='aura'] & {
    padding: 8px;
    border-radius: 999px;
  }
  html[data-layout='aura'] & .tab {
    border-radius: 999px;
    padding: 7px 14px;
  }
  html[data-layout='aura'] & .search {
    width: 36px;
    height: 36px;
    border-radius: 50%;
  }
`;

/** Holds the lobby's place while its chunk loads, so the page below does not jump. */
const LobbyPlaceholder = styled.div`
  min-height: 420px;
  border-radius: var(--radius);
  background: var(--surface);
  border: var(--card-border);
`;

const Panel = styled.section`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 16px;
  background: var(--surface);
  border: var(--card-border);
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);

  &.vimaan {
    background: linear-gradient(120deg, #1b0b16, #5a0c22 60%, #d7263d);
    color: #fff;
  }
  .plane {
    flex: none;
    width: 42px;
    height: 42px;
    color: var(--primary);
  }
  &.vimaan .plane {
    color: #fff;
  }
  div {
    flex: 1;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 17px;
  }
  p {
    margin: 0;
    opacity: 0.8;
  }
  .cta {
    flex: none;
    padding: 9px 14px;
    border-radius: var(--radius-btn);
    background: var(--secondary);
    color: var(--on-secondary);
    font-weight: 800;
    text-decoration: none;
  }
  @media (max-width: 600px) {
    flex-wrap: wrap;
    .cta {
      width: 100%;
      text-align: center;
    }
  }
`;
