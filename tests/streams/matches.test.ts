// The match lists over polled api data, in virtual time: tabs, hidden rows, order, groups, cells, failures, previews.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Observable, Subject, of, throwError, type Subscription } from 'rxjs';
import type { ExchangeMarket, Game, Match } from '../../src/api/contract';
import { MATCH_LIST_POLL_MS, PRICE_FLASH_MS } from '../../src/domain/constants';
import {
  createMatchLists,
  flagOn,
  listColumns,
  previewOf,
  upcomingMatches,
  type ListView,
} from '../../streams/matches';
import type { Loadable } from '../../streams/navigation';
import { datedClock, type DatedClock } from './datedClock';
import { ApiError } from '../../src/api/errors';
import { createConnectionStatus } from '../../streams/connection';
import { pollRounds$ } from '../../streams/pollRounds';

/** A fixed local afternoon: 'later today' and 'tomorrow' both exist. */
const NOW = new Date(2026, 10, 22, 14, 0, 0).getTime();
const at = (dayOffset: number, hour: number, minute = 0) =>
  new Date(2026, 10, 22 + dayOffset, hour, minute, 0).toISOString();

const game = (id: string, name: string): Game => ({ id, name, eventTypeId: id, icons: { active: '', inactive: '' } });
const GAMES: Game[] = [game('4', 'Cricket'), game('1', 'Soccer'), game('2', 'Tennis'), game('10', 'Horse Racing'), game('113', 'Casino')];

function odds(inplay: boolean, prices: [string, number, number][], marketId = '1.1'): ExchangeMarket {
  return {
    marketId,
    marketName: 'Match Odds',
    status: 'OPEN',
    totalMatched: 1000,
    inplay,
    runners: prices.map(([runnerName, back, lay], i) => ({
      selectionId: `s${i}`,
      runnerName,
      status: 'ACTIVE',
      ex: {
        availableToBack: [{ price: back, size: 100 }],
        availableToLay: [{ price: lay, size: 100 }],
      },
    })),
  };
}

function match(id: string, sport: string, openDate: string, over: Partial<Match> = {}): Match {
  return {
    eventId: sport,
    competitionId: 'c1',
    matchId: id,
    eventName: `Match ${id}`,
    openDate,
    inPlay: false,
    marketName: 'Match Odds',
    declared: false,
    tv: false,
    bm: false,
    fancy: false,
    matchOdds: [odds(false, [['Home', 1.8, 1.82], ['Away', 2.2, 2.24]], `1.${id}`)],
    markets: [{ marketId: `1.${id}`, marketName: 'Match Odds' }],
    joinedMarketIds: `1.${id}`,
    matchUrl: `/fullmarket/${sport}/c1/${id}`,
    ...over,
  };
}

const CRICKET: Match[] = [
  match('c-later', '4', at(0, 19)),
  match('c-live', '4', at(0, 13), { matchOdds: [odds(true, [['India', 1.5, 1.52], ['Australia', 2.9, 3]])] }),
  match('c-tomorrow', '4', at(1, 10)),
  match('c-winner', '4', at(0, 16), { marketName: 'Tournament Winner' }),
  match('c-blank', '4', at(0, 17), { marketName: '  ' }),
  match('c-declared', '4', at(0, 9), { declared: true }),
  match('c-next-week', '4', at(6, 10)),
];
const SOCCER: Match[] = [
  match('s-early', '1', at(0, 15), {
    matchOdds: [odds(false, [['Arsenal', 2.1, 2.12], ['Chelsea', 3.5, 3.6], ['The Draw', 3.3, 3.4]])],
  }),
  match('s-tomorrow', '1', at(1, 9)),
];

interface Bed {
  clock: DatedClock;
  lists: ReturnType<typeof createMatchLists>;
  calls: string[];
  when: BehaviorSubject<boolean>;
  answers: Record<string, () => Observable<Match[]>>;
}

