// The simulated exchange's seeded randomness: the same parts give the same value on every run and every change of its code.
import { describe, expect, it } from 'vitest';
import { hash, hashFrom, rand01, rand01From } from '../../src/mocks/world/rng';

/** The definition: the hash of the parts joined by U+241F (one part is hashed as its text; the pinned values below hold that). */
const joinedHash = (...parts: (string | number)[]): number => hash(parts.join('\u241f'));

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

describe('hashFrom and rand01From', () => {
  it('give what hash and rand01 give of the prefix and the rest together', () => {
    const prefixes: (string | number)[][] = [[], [1], [1, '31099774', 'ball', 0], ['', '\u241f']];
    const rests: (string | number)[][] = [[], [0], [119, 'x'], ['', 2.5]];
    for (const prefix of prefixes)
      for (const rest of rests) {
        expect(hashFrom(...prefix)(...rest)).toBe(hash(...prefix, ...rest));
        expect(rand01From(...prefix)(...rest)).toBe(rand01(...prefix, ...rest));
      }
  });
});
