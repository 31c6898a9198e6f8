// "Can this be bet on now": each kind's one rule (src/domain/bettable.ts), the bookmaker status read one way, prices and ladder cells.
import { describe, expect, it } from 'vitest';
import {
  fancyRowStatus,
  firstMarketStatusText,
  hasPrice,
  horseMarketStatus,
  horseRunnerStatus,
  isBookmakerOpen,
  isBookmakerRunnerActive,
  isFancyRowOpen,
  isFeedOutcomeOpen,
  isMarketOpen,
  isOutcomeOpen,
  isRaceClosed,
  isRaceOpen,
  isRunnerActive,
  statusTone,
} from '../../src/domain/bettable';
import { cellDepth, cellSide, CELL_ORDER } from '../../src/domain/ladder';
import { sanitizeStake } from '../../src/domain/quickStakes';

describe('hasPrice', () => {
  it('a finite price above 0 is a price; 0, negative, NaN, Infinity, null and undefined are none', () => {
    expect(hasPrice(1.01)).toBe(true);
    expect(hasPrice(45)).toBe(true);
    for (const none of [0, -1.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) expect(hasPrice(none)).toBe(false);
  });
});

describe('exchange market and runner', () => {
  it('a market takes bets only while OPEN', () => {
    expect(isMarketOpen('OPEN')).toBe(true);
    expect(isMarketOpen(' open ')).toBe(true);
    for (const s of ['SUSPENDED', 'CLOSED', 'ACTIVE', 'INACTIVE', '', null, undefined]) expect(isMarketOpen(s)).toBe(false);
  });
  it('a runner takes bets only while ACTIVE', () => {
    expect(isRunnerActive('ACTIVE')).toBe(true);
    for (const s of ['SUSPENDED', 'REMOVED', 'WINNER', 'LOSER', 'OPEN', 'HIDDEN', '', null]) expect(isRunnerActive(s)).toBe(false);
  });
  it('the Game Details banner reads SUSPENDED until a status is known, and its pill is green only when open', () => {
    expect(firstMarketStatusText(null)).toBe('SUSPENDED');
    expect(firstMarketStatusText('OPEN')).toBe('OPEN');
    expect(statusTone('OPEN')).toBe('open');
    expect(statusTone('SUSPENDED')).toBe('suspended');
    expect(statusTone('CLOSED')).toBe('other');
    expect(statusTone(null)).toBe('other');
  });
});

describe('bookmaker market status: one reading (docs/choices.md)', () => {
  it.each([
    ['OPEN', true],
    ['ACTIVE', true],
    ['active', true],
    ['SUSPENDED', false],
    ['CLOSED', false],
    ['BALL_RUNNING', false],
    ['', false],
    [undefined, false],
  ])('%s: takes bets %s', (status, open) => {
    expect(isBookmakerOpen(status)).toBe(open);
  });
  it('a bookmaker runner takes bets only while ACTIVE', () => {
    expect(isBookmakerRunnerActive('ACTIVE')).toBe(true);
    for (const s of ['SUSPENDED', 'OPEN', 'CLOSED', 'UNKNOWN', '']) expect(isBookmakerRunnerActive(s)).toBe(false);
  });
});

describe('fancy row', () => {
  it('open with no game status (blank or spaces), closed with any (Ball Running, SUSPENDED, an unknown one)', () => {
    expect(fancyRowStatus({ GameStatus: '  ' })).toBe('');
    expect(fancyRowStatus({ GameStatus: ' Ball Running ' })).toBe('Ball Running');
    expect(fancyRowStatus({})).toBe('');
    expect(isFancyRowOpen('')).toBe(true);
    expect(isFancyRowOpen('   ')).toBe(true);
    expect(isFancyRowOpen(null)).toBe(true);
    for (const s of ['Ball Running', 'SUSPENDED', 'Anything']) expect(isFancyRowOpen(s)).toBe(false);
  });
});

describe('horse race and runner', () => {
  it('a market sent without a status is OPEN; only OPEN takes bets; CLOSED ends the countdown', () => {
    expect(horseMarketStatus(undefined)).toBe('OPEN');
    expect(horseMarketStatus(' ')).toBe('OPEN');
    expect(horseMarketStatus('suspended')).toBe('SUSPENDED');
    expect(isRaceOpen(horseMarketStatus(undefined))).toBe(true);
    expect(isRaceOpen('SUSPENDED')).toBe(false);
    expect(isRaceOpen('CLOSED')).toBe(false);
    expect(isRaceClosed('CLOSED')).toBe(true);
    expect(isRaceClosed('OPEN')).toBe(false);
  });
  it('a runner with a price on either side is ACTIVE, one with none SUSPENDED (the contract gives it no status)', () => {
    expect(horseRunnerStatus(true)).toBe('ACTIVE');
    expect(horseRunnerStatus(false)).toBe('SUSPENDED');
    expect(isRunnerActive(horseRunnerStatus(false))).toBe(false);
  });
});

describe('casino outcome', () => {
  const ok = { selfSuspended: false, online: true, dataAvailable: true, roundId: '7', autotime: 12 };
  it('the feed opens an outcome with gstatus 1, as a number or a string', () => {
    expect(isFeedOutcomeOpen({ gstatus: 1 })).toBe(true);
    expect(isFeedOutcomeOpen({ gstatus: '1' })).toBe(true);
    for (const g of [0, '0', '', null, 2]) expect(isFeedOutcomeOpen({ gstatus: g })).toBe(false);
  });
  it('open only when the feed opens it, no self-suspend, online, in a live round with fresh data', () => {
    const open = { open: isFeedOutcomeOpen({ gstatus: 1 }) };
    expect(isOutcomeOpen(open, ok)).toBe(true);
    expect(isOutcomeOpen({ open: isFeedOutcomeOpen({ gstatus: 0 }) }, ok)).toBe(false);
    expect(isOutcomeOpen(open, { ...ok, selfSuspended: true })).toBe(false);
    expect(isOutcomeOpen(open, { ...ok, online: false })).toBe(false);
    expect(isOutcomeOpen(open, { ...ok, dataAvailable: false })).toBe(false);
    expect(isOutcomeOpen(open, { ...ok, roundId: null })).toBe(false);
    expect(isOutcomeOpen(open, { ...ok, autotime: 0 })).toBe(false);
  });
});

describe('ladder cells', () => {
  it('side and depth of each of the six cells', () => {
    expect(CELL_ORDER.map((k) => [cellSide(k), cellDepth(k)])).toEqual([
      ['back', 3],
      ['back', 2],
      ['back', 1],
      ['lay', 1],
      ['lay', 2],
      ['lay', 3],
    ]);
  });
});

describe('whole stakes: the one sanitiser every stake field uses', () => {
  it("'12.9' is 12 (not 129); non-numeric, negative and empty are 0", () => {
    expect(sanitizeStake('12.9')).toBe(12);
    expect(sanitizeStake('12.')).toBe(12);
    expect(sanitizeStake('500')).toBe(500);
    expect(sanitizeStake('1,000')).toBe(0);
    expect(sanitizeStake('-5')).toBe(0);
    expect(sanitizeStake('')).toBe(0);
  });
});
