// Event locks: fetched each time the login state changes; logged-out visitors see every sport.
import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, of, throwError, type Observable } from 'rxjs';
import type { EventLock } from '../../src/api/contract';
import { createLocks, lockedIds } from '../../streams/locks';

describe('lockedIds', () => {
  it('keeps the sport ids whose lock is set', () => {
    expect([...lockedIds([
      { eventId: '4', lock: true },
      { eventId: '1', lock: false },
      { eventId: '2', lock: true },
    ])]).toEqual(['4', '2']);
  });
});

describe('createLocks', () => {
  it('fetches locks for each login and clears them at logout', () => {
    const userId$ = new BehaviorSubject<string | null>(null);
    const fetchLocks = vi.fn<(id: string) => Observable<EventLock[]>>((id) =>
      of([{ eventId: id === 'u1' ? '4' : '1', lock: true }]),
    );
    const seen: string[][] = [];
    createLocks({ userId$, fetchLocks }).lockedSportIds$.subscribe((s) => seen.push([...s]));
    expect(seen).toEqual([[]]);
    userId$.next('u1');
    userId$.next('u1');
    userId$.next(null);
    userId$.next('u2');
    expect(fetchLocks.mock.calls.map((c) => c[0])).toEqual(['u1', 'u2']);
    expect(seen).toEqual([[], ['4'], [], ['1']]);
  });

  it('locks nothing when the fetch fails, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: string[][] = [];
    createLocks({ userId$: of('u1'), fetchLocks: () => throwError(() => new Error('down')) }).lockedSportIds$.subscribe(
      (s) => seen.push([...s]),
    );
    expect(seen).toEqual([[]]);
    expect(warn).toHaveBeenCalled();
  });
});
