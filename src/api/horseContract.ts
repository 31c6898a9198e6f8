// Horse racing's answers (contract section 4): a module of their own, so that the home page's chunk does not
// carry them (contract.ts re-exports their types only; the screens that read them import the
// schemas from here).
import * as v from 'valibot';
import { Id, NumLikeOrBlank } from './contractScalars';

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
