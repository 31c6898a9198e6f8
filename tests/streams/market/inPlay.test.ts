// The event's in-play state behind the advance bet lock: the URL flag, any market in play, or the match's own flag.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import type { Match } from '../../../src/api/contract';
import { createEventInPlay } from '../../../streams/market/inPlay';

function bed() {
  const markets = new BehaviorSubject(false);
  const match = new BehaviorSubject<{ match: Match | null } | null>(null);
  const { eventInPlay$ } = createEventInPlay({ marketsInPlay: () => markets, match: () => match });
  const seen: boolean[] = [];
  const read = (urlInPlay: boolean) => {
    seen.length = 0;
    const sub = eventInPlay$('4|101|9001', urlInPlay).subscribe((v) => seen.push(v));
    return { seen, sub };
  };
  return { markets, match, read };
}

describe('event in play', () => {
  it('is in play when the URL says so, whatever the markets say', () => {
    const { read } = bed();
    const { seen, sub } = read(true);
    expect(seen.at(-1)).toBe(true);
    sub.unsubscribe();
  });

  it('is not in play while no market and not the match is flagged (the lock holds)', () => {
    const { read } = bed();
    const { seen, sub } = read(false);
    expect(seen.at(-1)).toBe(false);
    sub.unsubscribe();
  });

  it('is in play once any market is, or the match itself is flagged', () => {
    const { markets, match, read } = bed();
    const { seen, sub } = read(false);
    markets.next(true);
    expect(seen.at(-1)).toBe(true);
    markets.next(false);
    expect(seen.at(-1)).toBe(false);
    match.next({ match: { inPlay: true } as Match });
    expect(seen.at(-1)).toBe(true);
    sub.unsubscribe();
  });
});
