// Casino table rules.
import { describe, expect, it } from 'vitest';
import {
  CASINO_GAMES,
  betsOfRound,
  cardRunnerNumber,
  casinoGameByName,
  countdownFraction,
  doubleStake,
  dragonTigerGroups,
  dragonTigerWinner,
  groupByIndexRanges,
  halfStake,
  isChipTrayReady,
  isGenericSelfSuspended,
  isKnownCasinoType,
  isOutcomeOpen,
  isPlaceBetDisabled,
  isRoundReset,
  isSelfSuspended,
  lucky7aGroups,
  outcomeName,
  parseCard,
  resultBadge,
  roundCards,
  splitCards,
  stepRate,
  teenpattiHands,
  teenpattiWinner,
  winValues,
  winningValue,
} from '../../src/domain/casino';

describe('casinoGameByName', () => {
  it('maps every game-list name to its path, kind and round length', () => {
    const table = Object.fromEntries(CASINO_GAMES.map((g) => [g.name, [g.path, g.kind, g.roundLength]]));
    expect(table).toEqual({
      '20 20 TEENPATTI': ['teenpatti/t20', 'tapOnOdds', 25],
      '3 CARD TEENPATTI': ['teenpatti/3card', 'chipTray', 25],
      'DRAGON TIGER': ['dragontiger/t20', 'tapOnOdds', 19],
      '20 20 DRAGON TIGER': ['dragontiger/t202', 'tapOnOdds', 19],
      'FAST DRAGON TIGER': ['dragontiger/fast', 'chipTray', 19],
      'LUCKY 7-A': ['lucky/a', 'tapOnOdds', 19],
      'LUCKY 7-B': ['lucky/b', 'tapOnOdds', 19],
    });
  });
  it('ignores case and outer spaces; unknown names have no table', () => {
    expect(casinoGameByName(' lucky 7-b ')?.path).toBe('lucky/b');
    expect(casinoGameByName('ANDAR BAHAR')).toBeNull();
  });
});

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
    expect(teenpattiHands(['a0', 'b1', 'a2', 'b3', 'a4', 'b5'])).toEqual({ playerA: ['a0', 'a2', 'a4'], playerB: ['b1', 'b3', 'b5'] });
    expect(teenpattiHands(['a0', 'b1'])).toEqual({ playerA: ['a0', '1', '1'], playerB: ['b1', '1', '1'] });
  });
  it('Lucky 7-B card runners', () => {
    expect(cardRunnerNumber('Card 7')).toBe(7);
    expect(cardRunnerNumber('Lucky 7')).toBeNull();
  });
});

describe('outcome groups', () => {
  const t2 = Array.from({ length: 38 }, (_, i) => i);
  it('dragon tiger: 7 groups by t2 index, index 3 not drawn', () => {
    const g = dragonTigerGroups(t2);
    expect(g.map((x) => x.length)).toEqual([3, 2, 2, 2, 2, 13, 13]);
    expect(g[0]).toEqual([0, 1, 2]);
    expect(g[2]).toEqual([21, 22]);
    expect(g[4]).toEqual([23, 24]);
    expect(g[6]?.[12]).toBe(37);
    expect(g.flat()).not.toContain(3);
  });
  it('lucky 7-A: 4 groups', () => {
    const g = lucky7aGroups(t2.slice(0, 19));
    expect(g).toEqual([[0, 1], [2, 3], [4, 5], t2.slice(6, 19)]);
  });
  it('a short feed gives short or empty groups', () => {
    expect(groupByIndexRanges([0, 1, 2], [[0, 1], [2, 5], [6, 8]])).toEqual([[0, 1], [2], []]);
  });
  it('outcome name from nat or nation', () => {
    expect(outcomeName({ nat: 'Dragon' })).toBe('Dragon');
    expect(outcomeName({ nation: 'Player A' })).toBe('Player A');
  });
});

describe('round state', () => {
  const teen = casinoGameByName('20 20 TEENPATTI');
  const dt = casinoGameByName('DRAGON TIGER');
  it('20-20 teenpatti self-suspends below 6 s, no other table does', () => {
    expect(isSelfSuspended(teen, 5)).toBe(true);
    expect(isSelfSuspended(teen, 6)).toBe(false);
    expect(isSelfSuspended(dt, 0)).toBe(false);
    expect(isSelfSuspended(casinoGameByName('3 CARD TEENPATTI'), 2)).toBe(false);
    expect(isGenericSelfSuspended('teen20', 3)).toBe(true);
    expect(isGenericSelfSuspended('Teen', 3)).toBe(false);
  });
  it('a new round when autotime reaches the round length', () => {
    expect(isRoundReset(25, teen?.roundLength ?? 0)).toBe(true);
    expect(isRoundReset(24, teen?.roundLength ?? 0)).toBe(false);
    expect(isRoundReset(19, dt?.roundLength ?? 0)).toBe(true);
    expect(isRoundReset(18, dt?.roundLength ?? 0)).toBe(false);
  });
  it('countdown fraction of 25 s, clamped', () => {
    expect(countdownFraction(25)).toBe(1);
    expect(countdownFraction(12.5)).toBe(0.5);
    expect(countdownFraction(40)).toBe(1);
    expect(countdownFraction(-1)).toBe(0);
  });
  it('an outcome is open only with gstatus 1, no self-suspend, online', () => {
    const ok = { selfSuspended: false, online: true };
    expect(isOutcomeOpen({ gstatus: 1 }, ok)).toBe(true);
    expect(isOutcomeOpen({ gstatus: 0 }, ok)).toBe(false);
    expect(isOutcomeOpen({ gstatus: 1 }, { ...ok, selfSuspended: true })).toBe(false);
    expect(isOutcomeOpen({ gstatus: 1 }, { ...ok, online: false })).toBe(false);
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

describe('launcher and bet button', () => {
  it('knows the generic casino types exactly', () => {
    for (const t of ['teen20', 'lucky7', 'lucky7eu', 'dt20', 'card32', 'card32eu', 'dt202', 'poker20', 'Teen', 'aaa', 'dt6', 'btable', 'baccarat', 'worli2']) {
      expect(isKnownCasinoType(t)).toBe(true);
    }
    expect(isKnownCasinoType('ab20')).toBe(false);
    expect(isKnownCasinoType('teen')).toBe(false);
  });
  it('Place Bet is disabled logged out, below stake 1, offline or without data', () => {
    const ok = { loggedIn: true, stake: 100, online: true };
    expect(isPlaceBetDisabled(ok)).toBe(false);
    expect(isPlaceBetDisabled({ ...ok, loggedIn: false })).toBe(true);
    expect(isPlaceBetDisabled({ ...ok, stake: 0.5 })).toBe(true);
    expect(isPlaceBetDisabled({ ...ok, stake: 1 })).toBe(false);
    expect(isPlaceBetDisabled({ ...ok, online: false })).toBe(true);
    expect(isPlaceBetDisabled({ ...ok, dataAvailable: false })).toBe(true);
  });
  it('chip tray bets once chip, outcome and margins are all set', () => {
    const full = { chip: 100, outcomeId: '1', favourMargin: 98, againstMargin: 100 };
    expect(isChipTrayReady(full)).toBe(true);
    expect(isChipTrayReady({ ...full, chip: null })).toBe(false);
    expect(isChipTrayReady({ ...full, outcomeId: null })).toBe(false);
    expect(isChipTrayReady({ ...full, againstMargin: null })).toBe(false);
  });
});
