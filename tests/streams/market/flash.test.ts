// The flash operator on marbles: first value unlit, each change lit for the duration, a change during a flash restarts it.
import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { withFlash } from '../../../streams/market/flash';

describe('withFlash', () => {
  it('lights each change for the duration and swallows unchanged ticks', () => {
    const ts = new TestScheduler((a, e) => expect(a).toEqual(e));
    ts.run(({ cold, expectObservable }) => {
      const source = cold('a 9ms a 9ms b 2ms c 19ms c|');
      const out = source.pipe(withFlash<string>({ changed: (x, y) => x !== y, durationMs: 5, scheduler: ts }));
      expectObservable(out).toBe('a 19ms B 2ms C 4ms c 15ms |', {
        a: { value: 'a', flash: false },
        B: { value: 'b', flash: true },
        C: { value: 'c', flash: true },
        c: { value: 'c', flash: false },
      });
    });
  });
});