function bed(answers: Record<string, () => Observable<Match[]>> = {}, startMs = NOW): Bed {
  const clock = datedClock(startMs);
  const calls: string[] = [];
  const when = new BehaviorSubject(true);
  const table: Record<string, () => Observable<Match[]>> = {
    '4': () => of(CRICKET),
    '1': () => of(SOCCER),
    '2': () => of([]),
    ...answers,
  };
  const lists = createMatchLists({
    fetchMatches: (sportId) => {
      calls.push(sportId);
      return (table[sportId] ?? (() => of([])))();
    },
    sports$: of<Loadable<Game[]>>({ state: 'ready', value: GAMES }),
    when,
    scheduler: clock.scheduler,
  });
  return { clock, lists, calls, when, answers: table };
}

const subs: Subscription[] = [];
function record<T>(source: Observable<T>): T[] {
  const out: T[] = [];
  subs.push(source.subscribe((v) => out.push(v)));
  return out;
}
afterEach(() => {
  subs.splice(0).forEach((s) => s.unsubscribe());
});

const ready = (v: Loadable<ListView> | undefined): ListView => {
  if (v?.state !== 'ready') throw new Error(`not ready: ${JSON.stringify(v)}`);
  return v.value;
};

describe('tabs over the polled lists', () => {
  it('In Play lists matches whose first matchOdds is in play; Today and Tommorow go by calendar date, earliest first', () => {
    const b = bed();
    const inplay = record(b.lists.tabView$('inplay', 'all'));
    const today = record(b.lists.tabView$('today', 'all'));
    const tomorrow = record(b.lists.tabView$('tomorrow', 'all'));
    b.clock.advanceBy(0);

    expect(ready(inplay.at(-1)).groups).toEqual([{ sportId: '4', sportName: 'Cricket', matchIds: ['c-live'] }]);
    // Hidden: the winner market, the blank market name and the declared match; the next-week match is in no tab.
    expect(ready(today.at(-1)).groups).toEqual([
      { sportId: '4', sportName: 'Cricket', matchIds: ['c-live', 'c-later'] },
      { sportId: '1', sportName: 'Soccer', matchIds: ['s-early'] },
    ]);
    expect(ready(tomorrow.at(-1)).groups).toEqual([
      { sportId: '4', sportName: 'Cricket', matchIds: ['c-tomorrow'] },
      { sportId: '1', sportName: 'Soccer', matchIds: ['s-tomorrow'] },
    ]);
  });

  it('lists only the sports with match lists (not casino or horse racing), once per sport however many tabs', () => {
    const b = bed();
    record(b.lists.tabView$('inplay', 'all'));
    record(b.lists.tabView$('today', 'all'));
    record(b.lists.tabCounts$('all'));
    b.clock.advanceBy(0);
    expect([...b.calls].sort()).toEqual(['1', '2', '4']);
  });

  it('a scope of sport ids polls only those sports', () => {
    const b = bed();
    const view = record(b.lists.tabView$('today', '1'));
    b.clock.advanceBy(0);
    expect(b.calls).toEqual(['1']);
    expect(ready(view.at(-1)).groups.map((g) => g.sportName)).toEqual(['Soccer']);
  });

  it('counts each tab', () => {
    const b = bed();
    const counts = record(b.lists.tabCounts$('all'));
    b.clock.advanceBy(0);
    expect(counts.at(-1)).toEqual({ inplay: 1, today: 3, tomorrow: 2 });
  });

  it('polls every MATCH_LIST_POLL_MS while visible, stops while hidden and refreshes at once on return', () => {
    const b = bed();
    record(b.lists.tabView$('today', '4'));
    b.clock.advanceBy(0);
    expect(b.calls).toHaveLength(1);
    b.clock.advanceBy(MATCH_LIST_POLL_MS);
    b.clock.advanceBy(MATCH_LIST_POLL_MS);
    expect(b.calls).toHaveLength(3);
    b.when.next(false);
    b.clock.advanceBy(MATCH_LIST_POLL_MS * 5);
    expect(b.calls).toHaveLength(3);
    b.when.next(true);
    b.clock.advanceBy(0);
    expect(b.calls).toHaveLength(4);
  });

  it('moves a match from Tommorow to Today when the day turns, at the next round', () => {
    // From 23:50, not 14:00: ten hours of rounds on rxjs' VirtualTimeScheduler chain one subscription per round,
    // and unsubscribing that chain overflowed the stack in a full run.
    const b = bed({}, new Date(2026, 10, 22, 23, 50, 0).getTime());
    const today = record(b.lists.tabView$('today', '4'));
    b.clock.advanceBy(0);
    expect(ready(today.at(-1)).groups[0]?.matchIds).not.toContain('c-tomorrow');
    // 23:50 + 10 min = midnight; the next round after it reads the new date.
    b.clock.advanceBy(10 * 60 * 1000 + MATCH_LIST_POLL_MS);
    expect(ready(today.at(-1)).groups[0]?.matchIds).toContain('c-tomorrow');
  });

  it('groups come in sport order: a sport that answers first waits for the sports before it', () => {
    const cricket = new Subject<Match[]>();
    const soccer = new Subject<Match[]>();
    const b = bed({ '4': () => cricket, '1': () => soccer });
    const view = record(b.lists.tabView$('today', '4,1'));
    b.clock.advanceBy(0);
    soccer.next(SOCCER);
    soccer.complete();
    // Soccer answered, cricket (before it) has not: nothing yet, or cricket's group would push soccer's down.
    expect(ready(view.at(-1))).toMatchObject({ groups: [], pending: true });
    cricket.next(CRICKET);
    cricket.complete();
    expect(ready(view.at(-1)).groups.map((g) => g.sportId)).toEqual(['4', '1']);
    expect(ready(view.at(-1)).pending).toBe(false);
  });

  it('says which sport failed and lists the others; a later failure keeps the last good list', () => {
    const soccer = new Subject<Match[]>();
    let failCricket = true;
    const b = bed({
      '4': () => (failCricket ? throwError(() => new Error('500')) : of(CRICKET)),
      '1': () => soccer,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = record(b.lists.tabView$('today', '4,1'));
    b.clock.advanceBy(0);
    // Cricket failed, soccer has not answered: still pending.
    expect(ready(view.at(-1))).toMatchObject({ groups: [], pending: true, failed: ['Cricket'] });
    soccer.next(SOCCER);
    soccer.complete();
    expect(ready(view.at(-1))).toMatchObject({ pending: false, failed: ['Cricket'] });
    expect(ready(view.at(-1)).groups.map((g) => g.sportId)).toEqual(['1']);

    failCricket = false;
    b.clock.advanceBy(MATCH_LIST_POLL_MS);
    expect(ready(view.at(-1)).failed).toEqual([]);
    failCricket = true;
    b.clock.advanceBy(MATCH_LIST_POLL_MS);
    expect(ready(view.at(-1)).groups.map((g) => g.sportId)).toEqual(['4', '1']);
  });

  it('is failed when every sport of the scope fails', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = bed({ '4': () => throwError(() => new Error('down')) });
    const view = record(b.lists.tabView$('inplay', '4'));
    b.clock.advanceBy(0);
    expect(view.at(-1)).toEqual({ state: 'failed' });
  });
});

describe('a failing match list is a failing poll (issue 17, item 5)', () => {
  it("failed rounds reach the connection status as failures, so 'Connection lost' shows; the rows keep the last good list", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let down = false;
    const b = bed({ '4': () => (down ? throwError(() => new ApiError('network', 'matchesBySport')) : of(CRICKET)) });
    const rounds = record(pollRounds$);
    const statuses = record(createConnectionStatus({ online: of(true), rounds: pollRounds$, scheduler: b.clock.scheduler }));
    const view = record(b.lists.tabView$('today', '4'));
    const meta = record(b.lists.rowMeta$('4', 'c-later'));
    b.clock.advanceBy(0);
    down = true;
    b.clock.advanceBy(MATCH_LIST_POLL_MS);
    b.clock.advanceBy(MATCH_LIST_POLL_MS);
    expect(rounds.filter((r) => r.name === 'match list 4').map((r) => r.ok)).toEqual([true, false, false]);
    expect(statuses.at(-1)).toEqual({ state: 'lost', since: NOW + MATCH_LIST_POLL_MS });
    expect(ready(view.at(-1)).groups).toEqual([{ sportId: '4', sportName: 'Cricket', matchIds: ['c-live', 'c-later'] }]);
    expect(ready(view.at(-1)).failed).toEqual([]);
    expect(meta.at(-1)).toMatchObject({ matchId: 'c-later' });
    // Back: one good round ends the failure count.
    down = false;
    b.clock.advanceBy(MATCH_LIST_POLL_MS);
    expect(statuses.at(-1)).toEqual({ state: 'back' });
  });
});

