// The API contract (../shared/api-contract.md sections 3 and 4) as valibot schemas: every response
// body the client reads is parsed by one of these, and the TypeScript types are inferred from them.
import * as v from 'valibot';

// ---------- scalars ----------

/** A JSON number: NaN and ±Infinity are refused (they never come from JSON, but may from code). */
const Num = v.pipe(v.number(), v.finite());

/** Ids are strings, but a JSON number is accepted wherever an id appears (contract section 1). */
const Id = v.pipe(v.union([v.string(), Num]), v.transform(String));

const NUMERIC = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/** A number that may arrive as a numeric string ("1.98", "1") in round data, fancy and horse odds. */
const NumLike = v.union([
  Num,
  v.pipe(v.string(), v.regex(NUMERIC, 'expected a numeric string'), v.transform(Number)),
]);

/** Same as NumLike but an empty string is read as 0 (blank cells in fancy and round data). */
const NumLikeOrBlank = v.union([NumLike, v.pipe(v.literal(''), v.transform(() => 0))]);

const IsoDate = v.pipe(v.string(), v.minLength(1));

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

export const Limits = v.object({
  oddsMin: Num,
  oddsMax: Num,
  fancyMin: Num,
  fancyMax: Num,
  bookmakerMin: Num,
  bookmakerMax: Num,
  delay: Num,
  advanceBetLock: v.boolean(),
});
export type Limits = v.InferOutput<typeof Limits>;

export const PasswordChange = v.object({
  updatedOf: v.string(),
  updatedBy: v.string(),
  createdAt: IsoDate,
});
export type PasswordChange = v.InferOutput<typeof PasswordChange>;

export const LoginActivity = v.object({
  loginTime: IsoDate,
  loginStatus: v.string(),
  deviceIp: v.string(),
  isp: v.string(),
  city: v.string(),
  state: v.string(),
  country: v.string(),
});
export type LoginActivity = v.InferOutput<typeof LoginActivity>;

export const StatementRow = v.object({
  _id: Id,
  type: v.string(), // "deposite" | "withdraw"
  amount: Num,
  displayText: v.string(),
  openingBalancePayee: Num,
  openingBalancePayer: Num,
  remark: v.string(),
  createdAt: IsoDate,
  betId: v.optional(Id),
});
export type StatementRow = v.InferOutput<typeof StatementRow>;

export const BetSide = v.picklist(['back', 'lay']);
export type BetSide = v.InferOutput<typeof BetSide>;

export const RunnerRef = v.object({ selectionId: Id, runnerName: v.string() });
export type RunnerRef = v.InferOutput<typeof RunnerRef>;

export const Bet = v.object({
  betId: Id,
  markettype: v.string(),
  market: v.optional(v.string(), ''),
  selection: v.string(),
  selectionId: Id,
  type: BetSide,
  price: v.optional(NumLike),
  size: v.optional(NumLike),
  oddsReq: v.optional(NumLike),
  stake: Num,
  case: v.optional(v.string(), ''), // "win" | "loss" | "void" | ""
  placeTime: IsoDate,
  settledAt: v.optional(IsoDate),
  remark: v.optional(v.string()),
  favourMargin: Num,
  againstMargin: Num,
  sportsName: v.string(),
  event: v.string(),
  eventId: Id,
  legueId: Id,
  matchId: Id,
  marketId: Id,
  roundId: v.optional(Id),
  runners: v.optional(v.array(RunnerRef)),
  /** Echoed by a back end that knows the payload's `clientRef` (contract section 5). */
  clientRef: v.optional(v.string()),
});
export type Bet = v.InferOutput<typeof Bet>;

export const ProfitLossRow = v.object({
  eventId: Id,
  matchId: v.optional(Id),
  sportsName: v.string(),
  eventName: v.optional(v.string()),
  markettype: v.optional(v.string()),
  profitloss: Num,
  selection: v.optional(v.string()),
  type: v.optional(v.string()),
  oddsReq: v.optional(NumLike),
  stake: v.optional(Num),
  placeTime: v.optional(IsoDate),
  settledAt: v.optional(IsoDate),
  bets: v.optional(v.array(Bet)),
});
export type ProfitLossRow = v.InferOutput<typeof ProfitLossRow>;

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

export const BookmakerRunner = v.object({
  selectionId: Id,
  runnerName: v.string(),
  status: v.string(), // ACTIVE | SUSPENDED
  backPrice: NumLike,
  backSize: NumLike,
  layPrice: NumLike,
  laySize: NumLike,
});
export type BookmakerRunner = v.InferOutput<typeof BookmakerRunner>;

