// Turns an accepted bet payload into the contract's Bet the ledger keeps, with the exchange's own margins.
import type { Bet, RunnerRef } from '../../api/contract';
import { figuresOfBet } from './arithmetic';

const str = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

function runnersOf(v: unknown): RunnerRef[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((r: unknown) => {
    if (typeof r !== 'object' || r === null) return [];
    const o = r as Record<string, unknown>;
    const selectionId = str(o.selectionId ?? o.sid);
    return selectionId ? [{ selectionId, runnerName: str(o.runnerName ?? o.nat ?? o.nation) }] : [];
  });
}

export function betFromPayload(
  p: Record<string, unknown>,
  extra: { betId: string; placeTime: string; runners?: RunnerRef[] },
): Bet {
  const markettype = str(p.markettype);
  const fancy = markettype === 'FANCY';
  const bet: Bet = {
    betId: extra.betId,
    markettype,
    market: str(p.market),
    selection: str(p.selection),
    selectionId: str(p.selectionId),
    type: p.type === 'lay' ? 'lay' : 'back',
    stake: num(p.stake),
    case: '',
    placeTime: extra.placeTime,
    favourMargin: num(p.favourMargin),
    againstMargin: num(p.againstMargin),
    sportsName: str(p.sportsName),
    event: str(p.event),
    eventId: str(p.eventId),
    legueId: str(p.legueId),
    matchId: str(p.matchId),
    marketId: str(p.marketId),
    runners: extra.runners ?? runnersOf(p.runners),
  };
  if (fancy) {
    bet.price = num(p.price);
    bet.size = num(p.size);
  } else {
    bet.oddsReq = num(p.oddsReq);
  }
  if (p.roundId !== undefined) bet.roundId = str(p.roundId);
  // The payload's margins were checked against these within a cent; the exchange keeps its own.
  if (Number.isFinite(bet.stake) && Number.isFinite(fancy ? bet.size : bet.oddsReq)) Object.assign(bet, figuresOfBet(bet));
  // Echoed on the bets it lists (contract section 5).
  if (typeof p.clientRef === 'string' && p.clientRef !== '') bet.clientRef = p.clientRef;
  return bet;
}