describe('rows and price cells', () => {
  it("a row carries the match's name, start, flags and fullmarket link", () => {
    const b = bed({
      '4': () => of([match('m1', '4', at(0, 19), { eventName: 'India v Australia', tv: 1, bm: 'true', fancy: '0' })]),
    });
    const meta = record(b.lists.rowMeta$('4', 'm1'));
    b.clock.advanceBy(0);
    expect(meta.at(-1)).toMatchObject({
      eventName: 'India v Australia',
      inPlay: false,
      tv: true,
      bm: true,
      fancy: false,
      name1: 'Home',
      name2: 'Away',
      nameX: '',
      followMarketId: '1.m1',
      url: `/fullmarket/4/c1/m1?gameTime=${encodeURIComponent(at(0, 19))}&eventName=India%20v%20Australia&inplay=false`,
    });
  });

  it('a cell shows the real best price, wakes only when it moves, once per move, counting the moves', () => {
    let back = 1.8;
    const b = bed({ '4': () => of([match('m1', '4', at(0, 19), { matchOdds: [odds(false, [['Home', back, 1.82], ['Away', 2.2, 2.24]])] })]) });
    const home = record(b.lists.rowCell$('4', 'm1', '1', 'back'));
    const away = record(b.lists.rowCell$('4', 'm1', '2', 'lay'));
    const draw = record(b.lists.rowCell$('4', 'm1', 'X', 'back'));
    b.clock.advanceBy(0);
    expect(home).toEqual([{ value: 1.8, flash: 0 }]);
    expect(away).toEqual([{ value: 2.24, flash: 0 }]);
    expect(draw).toEqual([{ value: null, flash: 0 }]);

    b.clock.advanceBy(MATCH_LIST_POLL_MS); // same prices: nobody wakes
    expect(home).toHaveLength(1);
    back = 1.9;
    b.clock.advanceBy(MATCH_LIST_POLL_MS);
    expect(home).toEqual([{ value: 1.8, flash: 0 }, { value: 1.9, flash: 1 }]);
    b.clock.advanceBy(PRICE_FLASH_MS); // no second emission to put the flash out
    expect(home).toHaveLength(2);
    back = 1.8;
    b.clock.advanceBy(MATCH_LIST_POLL_MS);
    expect(home).toEqual([{ value: 1.8, flash: 0 }, { value: 1.9, flash: 1 }, { value: 1.8, flash: 2 }]);
    expect(away).toHaveLength(1);
    expect(draw).toHaveLength(1);
  });

  it('latestMatch answers the last polled version of a match', () => {
    const b = bed();
    record(b.lists.rowMeta$('4', 'c-live'));
    b.clock.advanceBy(0);
    expect(b.lists.latestMatch('4', 'c-live')?.matchOdds[0]?.inplay).toBe(true);
    expect(b.lists.latestMatch('4', 'nope')).toBeNull();
  });
});

