// Match list tabs, hiding, ordering, grouping, stored markets, fullmarket URL, best prices and visited matches.
import { describe, expect, it } from 'vitest';
import type { ExchangeMarket, Match } from '../../src/api/contract';
import {
  bestBackLay,
  fullmarketUrl,
  fullmarketUrlOf,
  groupBySport,
  isHiddenMatch,
  isInPlay,
  isStoredMarket,
  marketsToStore,
  matchesForTab,
  opensToday,
  opensTomorrow,
  sortByOpenDate,
  upsertByMatchUrl,
} from '../../src/domain/matchLists';

const market = (inplay: boolean): ExchangeMarket => ({
  marketId: '1.1',
  marketName: 'Match Odds',
  status: 'OPEN',
  totalMatched: 0,
  inplay,
  runners: [
    {
      selectionId: 'a',
      runnerName: 'India',
      status: 'ACTIVE',
      ex: { availableToBack: [{ price: 1.8, size: 10 }, { price: 1.7, size: 5 }], availableToLay: [{ price: 1.85, size: 3 }] },
    },
    { selectionId: 'b', runnerName: 'Australia', status: 'ACTIVE', ex: { availableToBack: [], availableToLay: [{ price: 2.2, size: 1 }] } },
  ],
});

const match = (over: Partial<Match> = {}): Match => ({
  eventId: '4',
  competitionId: '101',
  matchId: 'm1',
  eventName: 'India v Australia',
  openDate: new Date(2026, 10, 22, 14, 30).toISOString(),
  inPlay: false,
  marketName: 'Match Odds',
  declared: false,
  matchOdds: [market(false)],
  markets: [],
  joinedMarketIds: '',
  matchUrl: '',
  ...over,
});

// Local-time clock so the midnight cases hold in any time zone.
const now = new Date(2026, 10, 22, 12, 0);
const at = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m).toISOString();

describe('isInPlay', () => {
  it('reads the first matchOdds entry only', () => {
    expect(isInPlay(match({ matchOdds: [market(true), market(false)] }))).toBe(true);
    expect(isInPlay(match({ inPlay: true, matchOdds: [market(false), market(true)] }))).toBe(false);
    expect(isInPlay(match({ matchOdds: [] }))).toBe(false);
  });
});

describe('today and tomorrow by local calendar date', () => {
  it('midnight boundaries', () => {
    expect(opensToday(match({ openDate: at(22, 0, 0) }), now)).toBe(true);
    expect(opensToday(match({ openDate: at(22, 23, 59) }), now)).toBe(true);
    expect(opensToday(match({ openDate: at(23, 0, 0) }), now)).toBe(false);
    expect(opensTomorrow(match({ openDate: at(23, 0, 0) }), now)).toBe(true);
    expect(opensTomorrow(match({ openDate: at(23, 23, 59) }), now)).toBe(true);
    expect(opensTomorrow(match({ openDate: at(24, 0, 0) }), now)).toBe(false);
    expect(opensToday(match({ openDate: at(21, 23, 59) }), now)).toBe(false);
  });
  it('tomorrow crosses a month end', () => {
    const lastDay = new Date(2026, 10, 30, 22, 0);
    expect(opensTomorrow(match({ openDate: new Date(2026, 11, 1, 1, 0).toISOString() }), lastDay)).toBe(true);
  });
  it('accepts a timestamp for now and ignores unreadable dates', () => {
    expect(opensToday(match({ openDate: at(22, 9) }), now.getTime())).toBe(true);
    expect(opensToday(match({ openDate: 'soon' }), now)).toBe(false);
  });
});

describe('isHiddenMatch', () => {
  it('hides winner markets in any case, blank names and declared matches', () => {
    expect(isHiddenMatch(match({ marketName: 'Tournament Winner' }))).toBe(true);
    expect(isHiddenMatch(match({ marketName: 'WINNER 2026' }))).toBe(true);
    expect(isHiddenMatch(match({ marketName: '   ' }))).toBe(true);
    expect(isHiddenMatch(match({ declared: true }))).toBe(true);
    expect(isHiddenMatch(match())).toBe(false);
  });
});

