// The casino lobby (/casino/list) and the game list (/sports/casino/games) built from the table registry.
import { CASINO_EVENT_ID, COMING_SOON, TABLES } from './tables';

export interface CasinoListItemBody {
  id: string;
  casinoType: string;
  eventId: string;
  name: string;
  thumbUrl: string;
  tamannahSquareThumbUrl: string;
  comingSoon: boolean;
  dataURL?: string;
}

export interface CasinoGameBody {
  eventId: string;
  legueId: string;
  matchId: string;
  name: string;
  markets: { marketId: string; markettype: 'Casino' }[];
}

/** Thumbnails are local SVGs (public/assets/casino), one wide and one square per casinoType. */
const thumbUrl = (casinoType: string): string => `/assets/casino/${casinoType}.webp`;
const squareThumbUrl = (casinoType: string): string => `/assets/casino/${casinoType}-square.webp`;

/**
 * UNIVERSAL lobby. Game-list tables carry id = their matchId (the client finds legueId in the game
 * list to open /casino/113/{legueId}/{matchId}); generic tables open /play-casino-new/113/{casinoType}.
 * dataURL is the path of the table's round data. Coming-soon entries sit among the playable ones on
 * purpose: the client orders them.
 */
export function casinoList(): CasinoListItemBody[] {
  const playable = TABLES.map(
    (t): CasinoListItemBody => ({
      id: t.matchId,
      casinoType: t.casinoType,
      eventId: CASINO_EVENT_ID,
      name: t.name,
      thumbUrl: thumbUrl(t.casinoType),
      tamannahSquareThumbUrl: squareThumbUrl(t.casinoType),
      comingSoon: false,
      dataURL: t.kind === 'gameList' ? `/sports/v1/casino/${t.key}/data` : `/casino/data/${t.casinoType}/${CASINO_EVENT_ID}`,
    }),
  );
  const soon = COMING_SOON.map(
    (c): CasinoListItemBody => ({
      id: `soon-${c.casinoType}`,
      casinoType: c.casinoType,
      eventId: CASINO_EVENT_ID,
      name: c.name,
      thumbUrl: thumbUrl(c.casinoType),
      tamannahSquareThumbUrl: squareThumbUrl(c.casinoType),
      comingSoon: true,
    }),
  );
  const [first, ...restSoon] = soon;
  return [...playable.slice(0, 4), ...(first ? [first] : []), ...playable.slice(4), ...restSoon];
}

export function casinoGames(): CasinoGameBody[] {
  return TABLES.filter((t) => t.kind === 'gameList').map((t) => ({
    eventId: CASINO_EVENT_ID,
    legueId: t.legueId,
    matchId: t.matchId,
    name: t.name,
    markets: [{ marketId: t.marketId, markettype: 'Casino' }],
  }));
}
