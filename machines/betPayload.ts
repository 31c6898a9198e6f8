// The body of POST /bet/save2 for an exchange bet slip (contract section 5), built at the moment of sending.
import type { BetPayload, FancyBetPayload, HorseBetPayload, OddsBetPayload } from '../src/api/contract';
import { fancyMarketId } from '../src/domain/fancy';
import { horseMargins } from '../src/domain/margins';
import { slipMargins, type BetSelection } from './betSelection';

export interface ConfirmedSlip {
  selection: BetSelection;
  stake: number;
}

/** `placeTime` is an ISO string from the machine's clock as the request leaves. */
export function buildBetPayload(slip: ConfirmedSlip, placeTime: string): BetPayload {
  const { selection: s, stake } = slip;
  const { favourMargin, againstMargin } = slipMargins(s, stake);
  // Only the two contract fields: callers may hand over richer runner objects.
  const runners = s.runners.map((r) => ({ selectionId: String(r.selectionId), runnerName: r.runnerName }));
  const common = {
    eventId: s.eventId,
    legueId: s.legueId,
    matchId: s.matchId,
    sportsName: s.sportsName,
    event: s.event,
    market: s.market,
    selection: s.runnerName,
    selectionId: s.selectionId,
    type: s.side,
    runners,
    runnersCount: runners.length,
    stake,
    placeTime,
    favourMargin,
    againstMargin,
  };
  if (s.kind === 'FANCY') {
    const fancy: FancyBetPayload = {
      ...common,
      marketId: fancyMarketId(s.eventId, s.legueId, s.matchId),
      markettype: 'FANCY',
      price: s.price,
      size: s.size,
      backSize: s.backSize,
      laySize: s.laySize,
    };
    return fancy;
  }
  if (s.kind === 'HORSE') {
    // The slip reaches placing only when the odds on offer at confirmation equal the chosen ones
    // (the rate check after the delay), so the latest pair is taken at the selection's odds.
    const { latestFavourMargin, latestAgainstMargin } = horseMargins(s.side, s.oddsReq, s.oddsReq, stake);
    const horse: HorseBetPayload = {
      ...common,
      marketId: s.marketId,
      markettype: 'HORSE',
      oddsReq: s.oddsReq,
      latestFavourMargin,
      latestAgainstMargin,
    };
    return horse;
  }
  const odds: OddsBetPayload = { ...common, marketId: s.marketId, markettype: s.kind, oddsReq: s.oddsReq };
  return odds;
}
