// The cricket selections the bet slip machine tests click: one Match Odds back on India.
import type { PriceSelection } from '../../machines/betSelection';

export const RUNNERS = [
  { selectionId: '11', runnerName: 'India' },
  { selectionId: '22', runnerName: 'Australia' },
  { selectionId: '33', runnerName: 'The Draw' },
];

export const ODDS: PriceSelection = {
  kind: 'ODDS',
  sportsName: 'Cricket',
  event: 'India v Australia',
  eventId: '4',
  legueId: '101',
  matchId: '9001',
  marketId: '1.234',
  market: 'Match Odds',
  selectionId: '11',
  runnerName: 'India',
  side: 'back',
  runners: RUNNERS,
  inPlay: true,
  oddsReq: 1.85,
};
