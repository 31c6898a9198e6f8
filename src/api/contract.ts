// The API contract (../shared/api-contract.md sections 3 and 4) as valibot schemas: every response
// body the client reads is parsed by one of these, and the TypeScript types are inferred from them.
import * as v from 'valibot';

import { Id, IsoDate, Num, NumLike } from './contractScalars';
import type { BetSide, RunnerRef } from './marketContract';

// ---------- domain, session, account ----------

export const Layout = v.picklist(['tamannah', 'tamannahSquare', 'aura']);
export type Layout = v.InferOutput<typeof Layout>;

export const DomainConfig = v.object({
  _id: Id,
  title: v.string(),
  logoUrl: v.string(),
  favIconUrl: v.string(),
  primaryColor: v.string(),
  secondaryColor: v.string(),
  backgroundColor: v.string(),
  // A layout this client does not know yet gets the first layout rather than no branding at all.
  layout: v.fallback(Layout, 'tamannah'),
  signup: v.boolean(),
  status: v.string(), // "active" | "suspend"; unknown values are treated as active
  defaultDarkMode: v.boolean(),
  casinoImageKey: v.optional(v.picklist(['thumbUrl', 'tamannahSquareThumbUrl']), 'thumbUrl'),
});
export type DomainConfig = v.InferOutput<typeof DomainConfig>;

export const User = v.object({
  _id: Id,
  userName: v.string(),
  name: v.string(),
  currency: v.string(),
  role: v.object({ name: v.string() }),
  rolePermissions: v.optional(v.array(v.string()), []),
  openingBalance: Num,
  exposureLimit: Num,
  mobile: v.string(),
});
export type User = v.InferOutput<typeof User>;


export const PasswordChange = v.object({
  updatedOf: v.string(),
  updatedBy: v.string(),
  createdAt: IsoDate,
});
export type PasswordChange = v.InferOutput<typeof PasswordChange>;







export const LiveTrade = v.object({
  _id: Id,
  matchId: Id,
  eventId: Id,
  legueId: Id,
  sportsName: v.string(),
  event: v.string(),
  markettype: v.string(),
  count: Num,
});
export type LiveTrade = v.InferOutput<typeof LiveTrade>;

export const EventLock = v.object({ eventId: Id, lock: v.boolean() });
export type EventLock = v.InferOutput<typeof EventLock>;

export const Notice = v.object({ notice: v.string() });
export type Notice = v.InferOutput<typeof Notice>;
export const Banner = v.object({ banner: v.string() });
export type Banner = v.InferOutput<typeof Banner>;

// ---------- sports and exchange markets ----------

export const Game = v.object({
  id: Id,
  name: v.string(),
  eventTypeId: Id,
  icons: v.object({ active: v.string(), inactive: v.string() }),
});
export type Game = v.InferOutput<typeof Game>;

export const Competition = v.object({ competitionId: Id, competitionName: v.string() });
export type Competition = v.InferOutput<typeof Competition>;

export const PriceSize = v.object({ price: NumLike, size: NumLike });
export type PriceSize = v.InferOutput<typeof PriceSize>;

const RunnerStatus = v.string(); // ACTIVE | SUSPENDED | REMOVED | WINNER | LOSER
const MarketStatus = v.string(); // OPEN | SUSPENDED | CLOSED

export const ExchangeRunner = v.object({
  selectionId: Id,
  runnerName: v.string(),
  status: RunnerStatus,
  adjustmentFactor: v.optional(Num),
  removalDate: v.optional(v.string()),
  ex: v.object({
    availableToBack: v.array(PriceSize),
    availableToLay: v.array(PriceSize),
  }),
});
export type ExchangeRunner = v.InferOutput<typeof ExchangeRunner>;

export const ExchangeMarket = v.object({
  marketId: Id,
  marketName: v.string(),
  status: MarketStatus,
  totalMatched: Num,
  inplay: v.boolean(),
  runners: v.array(ExchangeRunner),
});
export type ExchangeMarket = v.InferOutput<typeof ExchangeMarket>;

export const MarketRef = v.object({ marketId: Id, marketName: v.string() });
export type MarketRef = v.InferOutput<typeof MarketRef>;

export const Match = v.object({
  eventId: Id,
  competitionId: Id,
  matchId: Id,
  eventName: v.string(),
  openDate: IsoDate,
  inPlay: v.boolean(),
  marketName: v.string(),
  declared: v.boolean(),
  tv: v.optional(v.unknown()),
  bm: v.optional(v.unknown()),
  fancy: v.optional(v.unknown()),
  s: v.optional(v.boolean()),
  matchOdds: v.array(ExchangeMarket),
  markets: v.array(MarketRef),
  joinedMarketIds: v.string(),
  matchUrl: v.string(),
});
export type Match = v.InferOutput<typeof Match>;




// ---------- the market page's, the account pages', the casino's and horse racing's ----------
// In modules of their own, which only the screens that read them import (values from there): the
// home page's chunk holds every module the entry imports, re-exported or not. Their types only here.

export type * from './marketContract';
export type * from './accountContract';
export type * from './casinoContract';
export type * from './horseContract';

// ---------- envelopes ----------

export const dataOf = <T extends v.GenericSchema>(item: T) => v.object({ data: item });

export const paged = <T extends v.GenericSchema>(item: T) =>
  v.object({
    status: v.optional(v.boolean()),
    data: v.object({
      pageItems: v.array(item),
      page: Num,
      pageSize: Num,
      currentPage: Num,
      totalPages: Num,
    }),
  });
export interface Page<T> {
  pageItems: T[];
  page: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
}

export const MessageAnswer = v.object({ status: v.boolean(), message: v.optional(v.string(), '') });

export const SignInAnswer = v.object({ userToken: v.pipe(v.string(), v.minLength(1)), user: User });
export type SignInAnswer = v.InferOutput<typeof SignInAnswer>;

// ---------- request payloads (sent, not parsed) ----------

export type StatementFilter = 'upline' | 'betRecords' | 'all';
export type BetStatus = 'unsettled' | 'settled';

export interface SignInRequest {
  userName: string;
  password: string;
  deviceIp: string;
  ipInfo: Record<string, unknown>;
}

interface BetPayloadBase {
  eventId: string;
  legueId: string;
  matchId: string;
  marketId: string;
  sportsName: string;
  event: string;
  market: string;
  selection: string;
  selectionId: string;
  type: BetSide;
  runners: RunnerRef[];
  runnersCount: number;
  stake: number;
  placeTime: string;
  favourMargin: number;
  againstMargin: number;
  /** One confirmation by the player (contract section 5); a resend of it carries the same one. */
  clientRef?: string;
}
export interface OddsBetPayload extends BetPayloadBase {
  markettype: 'ODDS' | 'BOOKMAKER';
  oddsReq: number;
}
export interface FancyBetPayload extends BetPayloadBase {
  markettype: 'FANCY';
  price: number;
  size: number;
  backSize: number;
  laySize: number;
}
export interface CasinoBetPayload extends BetPayloadBase {
  markettype: 'Casino';
  oddsReq: number;
  roundId: string;
}
export interface HorseBetPayload extends BetPayloadBase {
  markettype: 'HORSE';
  oddsReq: number;
  latestFavourMargin: number;
  latestAgainstMargin: number;
}
export type BetPayload = OddsBetPayload | FancyBetPayload | CasinoBetPayload | HorseBetPayload;
