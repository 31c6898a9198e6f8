// Local calendar days, as the client's plain YYYY-MM-DD date filters mean them.

function localDay(ms: number): string {
  const d = new Date(ms);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `ms` falls within [from, to] (inclusive local days); a missing or malformed bound is open. */
export function withinDays(ms: number, from: unknown, to: unknown): boolean {
  const day = localDay(ms);
  if (typeof from === 'string' && DAY_RE.test(from) && day < from) return false;
  if (typeof to === 'string' && DAY_RE.test(to) && day > to) return false;
  return true;
}
