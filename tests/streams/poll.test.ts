// The poll operator's contract, proven in virtual time with marbles.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Observable,
  VirtualAction,
  VirtualTimeScheduler,
  concat,
  defer,
  finalize,
  map,
  of,
  tap,
  throwError,
  timer,
  mergeMap,
} from 'rxjs';
import { TestScheduler, type RunHelpers } from 'rxjs/testing';
import { poll, pollByKey } from '../../streams/poll';
import { createVisibility } from '../../streams/conditions';
import { setAppScheduler } from '../../streams/scheduler';

const P = 10; // period in frames (1 frame = 1 virtual ms)

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

/**
 * `ts.run` flushes with no frame limit, so a poll that failed to stop would hang the test; capping
 * virtual time (set inside the callback, as run() resets it on entry) turns that into a failed assertion.
 */
const HORIZON = 200;
function runFor(ts: TestScheduler, body: (helpers: RunHelpers) => void): void {
  ts.run((helpers) => {
    ts.maxFrames = HORIZON;
    body(helpers);
  });
}

/**
 * A fake endpoint: each call answers after `latency` frames with 'a', 'b', ... (its call number),
 * records when it was called, when a call was cut off before answering, and the peak concurrency.
 */
function fakeEndpoint(ts: TestScheduler, latency: number, failOn: number[] = []) {
  const log = { calls: [] as number[], aborted: [] as number[], active: 0, maxActive: 0 };
  const fetch = () =>
    defer(() => {
      const n = log.calls.push(ts.now());
      log.active += 1;
      log.maxActive = Math.max(log.maxActive, log.active);
      let answered = false;
      return timer(latency).pipe(
        mergeMap(() =>
          failOn.includes(n) ? throwError(() => new Error(`boom ${n}`)) : of(String.fromCharCode(96 + n)),
        ),
        tap({ next: () => (answered = true), error: () => (answered = true) }),
        finalize(() => {
          log.active -= 1;
          if (!answered) log.aborted.push(ts.now());
        }),
      );
    });
  return { fetch, log };
}

/** A gate that is `first` on subscribe, then follows the hot marble. */
const gate = (first: boolean, rest: Observable<boolean>) => concat(of(first), rest);
const B = { t: true, f: false };

afterEach(() => setAppScheduler(null));

