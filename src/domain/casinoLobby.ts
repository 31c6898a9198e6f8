// Casino lobby rules: card order, what each layout does with coming-soon games, the appended Ezugi entry, thumbnails by image key, and where a card leads.
import type { Layout } from '../api/contract';
import { gameListPath, isGameListPath, isGenericTableType } from './casinoTableIndex';
import { SPORT } from './constants';

/** A lobby card's data: a /casino/list item, or an entry of a static provider catalogue. */
export interface LobbyItem {
  id?: string;
  casinoType: string;
  eventId: string;
  name: string;
  thumbUrl: string;
  tamannahSquareThumbUrl?: string | undefined;
  comingSoon?: boolean;
  dataURL?: string | undefined;
}

/** A game-list table as `/sports/casino/games` lists it (only the fields the lobby reads). */
export interface LobbyGame {
  eventId: string;
  legueId: string;
  matchId: string;
  name: string;
}

export type CasinoImageKey = 'thumbUrl' | 'tamannahSquareThumbUrl';

/** The picture the domain asks for; an item without a square picture falls back to its wide one. */
export function lobbyImage(item: Pick<LobbyItem, 'thumbUrl' | 'tamannahSquareThumbUrl'>, key: CasinoImageKey): string {
  const picked = key === 'tamannahSquareThumbUrl' ? item.tamannahSquareThumbUrl : item.thumbUrl;
  return picked && picked.trim() !== '' ? picked : item.thumbUrl;
}

/** Playable games first, coming-soon last; each part keeps the server's order. */
export function orderLobby<T extends Pick<LobbyItem, 'comingSoon'>>(items: readonly T[]): T[] {
  return [...items.filter((i) => !i.comingSoon), ...items.filter((i) => i.comingSoon)];
}

/** The coming-soon Ezugi entry the lobby appends to the live list. Its pictures are the client's own. */
export const EZUGI_ENTRY: LobbyItem = {
  id: 'ezugi',
  casinoType: 'ezugi',
  eventId: SPORT.casino,
  name: 'Ezugi',
  thumbUrl: '/assets/casino/providers/ezugi.webp',
  tamannahSquareThumbUrl: '/assets/casino/providers/ezugi-square.webp',
  comingSoon: true,
};

/** Ordered, then the Ezugi entry last (unless the server already lists a coming-soon Ezugi). */
export function withEzugi(items: readonly LobbyItem[]): LobbyItem[] {
  const ordered = orderLobby(items);
  const listed = ordered.some((i) => i.comingSoon && i.name.trim().toLowerCase() === 'ezugi');
  return listed ? ordered : [...ordered, EZUGI_ENTRY];
}

/**
 * What a layout does with a coming-soon game:
 * - tamannah: leaves it out;
 * - tamannahSquare: shows it with a Coming Soon tag, not clickable, among the others (last);
 * - aura: shows it with a Coming Soon tag, not clickable, in its own 'Coming Soon' row under the
 *   playable grid, so the playable tables are never mixed with greyed-out ones.
 */
export type ComingSoonRule = 'exclude' | 'tagInline' | 'tagSection';

export function comingSoonRule(layout: Layout): ComingSoonRule {
  switch (layout) {
    case 'tamannah':
      return 'exclude';
    case 'tamannahSquare':
      return 'tagInline';
    case 'aura':
      return 'tagSection';
  }
}

export interface LobbySections<T> {
  /** The main grid: playable first; in tamannahSquare, the coming-soon ones after them. */
  main: T[];
  /** Aura's separate Coming Soon row; empty in the other layouts. */
  comingSoon: T[];
}

/** The live list as a layout shows it: ordered, Ezugi appended, coming-soon games placed by the layout's rule. */
export function lobbySections(items: readonly LobbyItem[], layout: Layout): LobbySections<LobbyItem> {
  const all = withEzugi(items);
  switch (comingSoonRule(layout)) {
    case 'exclude':
      return { main: all.filter((i) => !i.comingSoon), comingSoon: [] };
    case 'tagInline':
      return { main: all, comingSoon: [] };
    case 'tagSection':
      return { main: all.filter((i) => !i.comingSoon), comingSoon: all.filter((i) => i.comingSoon) };
  }
}

