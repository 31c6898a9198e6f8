// The account pages' answers (login activity, statement, profit and loss): a module of their own, so that
// the home page's chunk does not carry them (contract.ts re-exports their types only; the screens
// that read them import the schemas from here).
import * as v from 'valibot';
import { Id, IsoDate, Num, NumLike } from './contractScalars';
import { Bet } from './marketContract';

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
