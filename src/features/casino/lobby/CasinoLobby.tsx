// The casino lobby: provider tabs (UNIVERSAL = the live /casino/list, the others static catalogues) over a grid of game cards.
import { styled } from '@linaria/react';
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDomainConfig } from '../../shared/domainConfig';
import {
  UNIVERSAL,
  catalogueItemPath,
  lobbyImage,
  lobbySections,
  liveItemPath,
  type CasinoImageKey,
  type LobbyBase,
  type LobbyItem,
} from '../../../domain/casinoLobby';
import { LoadFailed } from './LoadFailed';
import { LobbyCard, SkeletonCard } from './LobbyCard';
import { CATALOGUE_TABS, retryCatalogues, retryLobby, useCatalogue, useLobby } from './state';

interface CasinoLobbyProps {
  /** The lobby the player is in: game-list tables open under it. */
  base?: LobbyBase;
  /** The open provider tab, when the page keeps it (in the URL); otherwise the lobby keeps its own. */
  provider?: string;
  onProvider?: (provider: string) => void;
}

const TABS = [{ id: UNIVERSAL, label: 'UNIVERSAL', count: null as number | null }, ...CATALOGUE_TABS];

/** A provider id the tabs know, else UNIVERSAL. */
export const knownProvider = (id: string | null | undefined): string => (id && TABS.some((t) => t.id === id) ? id : UNIVERSAL);

const SKELETON_CARDS = 12;

function CasinoLobby({ base = '/casino', provider, onProvider }: CasinoLobbyProps): React.JSX.Element {
  const config = useDomainConfig();
  const [own, setOwn] = useState(UNIVERSAL);
  const open = knownProvider(provider ?? own);
  const pick = (id: string) => (onProvider ? onProvider(id) : setOwn(id));
  const ids = useId();
  const imageKey: CasinoImageKey = config.casinoImageKey;
  const square = imageKey === 'tamannahSquareThumbUrl';
  const strip = useRef<HTMLDivElement>(null);

  // A tab opened from the URL (or by the arrow keys) may sit past the phone's edge of the strip: bring it into view.
  useEffect(() => {
    const tab = strip.current?.querySelector<HTMLElement>(`[data-provider="${open}"]`);
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [open]);

  // Tabs pattern: arrows move between providers, Home and End jump to the ends.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((t) => t.id === open);
    const next =
      e.key === 'ArrowRight' ? (at + 1) % TABS.length : e.key === 'ArrowLeft' ? (at - 1 + TABS.length) % TABS.length : e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const id = TABS[next]!.id;
    pick(id);
    strip.current?.querySelector<HTMLElement>(`[data-provider="${id}"]`)?.focus();
  };

  return (
    <Lobby>
      <div role="tablist" aria-label="Casino providers" className="providers" ref={strip} onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${ids}-tab-${t.id}`}
            aria-selected={open === t.id}
            aria-controls={`${ids}-panel`}
            tabIndex={open === t.id ? 0 : -1}
            data-provider={t.id}
            className="provider"
            onClick={() => pick(t.id)}
          >
            {t.label}
            {t.count !== null && <span className="count" aria-hidden="true">{t.count}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${open}`} className="panel">
        {open === UNIVERSAL ? (
          <LiveGames base={base} imageKey={imageKey} square={square} layout={config.layout} />
        ) : (
          <CatalogueGames id={open} imageKey={imageKey} square={square} />
        )}
      </div>
    </Lobby>
  );
}

export default CasinoLobby;

function Grid({
  items,
  pathOf,
  imageKey,
  square,
  label,
  dimSoon = false,
}: {
  items: readonly LobbyItem[];
  pathOf: (item: LobbyItem) => string | null;
  imageKey: CasinoImageKey;
  square: boolean;
  label: string;
  dimSoon?: boolean;
}): React.JSX.Element {
  return (
    <ul className="grid" data-square={square || undefined} aria-label={label}>
      {items.map((item, i) => (
        <LobbyCard
          key={`${item.id ?? item.casinoType}-${i}`}
          name={item.name}
          image={lobbyImage(item, imageKey)}
          to={pathOf(item)}
          square={square}
          dimmed={dimSoon}
        />
      ))}
    </ul>
  );
}

/** The games' grid while they load: `count` card shapes, so the page does not move when they come. */
function LoadingGrid({ count, square }: { count: number; square: boolean }): React.JSX.Element {
  return (
    <ul className="grid" data-square={square || undefined} aria-busy="true" aria-label="Loading games">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} square={square} />
      ))}
    </ul>
  );
}

function GamesFailed({ onRetry }: { onRetry: () => void }): React.JSX.Element {
  return (
    <div className="card">
      <LoadFailed what="games" onRetry={onRetry} />
    </div>
  );
}

