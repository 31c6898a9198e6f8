// The flash operator on marbles: first value counted 0, each change one more, unchanged ticks and time emit nothing.
import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { withFlash } from '../../../streams/market/flash';

describe('withFlash', () => {
  it('counts each change in one emission and swallows unchanged ticks', () => {
    const ts = new TestScheduler((a, e) => expect(a).toEqual(e));
    ts.run(({ cold, expectObservable }) => {
      const source = cold('a 9ms a 9ms b 2ms c 19ms c 9ms b 999ms |');
      const out = source.pipe(withFlash<string>({ changed: (x, y) => x !== y }));
      // Nothing after a change: no second emission 500 ms later to put the flash out.
      expectObservable(out).toBe('a 19ms B 2ms C 29ms D 999ms |', {
        a: { value: 'a', flash: 0 },
        B: { value: 'b', flash: 1 },
        C: { value: 'c', flash: 2 },
        D: { value: 'b', flash: 3 },
      });
    });
  });

  it('counts only what `changed` accepts, and each subscription from 0', () => {
    const ts = new TestScheduler((a, e) => expect(a).toEqual(e));
    ts.run(({ cold, expectObservable }) => {
      const source = cold('a 9ms A 9ms b|');
      const out = source.pipe(withFlash<string>({ changed: (x, y) => x.toLowerCase() !== y.toLowerCase() }));
      expectObservable(out).toBe('a 19ms b|', { a: { value: 'a', flash: 0 }, b: { value: 'b', flash: 1 } });
      expectObservable(out, '5ms ^').toBe('5ms a 19ms b|', { a: { value: 'a', flash: 0 }, b: { value: 'b', flash: 1 } });
    });
  });
});