describe('ordering and tabs', () => {
  it('sorts by openDate ascending, unreadable last', () => {
    const list = [match({ matchId: 'c', openDate: at(22, 18) }), match({ matchId: 'x', openDate: '' }), match({ matchId: 'a', openDate: at(22, 9) })];
    expect(sortByOpenDate(list).map((m) => m.matchId)).toEqual(['a', 'c', 'x']);
  });
  it('each tab lists its visible matches sorted', () => {
    const list = [
      match({ matchId: 't2', openDate: at(22, 20) }),
      match({ matchId: 't1', openDate: at(22, 8), matchOdds: [market(true)] }),
      match({ matchId: 'w', openDate: at(22, 9), marketName: 'Winner' }),
      match({ matchId: 'n1', openDate: at(23, 10) }),
    ];
    expect(matchesForTab(list, 'today', now).map((m) => m.matchId)).toEqual(['t1', 't2']);
    expect(matchesForTab(list, 'tomorrow', now).map((m) => m.matchId)).toEqual(['n1']);
    expect(matchesForTab(list, 'inplay', now).map((m) => m.matchId)).toEqual(['t1']);
  });
});

describe('groupBySport', () => {
  it('follows the games order, drops empty sports, appends unknown ones', () => {
    const games = [
      { eventTypeId: '4', name: 'Cricket' },
      { eventTypeId: '1', name: 'Soccer' },
      { eventTypeId: '2', name: 'Tennis' },
    ];
    const groups = groupBySport([match({ eventId: '1', matchId: 's' }), match({ eventId: '99', matchId: 'u' }), match({ matchId: 'c' })], games);
    expect(groups.map((g) => [g.sportName, g.matches.map((m) => m.matchId)])).toEqual([
      ['Cricket', ['c']],
      ['Soccer', ['s']],
      ['99', ['u']],
    ]);
  });
});

describe('markets stored on click', () => {
  it('keeps Match Odds and tie, toss, complete markets in any case', () => {
    const markets = ['Match Odds', 'MATCH ODDS', 'Tied Match', 'Toss Winner', 'Completed Match', 'Over/Under 2.5', 'Match Odds Plus'].map((marketName, i) => ({
      marketId: String(i),
      marketName,
    }));
    expect(marketsToStore(markets).map((m) => m.marketName)).toEqual(['Match Odds', 'MATCH ODDS', 'Tied Match', 'Toss Winner', 'Completed Match']);
    expect(isStoredMarket({ marketName: 'bookmaker' })).toBe(false);
  });
});

describe('fullmarket URL', () => {
  it('builds the path and encodes the query', () => {
    expect(fullmarketUrl({ eventId: '4', competitionId: '101', matchId: '9', gameTime: '2026-11-22T14:30:00.000Z', eventName: 'India v Australia', inplay: false })).toBe(
      '/fullmarket/4/101/9?gameTime=2026-11-22T14%3A30%3A00.000Z&eventName=India%20v%20Australia&inplay=false',
    );
  });
  it('is the one market link: path parts encoded with encodeURIComponent, query parts not given left out', () => {
    expect(fullmarketUrl({ eventId: '4', competitionId: 'c/1', matchId: 'm 9' })).toBe('/fullmarket/4/c%2F1/m%209');
    expect(fullmarketUrl({ eventId: '4', competitionId: 'c1', matchId: 'm1', eventName: 'A & B', inplay: true })).toBe(
      '/fullmarket/4/c1/m1?eventName=A%20%26%20B&inplay=true',
    );
  });
  it('a listed match passes its openDate and in-play state', () => {
    const url = fullmarketUrlOf(match({ matchOdds: [market(true)], eventName: 'A & B' }));
    const q = new URL(url, 'http://x').searchParams;
    expect(q.get('inplay')).toBe('true');
    expect(q.get('eventName')).toBe('A & B');
    expect(url.startsWith('/fullmarket/4/101/m1?')).toBe(true);
  });
});

describe('bestBackLay', () => {
  it('reads index 0 of each ladder of the first market, null when empty', () => {
    expect(bestBackLay(match())).toEqual([
      { selectionId: 'a', runnerName: 'India', back: 1.8, lay: 1.85 },
      { selectionId: 'b', runnerName: 'Australia', back: null, lay: 2.2 },
    ]);
    expect(bestBackLay(match({ matchOdds: [] }))).toEqual([]);
  });
});

describe('upsertByMatchUrl', () => {
  it('replaces the same key in place and appends a new one', () => {
    const list = [
      { matchUrl: '/a', n: 1 },
      { matchUrl: '/b', n: 1 },
    ];
    expect(upsertByMatchUrl(list, { matchUrl: '/a', n: 2 })).toEqual([
      { matchUrl: '/a', n: 2 },
      { matchUrl: '/b', n: 1 },
    ]);
    expect(upsertByMatchUrl(list, { matchUrl: '/c', n: 1 })).toHaveLength(3);
    expect(list[0]?.n).toBe(1);
  });
});
