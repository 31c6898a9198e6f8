// The market page's spoken price summary: nothing on load, the first change at once, then at most one summary per period, in words.
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { ExchangeMarket } from '../../../src/api/contract';
import { describeChange, priceAnnouncements, snapshotOf } from '../../../streams/market/priceAnnouncements';

function market(back: number, lay: number, status = 'OPEN', runnerStatus = 'ACTIVE'): ExchangeMarket[] {
  return [
    {
      marketId: '1.1',
      marketName: 'Match Odds',
      status,
      totalMatched: 0,
      inplay: true,
      runners: [
        { selectionId: 'a', runnerName: 'India', status: runnerStatus, ex: { availableToBack: [{ price: back, size: 10 }], availableToLay: [{ price: lay, size: 10 }] } },
        { selectionId: 'b', runnerName: 'Australia', status: 'ACTIVE', ex: { availableToBack: [{ price: 3, size: 10 }], availableToLay: [{ price: 3.1, size: 10 }] } },
      ],
    } as unknown as ExchangeMarket,
  ];
}

describe('price announcements', () => {
  it('say nothing for the opening prices, the first change at once, then the latest at most once per period', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ cold, expectObservable }) => {
      // Ticks every second: a changes at 1 s, then again and again within the 10 s window.
      const ticks = cold('a 999ms b 999ms b 999ms c 999ms d 9999ms d', { a: market(1.9, 1.91), b: market(1.95, 1.96), c: market(1.97, 1.98), d: market(2, 2.02) });
      expectObservable(priceAnnouncements(ticks, 10_000)).toBe('1000ms x 9999ms y', {
        x: 'Match Odds: India back 1.95, lay 1.96.',
        y: 'Match Odds: India back 2, lay 2.02.',
      });
    });
  });

  it('name only the runners that moved, and say when a market or a runner is suspended', () => {
    const open = snapshotOf(market(1.9, 1.91));
    expect(describeChange(open, snapshotOf(market(1.9, 1.91)))).toBe('');
    expect(describeChange(open, snapshotOf(market(1.9, 1.91, 'SUSPENDED')))).toBe('Match Odds suspended.');
    expect(describeChange(open, snapshotOf(market(1.9, 1.91, 'OPEN', 'SUSPENDED')))).toBe('Match Odds: India suspended.');
    expect(describeChange(snapshotOf(market(1.9, 1.91, 'SUSPENDED')), open)).toBe('Match Odds: India back 1.9, lay 1.91. Australia back 3, lay 3.1.');
  });
});
