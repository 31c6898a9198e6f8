// Reading bet payload fields the way the contract allows them: ids as strings or numbers, numbers as numeric strings.

export const idOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function numOf(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return NaN;
}

/** Margins are sent rounded to 2 decimals: equal within a cent. */
export const sameMoney = (a: number, b: number): boolean => Math.abs(a - b) < 0.011;
