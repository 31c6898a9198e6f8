// The simulated exchange's own money arithmetic: margins, per-outcome projections, exposure, balance and settlement.
// Written from ../shared/api-contract.md section 5 and spec 000 section 9 / spec 001 section 5, on purpose without
// any code of the client (src/domain): a client that gets a margin or an exposure wrong must disagree with this.
// Every amount is kept in whole paise (hundredths) while summing, so sums of 2-decimal figures stay exact.
import type { Bet } from '../../api/contract';

/** The contract's market kinds (`markettype`). */
export type BetKind = 'ODDS' | 'BOOKMAKER' | 'FANCY' | 'Casino' | 'HORSE';
export type Side = 'back' | 'lay';

export interface BetFigures {
  /** What the player wins if the bet wins. */
  favourMargin: number;
  /** What the player loses if it loses. */
  againstMargin: number;
}

/** Hundredths, rounded half away from zero (a product like 1.15 x 100 = 114.99999 still counts as 115). */
function toPaise(amount: number): number {
  const scaled = Math.abs(amount) * 100;
  const whole = Math.floor(scaled + 0.5 + 1e-7);
  return amount < 0 && whole !== 0 ? -whole : whole;
}

/** An amount to 2 decimals (never -0). */
export const money = (amount: number): number => toPaise(amount) / 100;

/**
 * What one unit staked wins at this price (contract section 5's table):
 * exchange odds and horse: oddsReq - 1, and below odds 1 the spec subtracts 0.1 instead (spec 000 section 9);
 * casino: rate - 1; bookmaker and fancy: per 100 (45 pays 0.45; a fancy's price is its size, the rate).
 */
function winPerUnit(kind: BetKind, price: number): number {
  if (kind === 'BOOKMAKER' || kind === 'FANCY') return price / 100;
  if (kind === 'Casino') return price - 1;
  return price >= 1 ? price - 1 : price - 0.1;
}

/**
 * favourMargin and againstMargin of a bet, both to 2 decimals: a back wins winPerUnit x stake and loses the
 * stake; a lay is the other way round (it wins the stake, it loses what the back would have won).
 */
export function marginsOf(kind: BetKind, side: Side, price: number, stake: number): BetFigures {
  const priced = money(winPerUnit(kind, price) * stake);
  const staked = money(stake);
  return side === 'back'
    ? { favourMargin: priced, againstMargin: staked }
    : { favourMargin: staked, againstMargin: priced };
}

/** The price that decides a bet's margins: the rate (size) of a fancy bet, oddsReq of every other kind. */
function priceOfBet(bet: Pick<Bet, 'markettype' | 'oddsReq' | 'size'>): number {
  return Number(bet.markettype === 'FANCY' ? bet.size : bet.oddsReq);
}

const KINDS: readonly BetKind[] = ['ODDS', 'BOOKMAKER', 'FANCY', 'Casino', 'HORSE'];
const isBetKind = (v: unknown): v is BetKind => KINDS.includes(v as BetKind);

/** The exchange's margins of a recorded bet, from its kind, side, price and stake (never from the figures it was sent with). */
export function figuresOfBet(bet: Pick<Bet, 'markettype' | 'type' | 'oddsReq' | 'size' | 'stake'>): BetFigures {
  const kind = isBetKind(bet.markettype) ? bet.markettype : 'ODDS';
  return marginsOf(kind, bet.type, priceOfBet(bet), bet.stake);
}

// ---------- projections and exposure ----------

/** A bet as the projection reads it: on which selection, which side, what it wins and loses. */
interface ProjectedBet extends BetFigures {
  selectionId: string;
  type: Side;
}

/**
 * The player's profit or loss in one market if each selection wins (contract section 5): a back on the
 * winner wins its favourMargin, a back on another selection loses its againstMargin; a lay on the winner
 * loses its againstMargin, a lay on another selection wins its favourMargin.
 */
function outcomeTable(bets: readonly ProjectedBet[], selections: readonly string[]): Map<string, number> {
  const table = new Map<string, number>();
  for (const winner of selections) {
    let paise = 0;
    for (const bet of bets) {
      const betWins = (String(bet.selectionId) === winner) === (bet.type === 'back');
      paise += betWins ? toPaise(bet.favourMargin) : -toPaise(bet.againstMargin);
    }
    table.set(winner, paise / 100);
  }
  return table;
}

/** What a market can lose at worst: minus its lowest outcome, 0 when every outcome wins or breaks even. */
function worstLoss(table: ReadonlyMap<string, number>): number {
  let lowest = 0;
  for (const v of table.values()) lowest = Math.min(lowest, v);
  return lowest === 0 ? 0 : money(-lowest);
}

/** Bets that settle together: a fancy session is its own yes/no market; a casino market per round. */
function marketOfBet(bet: Pick<Bet, 'markettype' | 'marketId' | 'selectionId' | 'roundId'>): string {
  if (bet.markettype === 'FANCY') return `FANCY|${bet.marketId}|${bet.selectionId}`;
  return `${bet.markettype}|${bet.marketId}|${bet.roundId ?? ''}`;
}

/** Stands for every selection the bets do not name: with one named, another can still win. */
const SOME_OTHER = '\u0000another selection';

/** One market's worst loss, the margins of each bet recomputed by the exchange. */
function marketWorstLoss(bets: readonly Bet[]): number {
  const [first] = bets;
  if (!first) return 0;
  if (first.markettype === 'FANCY') {
    // Yes (a back) wins when the runs reach the line, no (a lay) when they do not: two outcomes.
    const asYes = bets.map((b) => ({ ...figuresOfBet(b), selectionId: 'yes', type: b.type }));
    return worstLoss(outcomeTable(asYes, ['yes', 'no']));
  }
  const selections = new Set<string>();
  for (const b of bets) {
    selections.add(String(b.selectionId));
    for (const r of b.runners ?? []) selections.add(String(r.selectionId));
  }
  if (selections.size < 2) selections.add(SOME_OTHER);
  const projected = bets.map((b) => ({ ...figuresOfBet(b), selectionId: String(b.selectionId), type: b.type }));
  return worstLoss(outcomeTable(projected, [...selections]));
}

/** The player's exposure: each market's worst loss, summed (contract section 5: the server's figure). */
export function exposureOfBets(bets: readonly Bet[]): number {
  const markets = new Map<string, Bet[]>();
  for (const b of bets) {
    const key = marketOfBet(b);
    markets.set(key, [...(markets.get(key) ?? []), b]);
  }
  let paise = 0;
  for (const group of markets.values()) paise += toPaise(marketWorstLoss(group));
  return paise / 100;
}

/** What the player may still stake: cash (the contract's openingBalance) minus exposure (spec 000 section 9). */
export const availableBalance = (cash: number, exposure: number): number => money(cash - exposure);

// ---------- settlement ----------

/** The amount a settled bet moves the player's cash by: + what it wins, - what it loses, 0 when void. */
export function settlementAmount(bet: Pick<Bet, 'markettype' | 'type' | 'oddsReq' | 'size' | 'stake'>, outcome: string): number {
  if (outcome !== 'win' && outcome !== 'loss') return 0;
  const f = figuresOfBet(bet);
  return outcome === 'win' ? f.favourMargin : money(-f.againstMargin);
}

/** Sums amounts exactly to 2 decimals. */
export function sumMoney(amounts: Iterable<number>): number {
  let paise = 0;
  for (const a of amounts) paise += toPaise(a);
  return paise / 100;
}
