// Casino table rules.
import { describe, expect, it } from 'vitest';
import {
  betsOfRound,
  cardRunnerNumber,
  countdownFraction,
  doubleStake,
  dragonTigerWinner,
  halfStake,
  isChipTrayReady,
  isPlaceBetDisabled,
  isRoundReset,
  outcomeName,
  parseCard,
  resultBadge,
  roundCards,
  splitCards,
  stepRate,
  teenpattiWinner,
  winValues,
  winningValue,
} from '../../src/domain/casino';
import { gameListTable, genericTable, groupOutcomes, recordSelfSuspended, type CasinoTableRecord } from '../../src/domain/casinoTables';

const table = (name: string): CasinoTableRecord => {
  const t = gameListTable(name);
  if (!t) throw new Error(`no table ${name}`);
  return t;
};

describe('recent result badges', () => {
  it('teenpatti: A for 1 else B', () => {
    expect(resultBadge('teenpatti', '1')).toEqual({ label: 'A', colour: null });
    expect(resultBadge('teenpatti', 3)).toEqual({ label: 'B', colour: null });
  });
  it('dragon tiger: D/T with blue, pink, yellow', () => {
    expect(resultBadge('dragonTiger', '1')).toEqual({ label: 'D', colour: 'blue' });
    expect(resultBadge('dragonTiger', '2')).toEqual({ label: 'T', colour: 'pink' });
    expect(resultBadge('dragonTiger', '3')).toEqual({ label: 'T', colour: 'yellow' });
  });
  it('lucky 7: L, H, else T', () => {
    expect(resultBadge('lucky7', 1).label).toBe('L');
    expect(resultBadge('lucky7', 2).label).toBe('H');
    expect(resultBadge('lucky7', 0).label).toBe('T');
  });
});

describe('winners from win', () => {
  it('reads the comma list', () => {
    expect(winValues(' 1, 5 ,,9')).toEqual(['1', '5', '9']);
    expect(winValues(undefined)).toEqual([]);
    expect(winningValue(2)).toBe('2');
    expect(winningValue('')).toBeNull();
  });
  it('teenpatti: 1 is Player A, 3 is Player B', () => {
    expect(teenpattiWinner('1')).toBe('Player A');
    expect(teenpattiWinner('3,7')).toBe('Player B');
    expect(teenpattiWinner('2')).toBeNull();
  });
  it('dragon tiger: first value 1 or 2', () => {
    expect(dragonTigerWinner('1,6,9')).toBe('Dragon');
    expect(dragonTigerWinner('2')).toBe('Tiger');
    expect(dragonTigerWinner('3')).toBeNull();
  });
});

describe('cards', () => {
  it('parses rank and doubled suit', () => {
    expect(parseCard('10DD')).toEqual({ faceDown: false, rank: '10', suit: 'D' });
    expect(parseCard('KHH')).toEqual({ faceDown: false, rank: 'K', suit: 'H' });
    expect(parseCard('ASS')).toEqual({ faceDown: false, rank: 'A', suit: 'S' });
    expect(parseCard('2c')).toEqual({ faceDown: false, rank: '2', suit: 'C' });
  });
  it('"1" is face down; junk is null', () => {
    expect(parseCard('1')).toEqual({ faceDown: true });
    expect(parseCard('')).toBeNull();
    expect(parseCard('11DD')).toBeNull();
    expect(parseCard('KHS')).toBeNull();
  });
  it('splits card lists and fills missing round cards face down', () => {
    expect(splitCards('KHH, 3SS,')).toEqual(['KHH', '3SS']);
    expect(splitCards(undefined)).toEqual([]);
    expect(roundCards({ C1: 'KHH', C2: '1' })).toEqual(['KHH', '1', '1', '1', '1', '1']);
  });
  it('teenpatti: A holds 0,2,4 and B 1,3,5', () => {
    expect(gameListTable('20 20 TEENPATTI')?.hands).toEqual([
      { label: 'Player A', positions: [0, 2, 4] },
      { label: 'Player B', positions: [1, 3, 5] },
    ]);
  });
  it('Lucky 7-B card runners', () => {
    expect(cardRunnerNumber('Card 7')).toBe(7);
    expect(cardRunnerNumber('Lucky 7')).toBeNull();
  });
});

describe('outcome groups', () => {
  const t2 = Array.from({ length: 38 }, (_, i) => i);
  it('dragon tiger: 7 groups by t2 index, index 3 not drawn', () => {
    const g = groupOutcomes(table('DRAGON TIGER'), t2).map((x) => x.items);
    expect(g.map((x) => x.length)).toEqual([3, 2, 2, 2, 2, 13, 13]);
    expect(g[0]).toEqual([0, 1, 2]);
    expect(g[2]).toEqual([21, 22]);
    expect(g[4]).toEqual([23, 24]);
    expect(g[6]?.[12]).toBe(37);
    expect(g.flat()).not.toContain(3);
  });
  it('lucky 7-A: 4 groups', () => {
    const g = groupOutcomes(table('LUCKY 7-A'), t2.slice(0, 19)).map((x) => x.items);
    expect(g).toEqual([[0, 1], [2, 3], [4, 5], t2.slice(6, 19)]);
  });
  it('a short feed gives short or empty groups', () => {
    expect(groupOutcomes(table('LUCKY 7-A'), [0, 1, 2]).map((x) => x.items)).toEqual([[0, 1], [2], [], []]);
  });
  it('outcome name from nat or nation', () => {
    expect(outcomeName({ nat: 'Dragon' })).toBe('Dragon');
    expect(outcomeName({ nation: 'Player A' })).toBe('Player A');
  });
});

