// Settles sports bets once their market's result is known: exchange odds, bookmaker and fancy sessions.
import type { Bet } from '../../api/contract';
import type { Catalogue } from './catalogue';
import type { Ledger, Outcome } from './ledger';

interface Due {
  betId: string;
  outcome: Outcome;
  atMs: number;
  remark: string;
}

const sideOutcome = (bet: Bet, selectionWon: boolean): Outcome =>
  bet.type === 'back' ? (selectionWon ? 'win' : 'loss') : selectionWon ? 'loss' : 'win';

/** When and how a sports bet settles, if its result is known by `now`. */
function resolveSportsBet(catalogue: Catalogue, bet: Bet, now: number): Due | undefined {
  const betId = String(bet.betId);
  if (bet.markettype === 'ODDS' || bet.markettype === 'BOOKMAKER') {
    const market =
      bet.markettype === 'ODDS'
        ? catalogue.market(bet.marketId)?.market
        : catalogue.bookmaker(bet.marketId)?.bookmaker?.source;
    if (!market || market.closesAt > now) return undefined;
    if (market.winner === null) return { betId, outcome: 'void', atMs: market.closesAt, remark: 'Market void' };
    return {
      betId,
      outcome: sideOutcome(bet, market.winner === bet.selectionId),
      atMs: market.closesAt,
      remark: market.resultText,
    };
  }
  if (bet.markettype === 'FANCY') {
    const session = catalogue.match(bet.matchId)?.sessions.find((s) => s.selectionId === String(bet.selectionId));
    if (!session || session.settlesAt > now) return undefined;
    const line = Number(bet.price);
    return {
      betId,
      outcome: sideOutcome(bet, session.result >= line),
      atMs: session.settlesAt,
      remark: `${session.name}: ${session.result} runs`,
    };
  }
  return undefined;
}

/** A world ticker: settles every sports bet that is due, oldest result first, so statement balances run in order. */
export function sportsSettler(catalogue: Catalogue, ledger: Ledger): (now: number) => void {
  return (now) => {
    const due = ledger
      .allOpenBets()
      .flatMap(({ bet }) => resolveSportsBet(catalogue, bet, now) ?? [])
      .sort((a, b) => a.atMs - b.atMs || a.betId.localeCompare(b.betId));
    for (const d of due) ledger.settleBet(d.betId, d.outcome, d.atMs, d.remark);
  };
}
