// Followed markets: follow, unfollow, persistence across reloads and tabs, and their odds polled per match in virtual time.
import { afterEach, describe, expect, it } from 'vitest';
import { BehaviorSubject, of, type Observable, type Subscription } from 'rxjs';
import type { ExchangeMarket } from '../../src/api/contract';
import { ODDS_POLL_MS } from '../../src/domain/constants';
import type { MatchRef } from '../../streams/market/matchKey';
import { MULTI_MARKET_KEY, createMultiMarket, groupByMatch, type FollowedMarket } from '../../streams/multiMarket';
import { createMultiMarketOdds } from '../../streams/multiMarketOdds';
import { virtualClock } from './market/virtualClock';
import { market, runner } from './market/fixtures';
import { setAppScheduler } from '../../streams/scheduler';
import { memoryStorage } from './storage';

const followed = (marketId: string, matchId = 'm1', over: Partial<FollowedMarket> = {}): FollowedMarket => ({
  marketId,
  marketName: 'Match Odds',
  eventId: '4',
  legueId: '101',
  matchId,
  eventName: `Match ${matchId}`,
  openDate: '2026-11-22T14:30:00.000Z',
  ...over,
});

const subs: Subscription[] = [];
afterEach(() => {
  subs.splice(0).forEach((s) => s.unsubscribe());
  setAppScheduler(null);
});

function bed(storage = memoryStorage(), storageEvents?: EventTarget) {
  const calls: { ref: MatchRef; ids: string[] }[] = [];
  const when = new BehaviorSubject(true);
  const mm = createMultiMarket({ storage, storageEvents });
  const odds = createMultiMarketOdds(mm, {
    when,
    fetchOdds: (ref, ids): Observable<ExchangeMarket[]> => {
      calls.push({ ref, ids });
      return of(ids.map((id) => market(id, [runner('11', 'India', [1.9, 1.88, 1.87], [1.92, 1.93, 1.94])])));
    },
  });
  return { mm, odds, storage, calls, when };
}

describe('following', () => {
  it('follows and unfollows a market; isFollowed$ follows along', () => {
    const { mm } = bed();
    const seen: boolean[] = [];
    subs.push(mm.isFollowed$('1.1').subscribe((v) => seen.push(v)));
    mm.followMarket(followed('1.1'));
    mm.followMarket(followed('1.1')); // again: no duplicate
    expect(mm.followed()).toHaveLength(1);
    mm.unfollowMarket('1.1');
    expect(seen).toEqual([false, true, false]);
    mm.toggleFollow(followed('1.2'));
    expect(mm.isFollowed('1.2')).toBe(true);
    mm.toggleFollow(followed('1.2'));
    expect(mm.isFollowed('1.2')).toBe(false);
  });

  it('persists across a reload, dropping unreadable entries one by one', () => {
    const { mm, storage } = bed();
    mm.followMarket(followed('1.1'));
    mm.followMarket(followed('1.2', 'm2'));
    const saved = JSON.parse(storage.data.get(MULTI_MARKET_KEY) ?? '[]') as unknown[];
    storage.data.set(MULTI_MARKET_KEY, JSON.stringify([...saved, { marketId: 7 }, 'junk']));
    const reloaded = bed(storage).mm;
    expect(reloaded.followed().map((m) => m.marketId)).toEqual(['1.1', '1.2']);
    reloaded.unfollowMarket('1.1');
    reloaded.unfollowMarket('1.2');
    expect(storage.data.has(MULTI_MARKET_KEY)).toBe(false);
  });

  it("takes another tab's list when its storage changes", () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const { mm } = bed(storage, events);
    storage.data.set(MULTI_MARKET_KEY, JSON.stringify([followed('1.9')]));
    const e = new Event('storage') as Event & { key: string };
    Object.defineProperty(e, 'key', { value: MULTI_MARKET_KEY });
    events.dispatchEvent(e);
    expect(mm.isFollowed('1.9')).toBe(true);
  });

  it('groups followed markets by match in follow order', () => {
    const groups = groupByMatch([followed('1.1', 'm1'), followed('2.1', 'm2'), followed('1.2', 'm1', { marketName: 'Tied Match' })]);
    expect(groups.map((g) => [g.key, g.markets.map((m) => m.marketId)])).toEqual([
      ['4/101/m1', ['1.1', '1.2']],
      ['4/101/m2', ['2.1']],
    ]);
  });
});

describe('live odds of followed markets', () => {
  it('polls each followed match for its followed markets only, every ODDS_POLL_MS while the gate is open', () => {
    const clock = virtualClock();
    const { mm, odds, calls, when } = bed();
    mm.followMarket(followed('1.1'));
    mm.followMarket(followed('1.2'));
    mm.followMarket(followed('2.1', 'm2'));
    const cells: unknown[] = [];
    subs.push(odds.oddsCell$('4/101/m1', '1.2', '11', 'back1').subscribe((c) => cells.push(c)));
    clock.advanceBy(0);
    expect(calls).toEqual([{ ref: { eventId: '4', legueId: '101', matchId: 'm1' }, ids: ['1.1', '1.2'] }]);
    expect(cells.at(-1)).toEqual({ value: { price: 1.9, size: 1500 }, flash: 0 });

    clock.advanceBy(ODDS_POLL_MS);
    expect(calls).toHaveLength(2);
    when.next(false);
    clock.advanceBy(ODDS_POLL_MS * 3);
    expect(calls).toHaveLength(2);
    when.next(true);

    // Unfollowing one market re-asks for the rest at once.
    mm.unfollowMarket('1.1');
    clock.advanceBy(0);
    expect(calls.at(-1)?.ids).toEqual(['1.2']);
  });
});
