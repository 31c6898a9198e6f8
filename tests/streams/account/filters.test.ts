// Filter stores and the date filter rules: defaults per visit or per user, data-source presets, hand-edited dates.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { initialDateFilter, withFrom, withSource, withTo } from '../../../streams/account/dateFilter';
import { createFilterStore } from '../../../streams/account/filterStore';

const NOW = new Date(2026, 10, 22, 12).getTime();

describe('date filter rules', () => {
  it("opens on today with the selector at 'Data Source'", () => {
    expect(initialDateFilter(NOW)).toEqual({ from: '2026-11-22', to: '2026-11-22', source: null });
  });

  it('a data source sets both dates; editing either date clears the source', () => {
    const start = { ...initialDateFilter(NOW), filter: 'all' as const };
    const backup = withSource('BACKUP DATA', NOW)(start);
    expect(backup).toEqual({ from: '2026-10-22', to: '2026-11-21', source: 'BACKUP DATA', filter: 'all' });
    expect(withSource('OLD DATA', NOW)(start)).toMatchObject({ from: '2026-08-23', to: '2026-11-21' });
    expect(withSource('LIVE DATA', NOW)(backup)).toMatchObject({ from: '2026-11-22', to: '2026-11-22', source: 'LIVE DATA' });
    expect(withFrom('2026-11-01')(backup)).toEqual({ from: '2026-11-01', to: '2026-11-21', source: null, filter: 'all' });
    expect(withTo('2026-11-05')(backup)).toEqual({ from: '2026-10-22', to: '2026-11-05', source: null, filter: 'all' });
  });
});

describe('createFilterStore', () => {
  it('applies updates in order and starts over from initial() when the last subscriber left', () => {
    let calls = 0;
    const store = createFilterStore(() => ({ n: ++calls * 100 }));
    const seen: number[] = [];
    const sub = store.state$.subscribe((f) => seen.push(f.n));
    store.update((f) => ({ n: f.n + 1 }));
    store.update((f) => ({ n: f.n * 2 }));
    sub.unsubscribe();
    store.update((f) => ({ n: f.n + 1000 })); // nobody listening: ignored
    store.state$.subscribe((f) => seen.push(f.n));
    expect(seen).toEqual([100, 101, 202, 200]);
  });

  it('with resetOn, keeps the filters across visits and starts over on each emission', () => {
    const user$ = new BehaviorSubject('u1');
    const store = createFilterStore(() => ({ from: 'default' }), { resetOn: user$ });
    const first: string[] = [];
    const sub = store.state$.subscribe((f) => first.push(f.from));
    store.update(() => ({ from: 'picked' }));
    sub.unsubscribe();

    const again: string[] = [];
    store.state$.subscribe((f) => again.push(f.from));
    expect(again).toEqual(['picked']);
    user$.next('u2');
    expect(again).toEqual(['picked', 'default']);
  });

  it('with resetOn, emits nothing before the first reset value', () => {
    const user$ = new Subject<string>();
    const store = createFilterStore(() => ({ v: 1 }), { resetOn: user$ });
    const seen: number[] = [];
    store.state$.subscribe((f) => seen.push(f.v));
    expect(seen).toEqual([]);
    user$.next('u1');
    expect(seen).toEqual([1]);
  });
});