describe('round state', () => {
  const teen = table('20 20 TEENPATTI');
  it('20-20 teenpatti self-suspends below 6 s, no other table does', () => {
    expect(recordSelfSuspended(teen, 5)).toBe(true);
    expect(recordSelfSuspended(teen, 6)).toBe(false);
    expect(recordSelfSuspended(table('DRAGON TIGER'), 0)).toBe(false);
    expect(recordSelfSuspended(table('3 CARD TEENPATTI'), 2)).toBe(false);
    expect(recordSelfSuspended(genericTable('teen20') as CasinoTableRecord, 3)).toBe(true);
    expect(recordSelfSuspended(genericTable('Teen') as CasinoTableRecord, 3)).toBe(false);
  });
  it('a new round when the countdown reaches the reset second (25 or 19) or the round id changes', () => {
    expect(isRoundReset({ mid: '7', autotime: 3 }, { mid: '7', autotime: 25 }, 25)).toBe(true);
    expect(isRoundReset({ mid: '7', autotime: 3 }, { mid: '7', autotime: 24 }, 25)).toBe(false);
    expect(isRoundReset({ mid: '7', autotime: 3 }, { mid: '7', autotime: 19 }, 19)).toBe(true);
    expect(isRoundReset({ mid: '7', autotime: 3 }, { mid: '7', autotime: 18 }, 19)).toBe(false);
    // Reaching it, not staying there: a second poll at 25 is the same round.
    expect(isRoundReset({ mid: '7', autotime: 25 }, { mid: '7', autotime: 25 }, 25)).toBe(false);
    expect(isRoundReset({ mid: '7', autotime: 10 }, { mid: '8', autotime: 10 }, 25)).toBe(true);
    // The first round seen clears nothing.
    expect(isRoundReset({ mid: null, autotime: 0 }, { mid: '7', autotime: 25 }, 25)).toBe(false);
  });
  it('countdown fraction of 25 s, clamped', () => {
    expect(countdownFraction(25)).toBe(1);
    expect(countdownFraction(12.5)).toBe(0.5);
    expect(countdownFraction(40)).toBe(1);
    expect(countdownFraction(-1)).toBe(0);
  });
  it('keeps only bets of the round on show', () => {
    const bets = [{ roundId: '7', n: 1 }, { roundId: '8', n: 2 }, { n: 3 }];
    expect(betsOfRound(bets, '7')).toEqual([{ roundId: '7', n: 1 }]);
  });
});

describe('steppers', () => {
  it('double and half truncate to integers', () => {
    expect(doubleStake(150)).toBe(300);
    expect(halfStake(75)).toBe(37);
    expect(halfStake(1)).toBe(0);
    expect(doubleStake(12.7)).toBe(25);
  });
  it('rates move by 0.01 and never reach 0.01 or below', () => {
    expect(stepRate(1.98, 1)).toBe(1.99);
    expect(stepRate(1.98, -1)).toBe(1.97);
    expect(stepRate(0.03, -1)).toBe(0.02);
    expect(stepRate(0.02, -1)).toBe(0.02);
    expect(stepRate(0.02, 1)).toBe(0.03);
  });
});

describe('bet button and chip tray', () => {
  it('Place Bet is disabled logged out, below stake 1, or when the outcome is not open (offline, no data, suspended)', () => {
    const ok = { loggedIn: true, stake: 100, outcomeOpen: true };
    expect(isPlaceBetDisabled(ok)).toBe(false);
    expect(isPlaceBetDisabled({ ...ok, loggedIn: false })).toBe(true);
    expect(isPlaceBetDisabled({ ...ok, stake: 0.5 })).toBe(true);
    expect(isPlaceBetDisabled({ ...ok, stake: 1 })).toBe(false);
    expect(isPlaceBetDisabled({ ...ok, outcomeOpen: false })).toBe(true);
  });
  it('chip tray bets once a chip is picked, the player logged in and the tapped outcome open', () => {
    const full = { chip: 100, loggedIn: true, outcomeOpen: true };
    expect(isChipTrayReady(full)).toBe(true);
    expect(isChipTrayReady({ ...full, chip: null })).toBe(false);
    expect(isChipTrayReady({ ...full, chip: 0 })).toBe(false);
    expect(isChipTrayReady({ ...full, loggedIn: false })).toBe(false);
    expect(isChipTrayReady({ ...full, outcomeOpen: false })).toBe(false);
  });
});