// ---------- where a card leads ----------

/** The casino sport id stands in for a missing or placeholder (0) eventId: the contract's eventId is the sport id. */
export function casinoEventId(eventId: string | number | null | undefined): string {
  const id = String(eventId ?? '').trim();
  return id === '' || id === '0' ? SPORT.casino : id;
}

const sameName = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The `{game}` of a `/sports/v1/casino/{game}/data` data URL (absolute or relative), if it is one. */
export function gamePathOfDataUrl(dataURL: string | undefined): string | null {
  if (!dataURL) return null;
  const m = /\/sports\/v1\/casino\/([^?#]+?)\/data\/?(?:[?#].*)?$/.exec(dataURL.trim());
  return m?.[1] ?? null;
}

/**
 * The game-list table a lobby item is, if any: the game whose matchId is the item's id, else the game
 * of the same name, else the game whose data path the item's dataURL names.
 */
function gameOfItem(item: LobbyItem, games: readonly LobbyGame[]): LobbyGame | null {
  const id = item.id?.trim();
  const byId = id ? games.find((g) => g.matchId === id) : undefined;
  if (byId) return byId;
  const byName = games.find((g) => sameName(g.name, item.name));
  if (byName) return byName;
  const path = gamePathOfDataUrl(item.dataURL);
  if (!path) return null;
  return games.find((g) => gameListPath(g.name) === path) ?? null;
}

/** True when the item's data is a game-list table's feed, whose screen needs the game list to open. */
function isGameListItem(item: LobbyItem): boolean {
  const path = gamePathOfDataUrl(item.dataURL);
  return path !== null && isGameListPath(path);
}

/** `/casino` or `/new-casino`: a table opens under the lobby the player came from. */
export type LobbyBase = '/casino' | '/new-casino';

export function genericTablePath(item: Pick<LobbyItem, 'eventId' | 'casinoType'>): string {
  return `/play-casino-new/${encodeURIComponent(casinoEventId(item.eventId))}/${encodeURIComponent(item.casinoType)}`;
}

/**
 * Where a live-list card leads, or null when it does not open (coming soon, or a game-list table the
 * game list does not name). A game-list table opens `{base}/{eventId}/{legueId}/{matchId}`;
 * any other playable game opens the generic launcher `/play-casino-new/{eventId}/{casinoType}`.
 */
export function liveItemPath(item: LobbyItem, games: readonly LobbyGame[], base: LobbyBase = '/casino'): string | null {
  if (item.comingSoon) return null;
  const game = gameOfItem(item, games);
  if (game) return `${base}/${encodeURIComponent(game.eventId)}/${encodeURIComponent(game.legueId)}/${encodeURIComponent(game.matchId)}`;
  if (isGameListItem(item)) return null;
  return genericTablePath(item);
}

/**
 * Where a static catalogue entry leads: the generic launcher when it has a table for the entry's
 * casinoType; null (a Coming Soon card) for a provider game no screen of this client plays.
 */
export function catalogueItemPath(item: LobbyItem): string | null {
  return isGenericTableType(item.casinoType) ? genericTablePath(item) : null;
}

/** The generic list (/casino-new): the live list's playable games that open in the generic launcher. */
export function genericListItems(items: readonly LobbyItem[], games: readonly LobbyGame[]): LobbyItem[] {
  return items.filter((i) => !i.comingSoon && !gameOfItem(i, games) && !isGameListItem(i));
}

// ---------- provider tabs ----------

export const UNIVERSAL = 'universal';

/** A static provider catalogue as shipped in the lobby's data file. */
export interface ProviderCatalogue {
  id: string;
  label: string;
  games: LobbyItem[];
}

/** The raw catalogue file's entries carry `eventId: 0` as a number; ids are strings here. */
export function readCatalogues(raw: { providers: { id: string; label: string; games: (Omit<LobbyItem, 'eventId'> & { eventId: string | number })[] }[] }): ProviderCatalogue[] {
  return raw.providers.map((p) => ({
    id: p.id,
    label: p.label,
    games: p.games.map((g) => ({ ...g, eventId: String(g.eventId) })),
  }));
}
