// Value equality for the small records and answers streams compare, so a tick that changes nothing wakes nobody.
export const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** Shallow equality of flat records (every field a primitive). */
export function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  return ka.length === Object.keys(rb).length && ka.every((k) => ra[k] === rb[k]);
}

/** Equality of plain JSON answers (small lists of records from the server) by their JSON text. */
export const sameJson = <T>(a: T, b: T): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