export const BookmakerMarket = v.object({
  marketId: Id,
  marketName: v.string(),
  status: v.string(),
  min: v.optional(NumLike),
  max: v.optional(NumLike),
  runners: v.array(BookmakerRunner),
});
export type BookmakerMarket = v.InferOutput<typeof BookmakerMarket>;

export const FancyRow = v.object({
  RunnerName: v.string(),
  SelectionId: Id,
  gtype: v.string(),
  BackPrice1: NumLikeOrBlank,
  BackSize1: NumLikeOrBlank,
  LayPrice1: NumLikeOrBlank,
  LaySize1: NumLikeOrBlank,
  GameStatus: v.optional(v.string(), ''),
});
export type FancyRow = v.InferOutput<typeof FancyRow>;

// ---------- casino ----------

export const CasinoListItem = v.object({
  id: Id,
  casinoType: v.string(),
  eventId: Id,
  name: v.string(),
  thumbUrl: v.string(),
  tamannahSquareThumbUrl: v.optional(v.string()),
  comingSoon: v.boolean(),
  dataURL: v.optional(v.string()),
});
export type CasinoListItem = v.InferOutput<typeof CasinoListItem>;

export const CasinoGame = v.object({
  eventId: Id,
  legueId: Id,
  matchId: Id,
  name: v.string(),
  markets: v.array(v.object({ marketId: Id, markettype: v.string() })),
});
export type CasinoGame = v.InferOutput<typeof CasinoGame>;

export const RoundInfo = v.object({
  mid: Id,
  autotime: NumLike,
  C1: v.optional(Id),
  C2: v.optional(Id),
  C3: v.optional(Id),
  C4: v.optional(Id),
  C5: v.optional(Id),
  C6: v.optional(Id),
  gtype: v.optional(v.string()),
  min: v.optional(NumLike),
  max: v.optional(NumLike),
});
export type RoundInfo = v.InferOutput<typeof RoundInfo>;

export const Outcome = v.pipe(
  v.object({
    nat: v.optional(v.string()),
    nation: v.optional(v.string()),
    sid: Id,
    rate: NumLike,
    gstatus: NumLike,
    min: v.optional(NumLike),
    max: v.optional(NumLike),
  }),
  v.check((o) => o.nat !== undefined || o.nation !== undefined, 'outcome needs nat or nation'),
);
export type Outcome = v.InferOutput<typeof Outcome>;

export const ResultItem = v.object({
  mid: Id,
  result: Id,
  win: v.optional(Id),
  cards: v.optional(v.string()),
});
export type ResultItem = v.InferOutput<typeof ResultItem>;

export const RoundData = v.object({
  t1: v.pipe(v.array(RoundInfo), v.minLength(1)),
  t2: v.array(Outcome),
});
export type RoundData = v.InferOutput<typeof RoundData>;

export const GenericRoundData = v.object({ ...RoundData.entries, result: v.optional(v.array(ResultItem), []) });
export type GenericRoundData = v.InferOutput<typeof GenericRoundData>;

export const RoundResult = v.object({ mid: Id, cards: v.string(), win: Id });
export type RoundResult = v.InferOutput<typeof RoundResult>;

// ---------- horse racing ----------

export const HorseRace = v.object({
  etid: Id,
  gmid: Id,
  stime: v.string(),
  gOdds: v.object({ status: v.string() }),
});
export type HorseRace = v.InferOutput<typeof HorseRace>;

export const Country = v.object({
  cname: v.string(),
  cid: Id,
  children: v.array(v.object({ ename: v.string(), children: v.array(HorseRace) })),
});
export type Country = v.InferOutput<typeof Country>;

export const HorseOddsCell = v.object({
  oname: v.string(), // back3 | back2 | back1 | lay1 | lay2 | lay3
  odds: NumLikeOrBlank,
  size: NumLikeOrBlank,
});
export type HorseOddsCell = v.InferOutput<typeof HorseOddsCell>;

export const HorseMarket = v.object({
  mid: Id,
  mname: v.string(),
  status: v.optional(v.string()),
  section: v.array(v.object({ nat: v.string(), sid: Id, odds: v.array(HorseOddsCell) })),
});
export type HorseMarket = v.InferOutput<typeof HorseMarket>;

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

/** Error and refusal body: `{status: false, message}` (contract section 2). */
export const Refusal = v.object({ status: v.optional(v.literal(false)), message: v.string() });

export const MessageAnswer = v.object({ status: v.boolean(), message: v.optional(v.string(), '') });
export const BetAnswer = v.object({
  status: v.boolean(),
  message: v.optional(v.string(), ''),
  betId: v.optional(Id),
});
export type BetAnswer = v.InferOutput<typeof BetAnswer>;

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
