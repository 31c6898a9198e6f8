// The market page's answers (bookmaker, fancy), the player's bets, the domain's stake limits and a
// bet's answer (exchange odds come with the match lists: contract.ts): a module of their own, so that
// the home page's chunk does not carry them (contract.ts re-exports their types only; the screens
// that read them import the schemas from here).
import * as v from 'valibot';
import { Id, IsoDate, Num, NumLike, NumLikeOrBlank } from './contractScalars';

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

export const BetAnswer = v.object({
  status: v.boolean(),
  message: v.optional(v.string(), ''),
  betId: v.optional(Id),
});
export type BetAnswer = v.InferOutput<typeof BetAnswer>;
