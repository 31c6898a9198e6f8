// The provider catalogues load with the first tab that shows one, once for every provider; a failed load reads
// 'failed' until Try again, which loads again.
import { describe, expect, it } from 'vitest';
import raw from '../../../src/features/casino/lobby/catalogues.json';
import { catalogueState } from '../../../streams/casino/catalogues';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('catalogueState', () => {
  it('loads once for every provider, and after a failure loads again when asked', async () => {
    let loads = 0;
    const state = catalogueState(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed to load');
      return { default: raw };
    });
    const seen: string[] = [];
    const sub = state.catalogue$('spribe').subscribe((l) => seen.push(l.state === 'ready' ? `ready ${l.value?.games.length}` : l.state));
    await flush();
    expect(seen).toEqual(['loading', 'failed']);
    state.retry();
    await flush();
    expect(seen).toEqual(['loading', 'failed', 'loading', 'ready 8']);
    const other: string[] = [];
    const sub2 = state.catalogue$('turbo').subscribe((l) => other.push(l.state === 'ready' ? `ready ${l.value?.games.length}` : l.state));
    await flush();
    expect(other.at(-1)).toBe('ready 30');
    expect(loads).toBe(2);
    const unknown: string[] = [];
    state.catalogue$('nobody').subscribe((l) => unknown.push(l.state === 'ready' ? String(l.value) : l.state)).unsubscribe();
    expect(unknown.at(-1)).toBe('null');
    sub.unsubscribe();
    sub2.unsubscribe();
  });
});
