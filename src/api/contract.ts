// The API contract (../shared/api-contract.md sections 3 and 4) as zod schemas: every response
// body the client reads is parsed by one of these, and the TypeScript types are inferred from them.
import { z } from 'zod/mini';

// ---------- scalars ----------

/** Ids are strings, but a JSON number is accepted wherever an id appears (contract section 1). */
export const Id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

const NUMERIC = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/** A number that may arrive as a numeric string ("1.98", "1") in round data, fancy and horse odds. */
export const NumLike = z.union([
  z.number(), // rejects NaN and ±Infinity
  z.pipe(
    z.string().check(z.regex(NUMERIC, 'expected a numeric string')),
    z.transform((s: string) => Number(s)),
  ),
]);

/** Same as NumLike but an empty string is read as 0 (blank cells in fancy and round data). */
export const NumLikeOrBlank = z.union([NumLike, z.pipe(z.literal(''), z.transform(() => 0))]);

export const IsoDate = z.string().check(z.minLength(1));

// ---------- domain, session, account ----------

export const Layout = z.enum(['tamannah', 'tamannahSquare', 'aura']);
export type Layout = z.infer<typeof Layout>;

export const DomainConfig = z.object({
  _id: Id,
  title: z.string(),
  logoUrl: z.string(),
  favIconUrl: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  backgroundColor: z.string(),
  // A layout this client does not know yet gets the first layout rather than no branding at all.
  layout: z.catch(Layout, 'tamannah'),
  signup: z.boolean(),
  status: z.string(), // "active" | "suspend"; unknown values are treated as active
  defaultDarkMode: z.boolean(),
  casinoImageKey: z._default(z.enum(['thumbUrl', 'tamannahSquareThumbUrl']), 'thumbUrl'),
});
export type DomainConfig = z.infer<typeof DomainConfig>;

export const User = z.object({
  _id: Id,
  userName: z.string(),
  name: z.string(),
  currency: z.string(),
  role: z.object({ name: z.string() }),
  rolePermissions: z._default(z.array(z.string()), []),
  openingBalance: z.number(),
  exposureLimit: z.number(),
  mobile: z.string(),
});
export type User = z.infer<typeof User>;

export const Limits = z.object({
  oddsMin: z.number(),
  oddsMax: z.number(),
  fancyMin: z.number(),
  fancyMax: z.number(),
  bookmakerMin: z.number(),
  bookmakerMax: z.number(),
  delay: z.number(),
  advanceBetLock: z.boolean(),
});
export type Limits = z.infer<typeof Limits>;

export const PasswordChange = z.object({
  updatedOf: z.string(),
  updatedBy: z.string(),
  createdAt: IsoDate,
});
export type PasswordChange = z.infer<typeof PasswordChange>;

