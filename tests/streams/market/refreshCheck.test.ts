// Spec 000 section 9's 'refresh check 200 ms' (beside the 500 ms price flash) is moot here (docs/choices.md):
// a changed price is flashed by the very answer that brings it, not found by a check every 200 ms, and
// the header's refresh button cannot stack rounds. Both on virtual time.
import { afterEach, describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject, of, timer, map, type Observable } from 'rxjs';
import type { ExchangeMarket } from '../../../src/api/contract';
import { HEADER_POLL_MS, ODDS_POLL_MS } from '../../../src/domain/constants';
import { createMarketOdds } from '../../../streams/market/marketOdds';
import { poll } from '../../../streams/poll';
import { setAppScheduler } from '../../../streams/scheduler';
import { matchOdds } from './fixtures';
import { virtualClock } from './virtualClock';

const KEY = '4/101/9001';
const REFRESH_CHECK_MS = 200;

afterEach(() => setAppScheduler(null));

describe("'refresh check 200 ms' is moot", () => {
  it('a changed price flashes at the instant its answer arrives, not up to 200 ms later', () => {
    const clock = virtualClock();
    // The second round's answer comes 37 ms after it was asked for: a price moved from 1.9 to 2.1.
    const answers: ExchangeMarket[][] = [matchOdds(1.9), matchOdds(2.1)];
    let round = 0;
    const fetchOdds = (): Observable<ExchangeMarket[]> => {
      const answer = answers[Math.min(round, answers.length - 1)]!;
      round += 1;
      return round === 1 ? of(answer) : timer(37, clock.scheduler).pipe(map(() => answer));
    };
    const odds = createMarketOdds({ fetchOdds, marketIds: () => of(['1.1']), when: new BehaviorSubject(true), toast: () => undefined });
    const flashedAt: number[] = [];
    const sub = odds.oddsCell$(KEY, '1.1', '11', 'back1').subscribe((c) => {
      if (c.flash > 0) flashedAt.push(clock.now());
    });
    clock.advanceTo(ODDS_POLL_MS + 36);
    expect(flashedAt).toEqual([]);
    clock.advanceTo(ODDS_POLL_MS + 37);
    expect(flashedAt).toEqual([ODDS_POLL_MS + 37]);
    // Nothing checks again: no emission 200 ms on.
    clock.advanceTo(ODDS_POLL_MS + 37 + REFRESH_CHECK_MS);
    expect(flashedAt).toHaveLength(1);
    sub.unsubscribe();
  });

  it('refresh presses while a header round is out are dropped: one request for a burst of five', () => {
    const clock = virtualClock();
    const refresh = new Subject<void>();
    const asked: number[] = [];
    const exposure$ = poll(
      () => {
        asked.push(clock.now());
        return timer(150, clock.scheduler).pipe(map(() => 12.5));
      },
      { periodMs: HEADER_POLL_MS, name: 'header exposure', trigger: refresh },
    );
    const sub = exposure$.subscribe();
    clock.advanceTo(1_000);
    expect(asked).toEqual([0]);
    // Five presses 30 ms apart, while the round they start is still out.
    for (let i = 0; i < 5; i++) {
      clock.advanceTo(1_000 + i * 30);
      refresh.next();
    }
    clock.advanceTo(2_000);
    expect(asked).toEqual([0, 1_000]);
    sub.unsubscribe();
  });
});
