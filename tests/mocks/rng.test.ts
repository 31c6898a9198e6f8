// The simulated exchange's seeded randomness: the same parts give the same value on every run and every change of its code.
import { describe, expect, it } from 'vitest';
import { hash, rand01 } from '../../src/mocks/world/rng';

/** The definition: FNV-1a over the parts joined by U+241F, then murmur3's finaliser. */
function joinedHash(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u241f');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

describe('hash', () => {
  it('is the hash of the parts joined by U+241F, whatever their kinds and lengths', () => {
    const samples: (string | number)[][] = [
      [],
      [''],
      ['', ''],
      [1],
      [1, 'market', '1.234', 'back', 0, 1_764_000_000],
      ['Mumbai Indians v Chennai Super Kings', -3, 0.25, 1e21, 'ünïcødé ☃', '\u241f'],
      [Number.MAX_SAFE_INTEGER, -0, NaN, Infinity],
    ];
    expect(samples.map((parts) => hash(...parts))).toEqual(samples.map((parts) => joinedHash(...parts)));
  });

  it('gives the values it always gave (a changed value would reseed every simulated world)', () => {
    expect(hash(1, 'opened')).toBe(2_857_505_940);
    expect(hash(42, '1.1001', 'back', 0, 1_764_000_000)).toBe(921_742_318);
    expect(hash('')).toBe(2_872_998_923);
    expect(rand01(1, 'opened')).toBe(2_857_505_940 / 2 ** 32);
  });
});