export const LoginActivity = z.object({
  loginTime: IsoDate,
  loginStatus: z.string(),
  deviceIp: z.string(),
  isp: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type LoginActivity = z.infer<typeof LoginActivity>;

export const StatementRow = z.object({
  _id: Id,
  type: z.string(), // "deposite" | "withdraw"
  amount: z.number(),
  displayText: z.string(),
  openingBalancePayee: z.number(),
  openingBalancePayer: z.number(),
  remark: z.string(),
  createdAt: IsoDate,
  betId: z.optional(Id),
});
export type StatementRow = z.infer<typeof StatementRow>;

export const BetSide = z.enum(['back', 'lay']);
export type BetSide = z.infer<typeof BetSide>;

export const RunnerRef = z.object({ selectionId: Id, runnerName: z.string() });
export type RunnerRef = z.infer<typeof RunnerRef>;

export const Bet = z.object({
  betId: Id,
  markettype: z.string(),
  market: z._default(z.string(), ''),
  selection: z.string(),
  selectionId: Id,
  type: BetSide,
  price: z.optional(NumLike),
  size: z.optional(NumLike),
  oddsReq: z.optional(NumLike),
  stake: z.number(),
  case: z._default(z.string(), ''), // "win" | "loss" | "void" | ""
  placeTime: IsoDate,
  settledAt: z.optional(IsoDate),
  remark: z.optional(z.string()),
  favourMargin: z.number(),
  againstMargin: z.number(),
  sportsName: z.string(),
  event: z.string(),
  eventId: Id,
  legueId: Id,
  matchId: Id,
  marketId: Id,
  roundId: z.optional(Id),
  runners: z.optional(z.array(RunnerRef)),
  /** Echoed by a back end that knows the payload's `clientRef` (contract section 5). */
  clientRef: z.optional(z.string()),
});
export type Bet = z.infer<typeof Bet>;

export const ProfitLossRow = z.object({
  eventId: Id,
  matchId: z.optional(Id),
  sportsName: z.string(),
  eventName: z.optional(z.string()),
  markettype: z.optional(z.string()),
  profitloss: z.number(),
  selection: z.optional(z.string()),
  type: z.optional(z.string()),
  oddsReq: z.optional(NumLike),
  stake: z.optional(z.number()),
  placeTime: z.optional(IsoDate),
  settledAt: z.optional(IsoDate),
  bets: z.optional(z.array(Bet)),
});
export type ProfitLossRow = z.infer<typeof ProfitLossRow>;

export const LiveTrade = z.object({
  _id: Id,
  matchId: Id,
  eventId: Id,
  legueId: Id,
  sportsName: z.string(),
  event: z.string(),
  markettype: z.string(),
  count: z.number(),
});
export type LiveTrade = z.infer<typeof LiveTrade>;

export const EventLock = z.object({ eventId: Id, lock: z.boolean() });
export type EventLock = z.infer<typeof EventLock>;

export const Notice = z.object({ notice: z.string() });
export type Notice = z.infer<typeof Notice>;
export const Banner = z.object({ banner: z.string() });
export type Banner = z.infer<typeof Banner>;

// ---------- sports and exchange markets ----------

export const Game = z.object({
  id: Id,
  name: z.string(),
  eventTypeId: Id,
  icons: z.object({ active: z.string(), inactive: z.string() }),
});
export type Game = z.infer<typeof Game>;

export const Competition = z.object({ competitionId: Id, competitionName: z.string() });
export type Competition = z.infer<typeof Competition>;

export const PriceSize = z.object({ price: NumLike, size: NumLike });
export type PriceSize = z.infer<typeof PriceSize>;

export const RunnerStatus = z.string(); // ACTIVE | SUSPENDED | REMOVED | WINNER | LOSER
export const MarketStatus = z.string(); // OPEN | SUSPENDED | CLOSED

export const ExchangeRunner = z.object({
  selectionId: Id,
  runnerName: z.string(),
  status: RunnerStatus,
  adjustmentFactor: z.optional(z.number()),
  removalDate: z.optional(z.string()),
  ex: z.object({
    availableToBack: z.array(PriceSize),
    availableToLay: z.array(PriceSize),
  }),
});
export type ExchangeRunner = z.infer<typeof ExchangeRunner>;

export const ExchangeMarket = z.object({
  marketId: Id,
  marketName: z.string(),
  status: MarketStatus,
  totalMatched: z.number(),
  inplay: z.boolean(),
  runners: z.array(ExchangeRunner),
});
export type ExchangeMarket = z.infer<typeof ExchangeMarket>;

export const MarketRef = z.object({ marketId: Id, marketName: z.string() });
export type MarketRef = z.infer<typeof MarketRef>;

export const Match = z.object({
  eventId: Id,
  competitionId: Id,
  matchId: Id,
  eventName: z.string(),
  openDate: IsoDate,
  inPlay: z.boolean(),
  marketName: z.string(),
  declared: z.boolean(),
  tv: z.optional(z.unknown()),
  bm: z.optional(z.unknown()),
  fancy: z.optional(z.unknown()),
  s: z.optional(z.boolean()),
  matchOdds: z.array(ExchangeMarket),
  markets: z.array(MarketRef),
  joinedMarketIds: z.string(),
  matchUrl: z.string(),
});
export type Match = z.infer<typeof Match>;

export const BookmakerRunner = z.object({
  selectionId: Id,
  runnerName: z.string(),
  status: z.string(), // ACTIVE | SUSPENDED
  backPrice: NumLike,
  backSize: NumLike,
  layPrice: NumLike,
  laySize: NumLike,
});
export type BookmakerRunner = z.infer<typeof BookmakerRunner>;

export const BookmakerMarket = z.object({
  marketId: Id,
  marketName: z.string(),
  status: z.string(),
  min: z.optional(NumLike),
  max: z.optional(NumLike),
  runners: z.array(BookmakerRunner),
});
export type BookmakerMarket = z.infer<typeof BookmakerMarket>;

export const FancyRow = z.object({
  RunnerName: z.string(),
  SelectionId: Id,
  gtype: z.string(),
  BackPrice1: NumLikeOrBlank,
  BackSize1: NumLikeOrBlank,
  LayPrice1: NumLikeOrBlank,
  LaySize1: NumLikeOrBlank,
  GameStatus: z._default(z.string(), ''),
});
export type FancyRow = z.infer<typeof FancyRow>;

// ---------- casino ----------

export const CasinoListItem = z.object({
  id: Id,
  casinoType: z.string(),
  eventId: Id,
  name: z.string(),
  thumbUrl: z.string(),
  tamannahSquareThumbUrl: z.optional(z.string()),
  comingSoon: z.boolean(),
  dataURL: z.optional(z.string()),
});
export type CasinoListItem = z.infer<typeof CasinoListItem>;

export const CasinoGame = z.object({
  eventId: Id,
  legueId: Id,
  matchId: Id,
  name: z.string(),
  markets: z.array(z.object({ marketId: Id, markettype: z.string() })),
});
export type CasinoGame = z.infer<typeof CasinoGame>;

export const RoundInfo = z.object({
  mid: Id,
  autotime: NumLike,
  C1: z.optional(Id),
  C2: z.optional(Id),
  C3: z.optional(Id),
  C4: z.optional(Id),
  C5: z.optional(Id),
  C6: z.optional(Id),
  gtype: z.optional(z.string()),
  min: z.optional(NumLike),
  max: z.optional(NumLike),
});
export type RoundInfo = z.infer<typeof RoundInfo>;

export const Outcome = z
  .object({
    nat: z.optional(z.string()),
    nation: z.optional(z.string()),
    sid: Id,
    rate: NumLike,
    gstatus: NumLike,
    min: z.optional(NumLike),
    max: z.optional(NumLike),
  })
  .check(z.refine((o) => o.nat !== undefined || o.nation !== undefined, 'outcome needs nat or nation'));
export type Outcome = z.infer<typeof Outcome>;

export const ResultItem = z.object({
  mid: Id,
  result: Id,
  win: z.optional(Id),
  cards: z.optional(z.string()),
});
export type ResultItem = z.infer<typeof ResultItem>;

export const RoundData = z.object({
  t1: z.array(RoundInfo).check(z.minLength(1)),
  t2: z.array(Outcome),
});
export type RoundData = z.infer<typeof RoundData>;

export const GenericRoundData = z.extend(RoundData, { result: z._default(z.array(ResultItem), []) });
export type GenericRoundData = z.infer<typeof GenericRoundData>;

export const RoundResult = z.object({ mid: Id, cards: z.string(), win: Id });
export type RoundResult = z.infer<typeof RoundResult>;

// ---------- horse racing ----------

export const HorseRace = z.object({
  etid: Id,
  gmid: Id,
  stime: z.string(),
  gOdds: z.object({ status: z.string() }),
});
export type HorseRace = z.infer<typeof HorseRace>;

export const Country = z.object({
  cname: z.string(),
  cid: Id,
  children: z.array(z.object({ ename: z.string(), children: z.array(HorseRace) })),
});
export type Country = z.infer<typeof Country>;

export const HorseOddsCell = z.object({
  oname: z.string(), // back3 | back2 | back1 | lay1 | lay2 | lay3
  odds: NumLikeOrBlank,
  size: NumLikeOrBlank,
});
export type HorseOddsCell = z.infer<typeof HorseOddsCell>;

export const HorseMarket = z.object({
  mid: Id,
  mname: z.string(),
  status: z.optional(z.string()),
  section: z.array(z.object({ nat: z.string(), sid: Id, odds: z.array(HorseOddsCell) })),
});
export type HorseMarket = z.infer<typeof HorseMarket>;

// ---------- envelopes ----------

export const dataOf = <T extends z.core.SomeType>(item: T) => z.object({ data: item });

export const paged = <T extends z.core.SomeType>(item: T) =>
  z.object({
    status: z.optional(z.boolean()),
    data: z.object({
      pageItems: z.array(item),
      page: z.number(),
      pageSize: z.number(),
      currentPage: z.number(),
      totalPages: z.number(),
    }),
  });
export interface Page<T> {
  pageItems: T[];
  page: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
}

/** Error and refusal body: `{status: false, message}` (contract section 2). */
export const Refusal = z.object({ status: z.optional(z.literal(false)), message: z.string() });

export const MessageAnswer = z.object({ status: z.boolean(), message: z._default(z.string(), '') });
export const BetAnswer = z.object({
  status: z.boolean(),
  message: z._default(z.string(), ''),
  betId: z.optional(Id),
});
export type BetAnswer = z.infer<typeof BetAnswer>;

export const SignInAnswer = z.object({ userToken: z.string().check(z.minLength(1)), user: User });
export type SignInAnswer = z.infer<typeof SignInAnswer>;

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
