// The game list (the lobby's and the table pages' one cache): loading until it arrives; a failed load is asked again with a growing wait, so the table opens once the fault passes.
import { describe, expect, it, vi } from 'vitest';
import { Observable, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { CasinoGame } from '../../../src/api/contract';
import { ApiError } from '../../../src/api/errors';
import { GAMES_RETRY_MAX_MS, casinoGames$ } from '../../../streams/casino/games';
import type { Loadable } from '../../../streams/navigation';

const game: CasinoGame = { eventId: '113', legueId: 'L', matchId: 'M', name: 'DRAGON TIGER', markets: [] };

/** Runs the game list for `ms` of virtual time; the first `failures` loads fail with a 500. */
function run(failures: number, ms: number) {
  const seen: { at: number; state: Loadable<CasinoGame[]>['state'] }[] = [];
  const asked: number[] = [];
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  scheduler.run(({ flush }) => {
    const load = (): Observable<CasinoGame[]> => {
      asked.push(scheduler.now());
      return asked.length <= failures ? throwError(() => new ApiError('server', 'casinoGames', { status: 500 })) : of([game]);
    };
    casinoGames$(load, scheduler).subscribe((l) => seen.push({ at: scheduler.now(), state: l.state }));
    scheduler.schedule(() => undefined, ms);
    flush();
  });
  return { seen, asked };
}

describe('casinoGames$', () => {
  it('loads at once when the list answers', () => {
    const { seen, asked } = run(0, 5_000);
    expect(asked).toEqual([0]);
    expect(seen).toEqual([{ at: 0, state: 'loading' }, { at: 0, state: 'ready' }]);
  });

  it('asks again after 1 s, 2 s, 4 s while the list fails, reads failed meanwhile (the lobby shows its cards unrouted) and is ready with the first good answer', () => {
    const { seen, asked } = run(3, 20_000);
    expect(asked).toEqual([0, 1_000, 3_000, 7_000]);
    expect(seen).toEqual([
      { at: 0, state: 'loading' },
      { at: 0, state: 'failed' },
      { at: 1_000, state: 'failed' },
      { at: 3_000, state: 'failed' },
      { at: 7_000, state: 'ready' },
    ]);
  });

  it('waits at most GAMES_RETRY_MAX_MS between tries', () => {
    const { asked } = run(8, 120_000);
    const gaps = asked.slice(1).map((t, i) => t - asked[i]!);
    expect(Math.max(...gaps)).toBe(GAMES_RETRY_MAX_MS);
  });
});
