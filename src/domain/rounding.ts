// Money rounding shared by margins, projections and formatting: every amount is sent and shown to 2 decimals.

/** Rounds to 2 decimals, half away from zero for the usual binary-float near-misses (1.005 -> 1.01). */
export const round2 = (n: number): number => {
  const r = Math.sign(n) * (Math.round((Math.abs(n) + Number.EPSILON) * 100) / 100);
  // -0 would print as "-0.00" through some formatters
  return r === 0 ? 0 : r;
};