describe('list columns and flags', () => {
  it('puts the draw under X and the two sides under 1 and 2', () => {
    const cols = listColumns([
      { selectionId: 'a', runnerName: 'Arsenal', back: 2, lay: 2.1 },
      { selectionId: 'b', runnerName: 'Chelsea', back: 3, lay: 3.1 },
      { selectionId: 'd', runnerName: 'The Draw', back: 3.4, lay: 3.5 },
    ]);
    expect([cols['1']?.runnerName, cols.X?.runnerName, cols['2']?.runnerName]).toEqual(['Arsenal', 'The Draw', 'Chelsea']);
  });

  it('reads tv, bm and fancy flags of any shape', () => {
    expect([true, 1, '1', 'true', 'https://tv'].map(flagOn)).toEqual([true, true, true, true, true]);
    expect([false, 0, '0', '', 'false', undefined, null].map(flagOn)).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('previews', () => {
  it('names the favourite by best back price with its implied probability and the book', () => {
    const m = match('s1', '1', at(0, 19), {
      eventName: 'Arsenal v Chelsea',
      matchOdds: [odds(false, [['Arsenal', 2, 2.02], ['Chelsea', 4, 4.1], ['The Draw', 4, 4.1]])],
    });
    const p = previewOf(m, 'Soccer', NOW);
    expect(p.favourite).toEqual({ runnerName: 'Arsenal', back: 2, implied: 0.5 });
    expect(p.challenger?.runnerName).toBe('Chelsea');
    expect(p.draw?.implied).toBe(0.25);
    expect(p.book).toBeCloseTo(1.0);
    expect(p.verdict).toBe('edge');
    expect(p.day).toBe('today');
  });

  it('calls a favourite at 65 % or more strong and two sides within 8 points close', () => {
    const strong = match('a', '4', at(1, 10), { matchOdds: [odds(false, [['A', 1.4, 1.42], ['B', 3.2, 3.3]])] });
    const close = match('b', '4', at(1, 10), { matchOdds: [odds(false, [['A', 1.9, 1.92], ['B', 2.0, 2.02]])] });
    const none = match('c', '4', at(1, 10), { matchOdds: [] });
    expect(previewOf(strong, 'Cricket', NOW)).toMatchObject({ verdict: 'strong', day: 'tomorrow' });
    expect(previewOf(close, 'Cricket', NOW).verdict).toBe('close');
    expect(previewOf(none, 'Cricket', NOW)).toMatchObject({ verdict: 'unpriced', favourite: null, book: null });
  });

  it('previews upcoming listed matches only, soonest first', () => {
    const ids = upcomingMatches([...CRICKET, ...SOCCER], NOW).map((m) => m.matchId);
    expect(ids).toEqual(['s-early', 'c-later', 's-tomorrow', 'c-tomorrow', 'c-next-week']);
  });

  it('the previews stream takes the first upcoming matches of the scope', () => {
    const b = bed();
    const previews = record(b.lists.previews$('all', 2));
    b.clock.advanceBy(0);
    const last = previews.at(-1);
    expect(last?.state).toBe('ready');
    expect(last?.state === 'ready' && last.value.map((p) => [p.matchId, p.sportName])).toEqual([
      ['s-early', 'Soccer'],
      ['c-later', 'Cricket'],
    ]);
  });
});

describe('the search snapshot', () => {
  it('loads every listed sport once, hidden rows left out, tolerating a failing sport', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = bed({ '2': () => throwError(() => new Error('down')) });
    const snap = record(b.lists.snapshot$('all'));
    const last = snap.at(-1);
    expect(last?.state).toBe('ready');
    const names = last?.state === 'ready' ? last.value.map((e) => e.match.matchId) : [];
    expect(names).toContain('c-live');
    expect(names).toContain('s-early');
    expect(names).not.toContain('c-winner');
    expect(names).not.toContain('c-blank');
    expect(names).not.toContain('c-declared');
  });
});
