// News ticker (logged in only, joined with ' • ') and the banner carousel (5 s, wraps, manual moves restart the wait).
import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, of, throwError, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { BANNER_ADVANCE_MS, GAME_DATA_CACHE_MS } from '../../src/domain/constants';
import { createBanners, createCarousel, createNewsTicker, joinNotices, stepSlide } from '../../streams/notices';

describe('joinNotices', () => {
  it("joins notices with ' • ' and drops blanks", () => {
    expect(joinNotices(['One', ' ', 'Two ', 'Three'])).toBe('One • Two • Three');
    expect(joinNotices([])).toBe('');
  });
});

describe('createNewsTicker', () => {
  it('shows the joined notices only while logged in', () => {
    const loggedIn$ = new BehaviorSubject(false);
    const fetchNotices = vi.fn<(id: string) => Observable<string[]>>((id) => of([`hello ${id}`, 'second']));
    const seen: (string | null)[] = [];
    createNewsTicker({ isLoggedIn$: loggedIn$, domainId$: of('d1'), fetchNotices }).subscribe((t) => seen.push(t));
    expect(seen).toEqual([null]);
    expect(fetchNotices).not.toHaveBeenCalled();
    loggedIn$.next(true);
    expect(seen).toEqual([null, 'hello d1 • second']);
    loggedIn$.next(false);
    expect(seen).toEqual([null, 'hello d1 • second', null]);
  });

  it('shows no news when the notices fail, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: (string | null)[] = [];
    createNewsTicker({
      isLoggedIn$: of(true),
      domainId$: of('d1'),
      fetchNotices: () => throwError(() => new Error('down')),
    }).subscribe((t) => seen.push(t));
    expect(seen).toEqual(['']);
    expect(warn).toHaveBeenCalled();
  });
});

describe('createBanners', () => {
  it('serves a later subscriber the same answer after the list completed, without asking again or showing null', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ cold, expectObservable, flush }) => {
      const fetchBanners = vi.fn<(id: string) => Observable<string[]>>((id) => cold('50ms (a|)', { a: [`/${id}.svg`] }));
      const banners$ = createBanners({ domainId$: cold('10ms (d|)', { d: 'd1' }), fetchBanners });
      // The early subscriber (the home page's first calls) sees the answer; the carousel subscribes
      // after the list has completed and gets it at once, with no second request.
      expectObservable(banners$, '^ 100ms !').toBe('n 59ms (b|)', { n: null, b: ['/d1.svg'] });
      expectObservable(banners$, '80ms ^ 20ms !').toBe('80ms (b|)', { b: ['/d1.svg'] });
      flush();
      expect(fetchBanners).toHaveBeenCalledTimes(1);
    });
  });

  it('asks again once the answer is older than the game-data cache and nobody holds it', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ cold, expectObservable, flush }) => {
      const fetchBanners = vi.fn<(id: string) => Observable<string[]>>(() => cold('(a|)', { a: ['/b.svg'] }));
      const banners$ = createBanners({ domainId$: cold('(d|)', { d: 'd1' }), fetchBanners });
      expectObservable(banners$, '^ !').toBe('(nb|)', { n: null, b: ['/b.svg'] });
      expectObservable(banners$, `${GAME_DATA_CACHE_MS + 10}ms ^ !`).toBe(`${GAME_DATA_CACHE_MS + 10}ms (nb|)`, { n: null, b: ['/b.svg'] });
      flush();
      expect(fetchBanners).toHaveBeenCalledTimes(2);
    });
  });

  it('gives [] when the list fails, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: (string[] | null)[] = [];
    createBanners({ domainId$: of('d1'), fetchBanners: () => throwError(() => new Error('down')) }).subscribe((b) => seen.push(b));
    expect(seen).toEqual([null, []]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('stepSlide', () => {
  it('wraps at both ends', () => {
    expect(stepSlide(2, { type: 'next' }, 3)).toBe(0);
    expect(stepSlide(0, { type: 'prev' }, 3)).toBe(2);
    expect(stepSlide(0, { type: 'goTo', index: 4 }, 3)).toBe(1);
    expect(stepSlide(0, { type: 'next' }, 0)).toBe(0);
  });
});

describe('createCarousel', () => {
  const P = BANNER_ADVANCE_MS;

  it('advances every 5 s and wraps', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ cold, expectObservable }) => {
      const c = createCarousel({ count$: cold('a', { a: 3 }) });
      expectObservable(c.index$, `^ ${4 * P}ms !`).toBe(`a ${P - 1}ms b ${P - 1}ms c ${P - 1}ms a ${P - 1}ms b`, {
        a: 0,
        b: 1,
        c: 2,
      });
    });
  });

  it('restarts the wait after a manual move', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ cold, expectObservable }) => {
      const c = createCarousel({ count$: cold('a', { a: 3 }) });
      // At 3 s the player goes back (0 -> 2); the next automatic move comes 5 s after that.
      cold('3000ms x').subscribe(() => c.prev());
      expectObservable(c.index$, `^ ${3000 + 2 * P}ms !`).toBe(`a 2999ms c ${P - 1}ms a ${P - 1}ms b`, {
        a: 0,
        b: 1,
        c: 2,
      });
    });
  });

  it('jumps to a dot and starts again at the first slide when the banners change', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ cold, expectObservable }) => {
      const c = createCarousel({ count$: cold(`a 1999ms b`, { a: 3, b: 4 }) });
      cold('1000ms x').subscribe(() => c.goTo(2));
      expectObservable(c.index$, '^ 2500ms !').toBe('a 999ms c 999ms a', { a: 0, c: 2 });
    });
  });

  it('stays on the only slide when there is one or none', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ cold, expectObservable }) => {
      const c = createCarousel({ count$: cold('a', { a: 1 }) });
      expectObservable(c.index$, `^ ${3 * P}ms !`).toBe('a', { a: 0 });
    });
  });
});
