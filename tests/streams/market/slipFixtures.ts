// The market the bet-slip, cash-out and what-if stream tests share: India v Australia's Match Odds.
import type { CellInfo } from '../../../streams/market/betSlip';
import { FALLBACK_LIMITS } from '../../../streams/market/limits';

export const KEY = '4/101/9001';

/** What a Match Odds cell of India v Australia tells the slip (India's row unless `over` says otherwise). */
export const matchOddsInfo = (over: Partial<CellInfo> = {}): CellInfo => ({
  marketId: '1.1',
  market: 'Match Odds',
  runnerName: 'India',
  runners: [
    { selectionId: '11', runnerName: 'India' },
    { selectionId: '22', runnerName: 'Australia' },
  ],
  rate: { oddsReq: 2 },
  ...over,
});

/** The market page's facts the slip reads: the event, in play or not, the limits with this bet delay (seconds). */
export const pageOf = (inPlay: boolean, delay: number) => ({
  event: 'India v Australia',
  sportsName: 'Cricket',
  inPlay,
  limits: { ...FALLBACK_LIMITS, delay },
});
