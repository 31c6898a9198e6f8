// The event search in virtual time: the index loads when the modal opens, typing is debounced, matching is by every word.
import { afterEach, describe, expect, it } from 'vitest';
import { Subject, of, type Subscription } from 'rxjs';
import type { Match } from '../../src/api/contract';
import { SEARCH_DEBOUNCE_MS } from '../../src/domain/constants';
import type { Loadable } from '../../streams/navigation';
import { createSearch, searchMatches, type SearchEntry, type SearchState } from '../../streams/search';
import { setAppScheduler } from '../../streams/scheduler';
import { virtualClock } from './market/virtualClock';

function entry(sportName: string, matchId: string, eventName: string, openDate: string, inplay = false): SearchEntry {
  const match: Match = {
    eventId: sportName === 'Soccer' ? '1' : '4',
    competitionId: 'c1',
    matchId,
    eventName,
    openDate,
    inPlay: inplay,
    marketName: 'Match Odds',
    declared: false,
    matchOdds: [{ marketId: `1.${matchId}`, marketName: 'Match Odds', status: 'OPEN', totalMatched: 0, inplay, runners: [] }],
    markets: [],
    joinedMarketIds: '',
    matchUrl: '',
  };
  return { sportName, match };
}

const INDEX: SearchEntry[] = [
  entry('Cricket', 'm2', 'India v Australia', '2026-11-22T18:00:00.000Z'),
  entry('Cricket', 'm1', 'Australia v India', '2026-11-22T10:00:00.000Z', true),
  entry('Soccer', 'm3', 'Atlético Madrid v Sevilla', '2026-11-23T18:00:00.000Z'),
  entry('Cricket', 'm4', 'England v Pakistan', '2026-11-22T12:00:00.000Z'),
];

const subs: Subscription[] = [];
afterEach(() => {
  subs.splice(0).forEach((s) => s.unsubscribe());
  setAppScheduler(null);
});

describe('searchMatches', () => {
  it('matches every word in any order and case, accents ignored, soonest first, with market links', () => {
    const hits = searchMatches(INDEX, 'india AUS');
    expect(hits.map((h) => h.eventName)).toEqual(['Australia v India', 'India v Australia']);
    expect(hits[0]).toMatchObject({ sportName: 'Cricket', inPlay: true });
    expect(hits[0]?.url).toMatch(/^\/fullmarket\/4\/c1\/m1\?gameTime=.*&inplay=true$/);
    expect(searchMatches(INDEX, 'atletico').map((h) => h.eventName)).toEqual(['Atlético Madrid v Sevilla']);
    expect(searchMatches(INDEX, '   ')).toEqual([]);
    expect(searchMatches(INDEX, 'india', 1)).toHaveLength(1);
  });
});

describe('the search stream', () => {
  function bed() {
    const clock = virtualClock();
    let loads = 0;
    const index = new Subject<Loadable<SearchEntry[]>>();
    const search = createSearch({
      loadIndex: () => {
        loads += 1;
        return index;
      },
    });
    const states: SearchState[] = [];
    subs.push(search.results$.subscribe((s) => states.push(s)));
    return { clock, search, index, states, loads: () => loads };
  }

  it('loads the index each time the modal opens, not before', () => {
    const b = bed();
    expect(b.loads()).toBe(0);
    b.search.openSearch();
    expect(b.loads()).toBe(1);
    b.search.closeSearch();
    b.search.openSearch();
    expect(b.loads()).toBe(2);
  });

  it('searches SEARCH_DEBOUNCE_MS after the last keystroke, once', () => {
    const b = bed();
    b.search.openSearch();
    b.index.next({ state: 'ready', value: INDEX });
    b.clock.advanceBy(0);
    expect(b.states.at(-1)).toEqual({ state: 'idle' });

    b.search.setQuery('en');
    b.clock.advanceBy(100);
    b.search.setQuery('eng');
    b.clock.advanceBy(SEARCH_DEBOUNCE_MS - 1);
    expect(b.states.filter((s) => s.state === 'ready')).toHaveLength(0);
    b.clock.advanceBy(1);
    const ready = b.states.filter((s) => s.state === 'ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]?.state === 'ready' && ready[0].hits.map((h) => h.eventName)).toEqual(['England v Pakistan']);
  });

  it('clearing the box is taken at once; a short query is idle', () => {
    const b = bed();
    b.search.openSearch();
    b.index.next({ state: 'ready', value: INDEX });
    b.search.setQuery('india');
    b.clock.advanceBy(SEARCH_DEBOUNCE_MS);
    expect(b.states.at(-1)?.state).toBe('ready');
    b.search.setQuery('i');
    b.clock.advanceBy(0);
    expect(b.states.at(-1)).toEqual({ state: 'idle' });
  });

  it('says loading until the index arrives, failed when it cannot load, and no hits as an empty list', () => {
    const b = bed();
    b.search.openSearch();
    b.index.next({ state: 'loading' });
    b.search.setQuery('zzz');
    b.clock.advanceBy(SEARCH_DEBOUNCE_MS);
    expect(b.states.at(-1)).toEqual({ state: 'loading' });
    b.index.next({ state: 'ready', value: INDEX });
    expect(b.states.at(-1)).toEqual({ state: 'ready', query: 'zzz', hits: [] });
    b.index.next({ state: 'failed' });
    expect(b.states.at(-1)).toEqual({ state: 'failed' });
  });

  it('opening starts from an empty query', () => {
    const b = bed();
    const queries: string[] = [];
    subs.push(b.search.query$.subscribe((q) => queries.push(q)));
    b.search.openSearch();
    b.search.setQuery('india');
    b.search.closeSearch();
    b.search.openSearch();
    expect(queries.at(-1)).toBe('');
  });

  it('works over a ready index given as a plain value', () => {
    const clock = virtualClock();
    const s = createSearch({ loadIndex: () => of<Loadable<SearchEntry[]>>({ state: 'ready', value: INDEX }) });
    const out: SearchState[] = [];
    subs.push(s.results$.subscribe((v) => out.push(v)));
    s.openSearch();
    s.setQuery('sevilla');
    clock.advanceBy(SEARCH_DEBOUNCE_MS);
    expect(out.at(-1)?.state === 'ready' && out.at(-1)).toMatchObject({ hits: [{ eventName: 'Atlético Madrid v Sevilla' }] });
  });
});
