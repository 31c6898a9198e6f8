// The casino's answers (contract section 4): a module of their own, so that the home page's chunk does not
// carry them (contract.ts re-exports their types only; the screens that read them import the
// schemas from here).
import * as v from 'valibot';
import { Id, NumLike } from './contractScalars';

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

const roundDataEntries = {
  t1: v.pipe(v.array(RoundInfo), v.minLength(1)),
  t2: v.array(Outcome),
};
export const RoundData = v.object(roundDataEntries);
export type RoundData = v.InferOutput<typeof RoundData>;

export const GenericRoundData = v.object({ ...roundDataEntries, result: v.optional(v.array(ResultItem), []) });
export type GenericRoundData = v.InferOutput<typeof GenericRoundData>;

export const RoundResult = v.object({ mid: Id, cards: v.string(), win: Id });
export type RoundResult = v.InferOutput<typeof RoundResult>;
