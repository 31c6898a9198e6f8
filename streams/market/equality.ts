// Value equality for the small records per-key streams compare, so a tick that changes nothing wakes nobody.
import type { PriceSize } from '../../src/api/contract';

export const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);

export const samePriceSize = (a: PriceSize | null, b: PriceSize | null): boolean =>
  a === b || (a !== null && b !== null && a.price === b.price && a.size === b.size);

/** Shallow equality of flat records (every field a primitive). */
export function sameFields<T extends object | null>(a: T, b: T): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const ka = Object.keys(a) as (keyof T)[];
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => a[k] === b[k]);
}