function LiveGames({
  base,
  imageKey,
  square,
  layout,
}: {
  base: LobbyBase;
  imageKey: CasinoImageKey;
  square: boolean;
  layout: ReturnType<typeof useDomainConfig>['layout'];
}): React.JSX.Element {
  // Deferred: the list's answer mounts its cards in a background render that yields to the browser, not in the answer's task.
  const lobby = useDeferredValue(useLobby());
  if (lobby.state === 'loading') return <LoadingGrid count={SKELETON_CARDS} square={square} />;
  if (lobby.state === 'failed') return <GamesFailed onRetry={retryLobby} />;
  const { main, comingSoon } = lobbySections(lobby.items, layout);
  const pathOf = (item: LobbyItem) => liveItemPath(item, lobby.games, base);
  return (
    <>
      <Grid items={main} pathOf={pathOf} imageKey={imageKey} square={square} label="Casino games" dimSoon />
      {comingSoon.length > 0 && (
        <section className="soon" aria-label="Coming Soon">
          <h3>Coming Soon</h3>
          <Grid items={comingSoon} pathOf={() => null} imageKey={imageKey} square={square} label="Coming Soon games" dimSoon />
        </section>
      )}
    </>
  );
}

function CatalogueGames({ id, imageKey, square }: { id: string; imageKey: CasinoImageKey; square: boolean }): React.JSX.Element {
  const loaded = useCatalogue(id);
  if (loaded.state === 'loading') return <LoadingGrid count={Math.min(SKELETON_CARDS, TABS.find((t) => t.id === id)?.count ?? SKELETON_CARDS)} square={square} />;
  if (loaded.state === 'failed') return <GamesFailed onRetry={retryCatalogues} />;
  const catalogue = loaded.value;
  if (!catalogue) return <p className="empty">No games from this provider yet.</p>;
  return <Grid items={catalogue.games} pathOf={catalogueItemPath} imageKey={imageKey} square={square} label={`${catalogue.label} games`} />;
}

const Lobby = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;

  .providers {
    display: flex;
    gap: 6px;
    overflow-x: auto;
    scrollbar-width: none;
    padding: 2px;
    -webkit-overflow-scrolling: touch;
  }
  .providers::-webkit-scrollbar {
    display: none;
  }
  /* Wide screens: every provider in view, wrapping to a second row. Phones: one swipeable row that fades at the edge. */
  @media (min-width: 601px) {
    .providers {
      flex-wrap: wrap;
      overflow: visible;
    }
  }
  @media (max-width: 600px) {
    .providers {
      mask-image: linear-gradient(to right, #000 calc(100% - 28px), transparent);
      padding-right: 28px;
    }
  }
  .provider {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    flex: none;
    padding: 8px 12px;
    border: 1px solid var(--border);
    border-radius: var(--radius-sm);
    background: var(--surface);
    color: var(--text);
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.04em;
    white-space: nowrap;
  }
  .provider:hover {
    border-color: var(--primary);
  }
  .provider[aria-selected='true'] {
    background: var(--primary);
    border-color: var(--primary);
    color: var(--on-primary);
  }
  .count {
    min-width: 20px;
    padding: 1px 6px;
    border-radius: 999px;
    background: var(--surface-3);
    color: var(--text-muted);
    font-size: 10.5px;
    text-align: center;
  }
  .provider[aria-selected='true'] .count {
    background: rgba(255, 255, 255, 0.22);
    color: inherit;
  }

  .panel {
    display: flex;
    flex-direction: column;
    gap: 14px;
    min-height: 320px;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
    gap: 12px;
    margin: 0;
    padding: 0;
  }
  .grid[data-square] {
    grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  }
  @media (max-width: 600px) {
    .grid {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 10px;
    }
    .grid[data-square] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 8px;
    }
  }
  .soon h3 {
    margin: 4px 2px 10px;
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--text-muted);
  }
  .card,
  .empty {
    border-radius: var(--radius);
    background: var(--surface);
    border: var(--card-border);
  }
  .empty {
    margin: 0;
    padding: 24px;
    text-align: center;
  }

  html[data-layout='tamannahSquare'] & .provider {
    border-radius: 0;
    background: var(--brand-deep);
    border-color: transparent;
    color: var(--on-brand-deep);
  }
  html[data-layout='tamannahSquare'] & .provider[aria-selected='true'] {
    background: var(--secondary);
    color: var(--on-secondary);
  }
  html[data-layout='tamannahSquare'] & .grid {
    gap: 6px;
  }
  html[data-layout='aura'] & .provider {
    border-radius: 999px;
    border-color: transparent;
    box-shadow: var(--card-shadow);
  }
  html[data-layout='aura'] & .grid {
    gap: 16px;
  }
  @media (max-width: 600px) {
    html[data-layout='aura'] & .grid {
      gap: 10px;
    }
  }
`;
