// The stored current match (markets, matchOdds) and the visited currentMatchUrl list: what a click keeps, and that it survives a reload.
import { describe, expect, it, vi } from 'vitest';
import type { Match } from '../../src/api/contract';
import {
  CURRENT_MATCH_KEY,
  CURRENT_MATCH_URL_KEY,
  VISITED_LIMIT,
  createCurrentMatchStore,
  matchUrlOf,
} from '../../streams/currentMatch';
import { memoryStorage, throwingStorage } from './storage';

const MARKETS = [
  { marketId: '1.1', marketName: 'Match Odds' },
  { marketId: '1.2', marketName: 'Tied Match' },
  { marketId: '1.3', marketName: 'To Win the Toss' },
  { marketId: '1.4', marketName: 'Completed Match' },
  { marketId: '1.5', marketName: 'Over/Under 2.5 Goals' },
  { marketId: '1.6', marketName: 'Tournament Winner' },
];

function match(id: string, over: Partial<Match> = {}): Match {
  return {
    eventId: '4',
    competitionId: '101',
    matchId: id,
    eventName: `Match ${id}`,
    openDate: '2026-11-22T14:30:00.000Z',
    inPlay: false,
    marketName: 'Match Odds',
    declared: false,
    matchOdds: [
      {
        marketId: '1.1',
        marketName: 'Match Odds',
        status: 'OPEN',
        totalMatched: 10,
        inplay: false,
        runners: [
          {
            selectionId: 'a',
            runnerName: 'India',
            status: 'ACTIVE',
            ex: { availableToBack: [{ price: 1.9, size: 10 }], availableToLay: [{ price: 1.92, size: 10 }] },
          },
        ],
      },
    ],
    markets: MARKETS,
    joinedMarketIds: MARKETS.map((m) => m.marketId).join(','),
    matchUrl: `/fullmarket/4/101/${id}`,
    ...over,
  };
}

const fresh = () => {
  const current = memoryStorage();
  const visited = memoryStorage();
  return { current, visited, store: createCurrentMatchStore({ current, visited }) };
};

describe('storing a clicked match', () => {
  it('keeps only Match Odds and the tie, toss and completed markets, with the matchOdds', () => {
    const { store } = fresh();
    const stored = store.storeMatch(match('m1'));
    expect(stored.markets.map((m) => m.marketName)).toEqual(['Match Odds', 'Tied Match', 'To Win the Toss', 'Completed Match']);
    expect(stored.matchOdds[0]?.runners[0]?.ex.availableToBack[0]?.price).toBe(1.9);
    expect(store.currentMatch()).toEqual(stored);
  });

  it('replaces a visited entry with the same matchUrl in place and appends a new one', () => {
    const { store } = fresh();
    const urls: string[][] = [];
    store.currentMatchUrl$.subscribe((list) => urls.push(list.map((e) => `${e.matchUrl}:${e.eventName}`)));
    store.storeMatch(match('m1'));
    store.storeMatch(match('m2'));
    store.storeMatch(match('m1', { eventName: 'India v Australia' }));
    expect(urls.at(-1)).toEqual(['/fullmarket/4/101/m1:India v Australia', '/fullmarket/4/101/m2:Match m2']);
  });

  it('falls back to the fullmarket path when the server sends no matchUrl', () => {
    expect(matchUrlOf(match('m9', { matchUrl: '' }))).toBe('/fullmarket/4/101/m9');
  });

  it('persists: the current match in the tab store, the visited list in the lasting one, and reads them back', () => {
    const { current, visited, store } = fresh();
    store.storeMatch(match('m1'));
    store.storeMatch(match('m2'));
    expect(JSON.parse(current.data.get(CURRENT_MATCH_KEY) ?? 'null').matchId).toBe('m2');
    expect(JSON.parse(visited.data.get(CURRENT_MATCH_URL_KEY) ?? '[]')).toHaveLength(2);
    // The visited list stays light: no odds in long-lived storage.
    expect(visited.data.get(CURRENT_MATCH_URL_KEY)).not.toContain('availableToBack');

    const reloaded = createCurrentMatchStore({ current, visited });
    expect(reloaded.currentMatch()?.matchId).toBe('m2');
    expect(reloaded.storedFor({ eventId: '4', legueId: '101', matchId: 'm2' })?.markets).toHaveLength(4);
    expect(reloaded.storedFor({ eventId: '4', legueId: '101', matchId: 'm1' })).toBeNull();
  });

  it('keeps the newest VISITED_LIMIT entries', () => {
    const { store } = fresh();
    for (let i = 0; i < VISITED_LIMIT + 5; i++) store.storeMatch(match(`m${i}`));
    let list: { matchId: string }[] = [];
    store.currentMatchUrl$.subscribe((l) => (list = l));
    expect(list).toHaveLength(VISITED_LIMIT);
    expect(list[0]?.matchId).toBe('m5');
  });

  it('starts empty from corrupt or foreign storage, and survives storage that throws', () => {
    const current = memoryStorage({ [CURRENT_MATCH_KEY]: '{not json' });
    const visited = memoryStorage({ [CURRENT_MATCH_URL_KEY]: '[{"matchUrl": 5}]' });
    const store = createCurrentMatchStore({ current, visited });
    expect(store.currentMatch()).toBeNull();

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = createCurrentMatchStore({ current: throwingStorage, visited: throwingStorage });
    expect(s.storeMatch(match('m1')).matchId).toBe('m1');
    expect(s.currentMatch()?.matchId).toBe('m1');
  });

  it('reset empties the slice and its storage', () => {
    const { current, visited, store } = fresh();
    store.storeMatch(match('m1'));
    store.reset();
    expect(store.currentMatch()).toBeNull();
    expect(current.data.size + visited.data.size).toBe(0);
  });
});
