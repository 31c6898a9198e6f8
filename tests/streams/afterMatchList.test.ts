// The home page's lobby under a sport's event list waits for that list: on virtual time.
import { afterEach, describe, expect, it } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { afterMatchList$ } from '../../streams/afterMatchList';
import type { Loadable } from '../../streams/navigation';
import { setAppScheduler } from '../../streams/scheduler';
import { virtualClock } from './market/virtualClock';

afterEach(() => setAppScheduler(null));

function setUp() {
  const clock = virtualClock();
  const view = new BehaviorSubject<Loadable<unknown>>({ state: 'loading' });
  const asked: string[] = [];
  const ready: number[] = [];
  let completed = false;
  const sub = afterMatchList$('4', (tab, scope) => {
    asked.push(`${tab} ${scope}`);
    return view;
  }).subscribe({ next: () => ready.push(clock.now()), complete: () => (completed = true) });
  return { clock, view, asked, ready, sub, completed: () => completed };
}

describe('afterMatchList$', () => {
  it("is not ready while the sport's list loads, however long; ready a task after it answers", () => {
    const t = setUp();
    expect(t.asked).toEqual(['inplay 4']);
    t.clock.advanceTo(60_000);
    expect(t.ready).toEqual([]);
    t.view.next({ state: 'ready', value: { groups: [] } });
    // Not in the list's own emission: the list renders (and paints) first.
    expect(t.ready).toEqual([]);
    t.clock.advanceTo(60_000);
    expect(t.ready).toEqual([60_000]);
    // Once: later list rounds change nothing. And it stays open: a bound state that completes is
    // dropped, and the lobby reading it would unmount and load again.
    t.view.next({ state: 'ready', value: { groups: [1] } });
    t.clock.advanceTo(120_000);
    expect(t.ready).toEqual([60_000]);
    expect(t.completed()).toBe(false);
    t.sub.unsubscribe();
  });

  it('a list that failed lets the lobby load too', () => {
    const t = setUp();
    t.clock.advanceTo(5_000);
    t.view.next({ state: 'failed' });
    t.clock.advanceTo(5_000);
    expect(t.ready).toEqual([5_000]);
    t.sub.unsubscribe();
  });
});