describe('poll', () => {
  it('starts with its first subscriber, fetches every period, stops with its last', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 1);
    runFor(ts, ({ expectObservable }) => {
      const p = poll(fetch, { periodMs: P, name: 't' });
      expectObservable(p, '5ms ^ 24ms !').toBe('     6ms a 9ms b 9ms c');
    });
    // Subscribed at 5: rounds at 5, 15, 25; unsubscribed at 30, so no round at 35.
    expect(log.calls).toEqual([5, 15, 25]);
  });

  it('shares one request per round between subscribers; a late one gets the last value at once', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 1);
    runFor(ts, ({ expectObservable }) => {
      const p = poll(fetch, { periodMs: P, name: 't' });
      expectObservable(p, '^ 24ms !').toBe('-a 9ms b 9ms c');
      expectObservable(p, '5ms ^ 14ms !').toBe('5ms a 5ms b');
    });
    expect(log.calls).toEqual([0, 10, 20]);
  });

  it('does not replay the last value after a full teardown; the restart fetches at once', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 1);
    runFor(ts, ({ expectObservable }) => {
      const p = poll(fetch, { periodMs: P, name: 't' });
      expectObservable(p, '^ 4ms !').toBe('-a');
      // Nothing at frame 20 (no stale 'a'); the fresh answer 'b' comes at 21.
      expectObservable(p, '20ms ^ 4ms !').toBe('21ms b');
    });
    expect(log.calls).toEqual([0, 20]);
  });

  it('skips ticks while a slow round is in flight: never two at once, skipped ticks not replayed', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 2.5 * P); // answers after 25 frames
    runFor(ts, ({ expectObservable }) => {
      const p = poll(fetch, { periodMs: P, name: 't' });
      expectObservable(p, '^ 69ms !').toBe('25ms a 29ms b');
    });
    // Ticks at 10, 20 and 40, 50 fell while a round was running and are gone: no round at 25 or 55.
    expect(log.calls).toEqual([0, 30, 60]);
    expect(log.maxActive).toBe(1);
  });

  it('logs a failed round with the poll name and goes on', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 1, [2]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    runFor(ts, ({ expectObservable }) => {
      const p = poll(fetch, { periodMs: P, name: 'odds 42' });
      expectObservable(p, '^ 24ms !').toBe('-a 19ms c');
    });
    expect(log.calls).toEqual([0, 10, 20]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('odds 42');
    // The words only, never the error object (which could carry a request's headers).
    expect(warn.mock.calls[0]).toEqual(['[poll odds 42] round failed: Error: boom 2']);
  });

  it('hands a failed round (even a synchronous throw) to onError instead of the console', () => {
    const ts = newScheduler();
    const onError = vi.fn<(err: unknown) => void>();
    const warn = vi.spyOn(console, 'warn');
    let n = 0;
    const fetch = () => {
      n += 1;
      if (n === 1) throw new Error('sync');
      return of(n);
    };
    runFor(ts, ({ expectObservable }) => {
      const p = poll(fetch, { periodMs: P, name: 't', onError });
      expectObservable(p, '^ 14ms !').toBe('10ms a', { a: 2 });
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith(new Error('sync'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('gate false stops the timer and aborts the round in flight; true restarts with an immediate round', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 3);
    runFor(ts, ({ hot, expectObservable }) => {
      const when = gate(true, hot<boolean>('12ms f 12ms t', B));
      const p = poll(fetch, { periodMs: P, name: 't', when });
      expectObservable(p, '^ 39ms !').toBe('3ms a 24ms c 9ms d');
    });
    // Round 2 (started at 10) is cut off at 12, no round at 20; back on at 25, then 35.
    expect(log.calls).toEqual([0, 10, 25, 35]);
    expect(log.aborted).toEqual([12]);
  });

  it('ignores a repeated gate value (no extra round on true -> true)', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 1);
    runFor(ts, ({ hot, expectObservable }) => {
      const when = gate(true, hot<boolean>('5ms t', B));
      expectObservable(poll(fetch, { periodMs: P, name: 't', when }), '^ 14ms !').toBe('-a 9ms b');
    });
    expect(log.calls).toEqual([0, 10]);
  });

  it('makes no request while the page is hidden and fetches at once when it becomes visible', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 1);
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    runFor(ts, ({ expectObservable }) => {
      ts.schedule(() => {
        doc.visibilityState = 'visible';
        doc.dispatchEvent(new Event('visibilitychange'));
      }, 30);
      const p = poll(fetch, { periodMs: P, name: 't', when: createVisibility(doc) });
      expectObservable(p, '^ 44ms !').toBe('31ms a 9ms b');
    });
    expect(log.calls).toEqual([30, 40]);
  });

  it('runs an immediate round on trigger, keeping the timer phase', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 1);
    runFor(ts, ({ hot, expectObservable }) => {
      const p = poll(fetch, { periodMs: P, name: 't', trigger: hot('4ms x') });
      expectObservable(p, '^ 14ms !').toBe('-a 3ms b 5ms c');
    });
    expect(log.calls).toEqual([0, 4, 10]);
  });

  it('skips a trigger that arrives while a round is in flight', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 3);
    runFor(ts, ({ hot, expectObservable }) => {
      const p = poll(fetch, { periodMs: P, name: 't', trigger: hot('-x') });
      expectObservable(p, '^ 14ms !').toBe('3ms a 9ms b');
    });
    expect(log.calls).toEqual([0, 10]);
    expect(log.maxActive).toBe(1);
  });

  it('ignores a trigger while gated off', () => {
    const ts = newScheduler();
    const { fetch, log } = fakeEndpoint(ts, 1);
    runFor(ts, ({ hot, expectObservable }) => {
      const when = gate(false, hot<boolean>('20ms t', B));
      const p = poll(fetch, { periodMs: P, name: 't', when, trigger: hot('5ms x') });
      expectObservable(p, '^ 24ms !').toBe('21ms a');
    });
    expect(log.calls).toEqual([20]);
  });

  it('uses the app scheduler when none is given', () => {
    const vts = new VirtualTimeScheduler(VirtualAction, 25);
    setAppScheduler(vts);
    const calls: number[] = [];
    const seen: number[] = [];
    const sub = poll(() => of(vts.now()).pipe(tap((t) => calls.push(t))), { periodMs: P, name: 't' }).subscribe(
      (t) => seen.push(t),
    );
    vts.flush();
    sub.unsubscribe();
    expect(calls).toEqual([0, 10, 20]);
    expect(seen).toEqual([0, 10, 20]);
  });
});

describe('pollByKey', () => {
  it('shares one poll per key, separate polls for separate keys, and forgets a key once left', () => {
    const ts = newScheduler();
    const calls: string[] = [];
    const make = vi.fn<(key: string) => Observable<string>>((key) =>
      poll(
        () =>
          defer(() => {
            calls.push(`${key}@${ts.now()}`);
            return timer(1).pipe(map(() => key));
          }),
        { periodMs: P, name: `odds ${key}` },
      ),
    );
    const oddsFor = pollByKey(make);
    runFor(ts, ({ expectObservable }) => {
      expectObservable(oddsFor('m1'), '^ 14ms !').toBe('-x 9ms x', { x: 'm1' });
      expectObservable(oddsFor('m1'), '5ms ^ 9ms !').toBe('5ms x 5ms x', { x: 'm1' });
      expectObservable(oddsFor('m2'), '^ 4ms !').toBe('-y', { y: 'm2' });
      // m1 was fully left at 15: a new subscriber at 20 gets a fresh poll, no replay of the old one.
      expectObservable(oddsFor('m1'), '20ms ^ 4ms !').toBe('21ms x', { x: 'm1' });
    });
    expect(calls).toEqual(['m1@0', 'm2@0', 'm1@10', 'm1@20']);
    expect(make.mock.calls.map(([k]) => k)).toEqual(['m1', 'm2', 'm1']);
  });
});
