// Deterministic randomness for the simulated exchange: every random value is a pure function of its inputs.

/** The separator the parts are hashed with, as if joined by it: U+241F (SYMBOL FOR UNIT SEPARATOR). */
const SEPARATOR = 0x241f;

/**
 * FNV-1a over the parts joined by U+241F, finished with a murmur3 avalanche so near inputs give far
 * outputs (uint32). The parts are read one by one instead of joined into a new string: the world calls
 * this for every price of every answer and thousands of times while seeding its history,
 * and the joined strings were most of its garbage (the value is the same as hashing the joined text).
 */
export function hash(...parts: (string | number)[]): number {
  return finish(feed(FNV_OFFSET, parts, 0));
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a's state after `parts`, continuing `h` (`from` > 0: a separator comes first, as after earlier parts). */
function feed(h: number, parts: readonly (string | number)[], from: number): number {
  for (let p = 0; p < parts.length; p++) {
    if (p + from > 0) h = Math.imul(h ^ SEPARATOR, FNV_PRIME);
    const part = parts[p];
    const text = typeof part === 'string' ? part : String(part);
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  }
  return h;
}

/** The murmur3 avalanche over FNV-1a's state. */
function finish(state: number): number {
  let h = state;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * `hash` with its first parts fixed: `hashFrom(a, b)(c, d) === hash(a, b, c, d)`, with `a` and `b` read once. For
 * loops that hash one prefix with many suffixes (a match's balls, minutes): the prefix was most of each hash's text.
 */
export function hashFrom(...prefix: (string | number)[]): (...rest: (string | number)[]) => number {
  const state = feed(FNV_OFFSET, prefix, 0);
  const from = prefix.length;
  return (...rest) => finish(feed(state, rest, from));
}

/** A uniform value in [0, 1) fixed by the parts. */
export function rand01(...parts: (string | number)[]): number {
  return hash(...parts) / 4294967296;
}

/** `rand01` with its first parts fixed (as `hashFrom`). */
export function rand01From(...prefix: (string | number)[]): (...rest: (string | number)[]) => number {
  const h = hashFrom(...prefix);
  return (...rest) => h(...rest) / 4294967296;
}

/** A small seeded generator for sequences (shuffles, deals). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise in [-1, 1]: random values at integer knots of `x`, cosine-interpolated between them. */
export function valueNoise(x: number, ...parts: (string | number)[]): number {
  const i = Math.floor(x);
  const f = x - i;
  const a = rand01(...parts, i) * 2 - 1;
  const b = rand01(...parts, i + 1) * 2 - 1;
  const t = (1 - Math.cos(f * Math.PI)) / 2;
  return a + (b - a) * t;
}

/** Picks an item by the parts. */
export function pick<T>(items: readonly T[], ...parts: (string | number)[]): T {
  const item = items[hash(...parts) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
