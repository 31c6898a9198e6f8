// The lobby's list: applied only when the call succeeds, the last good list kept (and stored) through failures, a retry, and the game list.
import { describe, expect, it, vi } from 'vitest';
import { Observable, of, takeUntil, throwError, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { CasinoGame, CasinoListItem } from '../../../src/api/contract';
import { ApiError } from '../../../src/api/errors';
import { CASINO_LIST_STORAGE_KEY, createCasinoLobby, type LobbyState } from '../../../streams/casino/lobby';
import { casinoGames$ } from '../../../streams/casino/games';
import { memoryStorage } from '../storage';

const item = (name: string): CasinoListItem => ({ id: name, casinoType: name, eventId: '113', name, thumbUrl: `/${name}.svg`, comingSoon: false });
const game: CasinoGame = { eventId: '113', legueId: 'L', matchId: 'M', name: 'LUCKY 7-A', markets: [] };

/** Runs the lobby for `ms` of virtual time with the list answers given in order (then the last one again). */
function run(answers: (() => Observable<CasinoListItem[]>)[], opts: { ms: number; storage?: ReturnType<typeof memoryStorage>; games?: () => Observable<CasinoGame[]>; act?: (retry: () => void) => void }) {
  const seen: LobbyState[] = [];
  let calls = 0;
  const scheduler = new TestScheduler((a, e) => expect(a).toEqual(e));
  scheduler.run(({ flush }) => {
    const lobby = createCasinoLobby({
      loadList: () => answers[Math.min(calls++, answers.length - 1)]!(),
      games: casinoGames$(opts.games ?? (() => of([game])), scheduler),
      when: of(true),
      storage: opts.storage ?? null,
      periodMs: 100,
    });
    lobby.lobby$.pipe(takeUntil(timer(opts.ms))).subscribe((s) => seen.push(s));
    opts.act?.(lobby.retry);
    flush();
  });
  return { seen, calls: () => calls };
}

const fail = () => throwError(() => new ApiError('server', 'casinoList', { status: 500 }));

describe('createCasinoLobby', () => {
  it('shows the list with the game list once both have arrived, and refreshes it', () => {
    const { seen, calls } = run([() => of([item('A')]), () => of([item('A'), item('B')])], { ms: 150 });
    expect(seen[0]).toEqual({ state: 'loading' });
    expect(seen.at(-1)).toEqual({ state: 'ready', items: [item('A'), item('B')], games: [{ eventId: '113', legueId: 'L', matchId: 'M', name: 'LUCKY 7-A' }], stale: false });
    expect(calls()).toBe(2);
  });

  it('keeps the last good list when a refresh fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { seen } = run([() => of([item('A')]), fail], { ms: 150 });
    expect(seen.at(-1)).toMatchObject({ state: 'ready', items: [item('A')], stale: true });
    expect(warn).toHaveBeenCalled();
  });

  it('says it failed when there has never been a good list, and a retry asks again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { seen } = run([fail, () => of([item('Z')])], { ms: 50 });
    expect(seen.at(-1)).toEqual({ state: 'failed' });
  });

  it('a retry after a failure loads the list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { seen } = run([fail, () => of([item('Z')])], { ms: 50, act: (retry) => timer(10).subscribe(() => retry()) });
    expect(seen.map((s) => s.state)).toContain('failed');
    expect(seen.at(-1)).toMatchObject({ state: 'ready', items: [item('Z')] });
  });

  it('stores each good list and shows the stored one on the next start, before any answer', () => {
    const storage = memoryStorage();
    run([() => of([item('A')])], { ms: 10, storage });
    expect(JSON.parse(storage.data.get(CASINO_LIST_STORAGE_KEY)!)).toEqual([item('A')]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { seen } = run([fail], { ms: 10, storage });
    // Only the game list (to route the cards) is waited for; the failing list call changes nothing.
    expect(seen.map((s) => s.state)).toEqual(['loading', 'ready', 'ready']);
    expect(seen.at(-1)).toMatchObject({ state: 'ready', items: [item('A')] });
  });

  it('ignores a stored list that is not a list of casino items', () => {
    const storage = memoryStorage({ [CASINO_LIST_STORAGE_KEY]: '{"nope":1}' });
    const { seen } = run([() => of([item('A')])], { ms: 10, storage });
    expect(seen[0]).toEqual({ state: 'loading' });
  });

  it('an unreachable game list leaves the lobby usable with no game-list routes', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { seen } = run([() => of([item('A')])], { ms: 5_000, games: () => throwError(() => new Error('down')) });
    expect(seen.at(-1)).toMatchObject({ state: 'ready', items: [item('A')], games: [] });
  });
});
