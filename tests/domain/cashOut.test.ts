import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashOut, projectionAfter, type CashOutKind, type CashOutRunner, type HedgeBet } from '../../src/domain/cashOut';
import { betMargins, unitProfit } from '../../src/domain/margins';
import { validateStake, type StakeLimits } from '../../src/domain/stakeLimits';
import { projectSelections, type ProjectionBet } from '../../src/domain/projection';

const WIDE = { min: 1, max: 10_000_000 };

/** A back of 1000 at 3.0 on A (+2000 if A wins, -1000 otherwise), and A's price since shortened to lay at 2.0. */
const SHORTENED = {
  projection: { A: 2000, B: -1000 },
  runners: [
    { selectionId: 'A', back: 1.98, lay: 2.0 },
    { selectionId: 'B', back: 2.0, lay: 2.04 },
  ],
};

/**
 * How far apart the runners may end after a hedge whose stakes were rounded to whole units: each
 * bet's half unit moves its own runner by up to its decimal odds and the others by the half unit,
 * plus a cent of margin rounding per bet. A runner that needed less than half a unit gets no bet
 * and keeps what it was off the level: up to half a unit at its dearer price (seed 11 found one,
 * two runners 1.80 apart that only a 0.37 lay could have levelled).
 */
const roundingTolerance = (kind: CashOutKind, bets: readonly HedgeBet[], runners: readonly CashOutRunner[]): number =>
  bets.reduce((sum, b) => sum + 0.5 * (1 + unitProfit(kind, b.price)) + 0.01, 0) +
  runners
    .filter((r) => !bets.some((b) => b.selectionId === r.selectionId))
    .reduce((sum, r) => sum + 0.5 * (1 + unitProfit(kind, Math.max(r.back ?? 0, r.lay ?? 0))), 0);

/** A market of 2 to 6 runners with a back price below its lay price (odds), or per-100 rates (bookmaker). */
const market = (kind: CashOutKind) =>
  fc.integer({ min: 2, max: 6 }).chain((n) =>
    fc.array(
      kind === 'ODDS'
        ? fc.tuple(fc.integer({ min: 101, max: 2000 }), fc.integer({ min: 1, max: 20 })).map(([b, spread]) => ({ back: b / 100, lay: (b + spread) / 100 }))
        : fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 10 })).map(([b, spread]) => ({ back: b, lay: b + spread })),
      { minLength: n, maxLength: n },
    ),
  );

/** Matched bets on any runners, back or lay, at prices near the market's. */
const position = (kind: CashOutKind, runners: number) =>
  fc.array(
    fc.record({
      runner: fc.integer({ min: 0, max: runners - 1 }),
      side: fc.constantFrom('back' as const, 'lay' as const),
      price: kind === 'ODDS' ? fc.integer({ min: 105, max: 1500 }).map((p) => p / 100) : fc.integer({ min: 5, max: 400 }),
      stake: fc.integer({ min: 100, max: 20_000 }),
    }),
    { minLength: 1, maxLength: 6 },
  );

function book(kind: CashOutKind, prices: { back: number; lay: number }[], bets: { runner: number; side: 'back' | 'lay'; price: number; stake: number }[]) {
  const runners: CashOutRunner[] = prices.map((p, i) => ({ selectionId: `r${i}`, ...p }));
  const matched: ProjectionBet[] = bets.map((b) => ({
    selectionId: `r${b.runner}`,
    type: b.side,
    ...betMargins(kind, b.side, b.price, b.stake),
  }));
  const projection = projectSelections(matched, runners.map((r) => r.selectionId));
  return { runners, projection };
}

// Hundreds of random books each: on a loaded 2-core machine a property takes longer than Vitest's default 5 s.
describe('cashOut', { timeout: 60_000 }, () => {
  for (const kind of ['ODDS', 'BOOKMAKER'] as const) {
    it(`${kind}: after the hedge every runner's projection is equal within stake rounding`, () => {
      fc.assert(
        fc.property(
          market(kind).chain((prices) => fc.tuple(fc.constant(prices), position(kind, prices.length))),
          ([prices, bets]) => {
            const { runners, projection } = book(kind, prices, bets);
            const result = cashOut({ kind, projection, runners, limits: WIDE, open: true });
            if (result.kind !== 'hedge') return;
            const after = Object.values(result.after);
            expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(roundingTolerance(kind, result.bets, runners) + 1e-9);
            expect(result.after).toEqual(projectionAfter(kind, projection, result.bets));
            expect(result.amount).toBe(Math.min(...after));
            for (const b of result.bets) {
              expect(Number.isInteger(b.stake)).toBe(true);
              const r = runners.find((x) => x.selectionId === b.selectionId)!;
              expect(b.price).toBe(b.side === 'back' ? r.back : r.lay);
            }
            // one runner is the level: it gets no bet
            expect(result.bets.length).toBeLessThan(runners.length);
          },
        ),
        { numRuns: 400 },
      );
    });
  }

  it('a flat book needs no hedge', () => {
    fc.assert(
      fc.property(market('ODDS'), fc.integer({ min: -5000, max: 5000 }), (prices, level) => {
        const runners = prices.map((p, i) => ({ selectionId: `r${i}`, ...p }));
        const projection = Object.fromEntries(runners.map((r) => [r.selectionId, level]));
        const result = cashOut({ kind: 'ODDS', projection, runners, limits: WIDE, open: true });
        expect(result).toEqual(level === 0 ? { kind: 'unavailable', reason: 'noBets' } : { kind: 'flat', amount: level });
      }),
    );
  });

  it('a back hedged after the price shortens locks in a profit with a lay on the same runner', () => {
    // back 1000 at 3.0: +2000 if A wins, -1000 otherwise; now A lays at 2.0
    const { projection, runners } = SHORTENED;
    const result = cashOut({ kind: 'ODDS', projection, runners, limits: { min: 100, max: 100_000 }, open: true });
    expect(result.kind).toBe('hedge');
    if (result.kind !== 'hedge') return;
    // The best of the two ways: lay A 1500 at 2.0 (locks 500) or back B 1500 at 2.0 (locks 500)
    expect(result.amount).toBe(500);
    expect(result.after.A).toBe(500);
    expect(result.after.B).toBe(500);
    expect(result.bets).toHaveLength(1);
    expect(result.bets[0]!.stake).toBe(1500);
  });

  it('a runner that needed less than half a unit gets no bet and stays where it was (found by the property above, seed 11)', () => {
    const prices = [
      { back: 1.04, lay: 1.2 },
      { back: 2.95, lay: 2.98 },
      { back: 16.08, lay: 16.25 },
      { back: 4.84, lay: 4.85 },
    ];
    const { runners, projection } = book('ODDS', prices, [
      { runner: 3, side: 'lay', price: 4.02, stake: 12483 },
      { runner: 2, side: 'lay', price: 14.94, stake: 3359 },
    ]);
    expect(projection.r3! - projection.r2!).toBeCloseTo(1.8, 2);
    const result = cashOut({ kind: 'ODDS', projection, runners, limits: WIDE, open: true });
    if (result.kind !== 'hedge') throw new Error(`expected a hedge, got ${result.kind}`);
    expect(result.bets.map((b) => b.selectionId).sort()).toEqual(['r0', 'r1']);
    expect(result.after.r3! - result.after.r2!).toBeCloseTo(1.8, 2);
    expect(result.amount).toBe(Math.min(...Object.values(result.after)));
  });

  it('back and lay positions on several runners level out', () => {
    const kind = 'ODDS';
    const bets = [
      { selectionId: 'A', type: 'back' as const, ...betMargins(kind, 'back', 4, 500) },
      { selectionId: 'B', type: 'lay' as const, ...betMargins(kind, 'lay', 2.5, 800) },
      { selectionId: 'C', type: 'back' as const, ...betMargins(kind, 'back', 6, 200) },
    ];
    const projection = projectSelections(bets, ['A', 'B', 'C']);
    const runners = [
      { selectionId: 'A', back: 3.5, lay: 3.6 },
      { selectionId: 'B', back: 2.8, lay: 2.9 },
      { selectionId: 'C', back: 5.5, lay: 5.8 },
    ];
    const result = cashOut({ kind, projection, runners, limits: WIDE, open: true });
    expect(result.kind).toBe('hedge');
    if (result.kind !== 'hedge') return;
    const after = Object.values(result.after);
    expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(roundingTolerance(kind, result.bets, runners));
  });

  it('a suspended market, stale prices or a missing price says why', () => {
    const { projection, runners } = SHORTENED;
    expect(cashOut({ kind: 'ODDS', projection, runners, limits: WIDE, open: false })).toEqual({ kind: 'unavailable', reason: 'suspended' });
    // Stale prices: no figure computed from them (a bug seen: -3.00 while Match Odds was stale).
    expect(cashOut({ kind: 'ODDS', projection, runners, limits: WIDE, open: true, stale: true })).toEqual({ kind: 'unavailable', reason: 'stale' });
    expect(cashOut({ kind: 'ODDS', projection, runners: [{ selectionId: 'A' }, { selectionId: 'B' }], limits: WIDE, open: true })).toEqual({
      kind: 'unavailable',
      reason: 'noPrice',
    });
    // A level book needs no price: 'Cashed Out' stands while prices are stale.
    expect(cashOut({ kind: 'ODDS', projection: { A: 500, B: 499.5 }, runners, limits: WIDE, open: true, stale: true })).toEqual({ kind: 'flat', amount: 499.5 });
  });

  describe('stake limits: the next best plan that keeps them, else the reason', () => {
    // The best plans are lay A 1500 at 2.0 or back B 1500 at 2.0, locking 500.
    const { projection, runners } = SHORTENED;

    it.each([
      {
        name: 'the best plan under the minimum: backing both runners, the smaller at the minimum, locks 480',
        limits: { min: 2000, max: 100_000 },
        bets: [
          { selectionId: 'A', side: 'back', price: 1.98, stake: 2000 },
          { selectionId: 'B', side: 'back', price: 2, stake: 3480 },
        ],
        locked: 480,
      },
      {
        name: 'the best plan over the maximum: a lay at the maximum and a back for the rest lock the same 500',
        limits: { min: 100, max: 1000 },
        bets: [
          { selectionId: 'A', side: 'lay', price: 2, stake: 1000 },
          { selectionId: 'B', side: 'back', price: 2, stake: 500 },
        ],
        locked: 500,
      },
    ])('$name', ({ limits, bets, locked }) => {
      expect(cashOut({ kind: 'ODDS', projection, runners, limits, open: true })).toEqual({
        kind: 'hedge',
        bets,
        after: { A: locked, B: locked },
        amount: locked,
      });
    });

    it('no plan keeps them: the best plan\'s reason', () => {
      expect(cashOut({ kind: 'ODDS', projection, runners, limits: { min: 2000, max: 2000 }, open: true })).toEqual({ kind: 'unavailable', reason: 'belowMin' });
      expect(cashOut({ kind: 'ODDS', projection, runners, limits: { min: 100, max: 400 }, open: true })).toEqual({ kind: 'unavailable', reason: 'aboveMax' });
      // The advance bet lock (1 - 0) refuses every stake.
      expect(cashOut({ kind: 'ODDS', projection, runners, limits: { min: 1, max: 0 }, open: true })).toEqual({ kind: 'unavailable', reason: 'aboveMax' });
    });
  });

  describe("'Cashed Out' only when level within one stake unit", () => {
    const fair = [
      { selectionId: 'A', back: 3, lay: 3.05 },
      { selectionId: 'B', back: 3, lay: 3.05 },
      { selectionId: 'C', back: 3, lay: 3.05 },
    ];

    it('runners 1.40 apart whose every hedge stake rounds to 0 are not cashed out: below the minimum (was: Cashed Out)', () => {
      for (const limits of [WIDE, { min: 100, max: 100_000 }]) {
        expect(cashOut({ kind: 'ODDS', projection: { A: 1.4, B: 0, C: 0 }, runners: fair, limits, open: true })).toEqual({ kind: 'unavailable', reason: 'belowMin' });
      }
    });

    it('runners within one unit are: the lowest is the amount', () => {
      expect(cashOut({ kind: 'ODDS', projection: { A: 1, B: 0, C: 0.5 }, runners: fair, limits: WIDE, open: true })).toEqual({ kind: 'flat', amount: 0 });
    });

    it('a rest the minimum allows hedging is offered, not called cashed out', () => {
      const result = cashOut({ kind: 'ODDS', projection: { A: 500, B: 490 }, runners: [fair[0]!, fair[1]!], limits: WIDE, open: true });
      expect(result.kind).toBe('hedge');
      if (result.kind !== 'hedge') return;
      expect(result.amount).toBeGreaterThanOrEqual(490);
    });
  });

  it('no bets: nothing to cash out', () => {
    expect(
      cashOut({ kind: 'BOOKMAKER', projection: { A: 0, B: 0 }, runners: [{ selectionId: 'A', back: 40, lay: 42 }, { selectionId: 'B', back: 90, lay: 95 }], limits: WIDE, open: true }),
    ).toEqual({ kind: 'unavailable', reason: 'noBets' });
  });
});

/** Stake limits as a domain sets them: a minimum, a maximum above it, or the advance bet lock's 1 - 0. */
const limits = fc.oneof(
  { weight: 9, arbitrary: fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 50_000 })).map(([min, extra]) => ({ min, max: min + extra })) },
  { weight: 1, arbitrary: fc.constant({ min: 1, max: 0 }) },
);

/**
 * The test's own oracle of one levelling plan (not the domain's code): every runner hedged to
 * `level` at the price of the side it needs, in exact stakes, and what it locks in.
 */
function exactPlan(kind: CashOutKind, runners: readonly CashOutRunner[], projection: Readonly<Record<string, number>>, level: number) {
  let net = 0;
  const stakes: number[] = [];
  for (const r of runners) {
    const gap = level - (projection[r.selectionId] ?? 0);
    if (Math.abs(gap) < 0.005) continue;
    const price = gap > 0 ? r.back : r.lay;
    if (price === undefined || unitProfit(kind, price) <= 0) return null;
    const stake = Math.abs(gap) / (1 + unitProfit(kind, price));
    stakes.push(stake);
    net += gap > 0 ? stake : -stake;
  }
  return { stakes, locked: level - net };
}

describe('the plan chooser over random positions, prices and limits', { timeout: 60_000 }, () => {
  const cases = (kind: CashOutKind) =>
    market(kind).chain((prices) => fc.tuple(fc.constant(prices), position(kind, prices.length), limits, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 })));

  for (const kind of ['ODDS', 'BOOKMAKER'] as const) {
    it(`${kind}: 'Cashed Out' exactly when the runners are within one unit; an offer keeps the limits, in whole units, and brings the runners closer`, () => {
      fc.assert(
        fc.property(cases(kind), ([prices, bets, lim]) => {
          const { runners, projection } = book(kind, prices, bets);
          const values = runners.map((r) => projection[r.selectionId] ?? 0);
          const spread = Math.max(...values) - Math.min(...values);
          const result = cashOut({ kind, projection, runners, limits: lim, open: true });
          fc.pre(values.some((v) => v !== 0));
          expect(result.kind === 'flat').toBe(spread <= 1 + 1e-9);
          expect(result.kind !== 'unavailable' || result.reason === 'belowMin' || result.reason === 'aboveMax').toBe(true);
          if (result.kind !== 'hedge') return;
          expect(result.bets.length).toBeGreaterThan(0);
          for (const b of result.bets) {
            expect(Number.isInteger(b.stake)).toBe(true);
            expect(validateStake(b.stake, lim)).toBeNull();
          }
          const after = Object.values(result.after);
          expect(Math.max(...after) - Math.min(...after)).toBeLessThan(spread);
          expect(result.after).toEqual(projectionAfter(kind, projection, result.bets));
          expect(result.amount).toBe(Math.min(...after));
        }),
        { numRuns: 300 },
      );
    });

    it(`${kind}: no levelling plan that keeps the limits locks in more than the one offered (sampled levels), and one is offered whenever such a plan exists`, () => {
      fc.assert(
        fc.property(cases(kind), ([prices, bets, anyLimits, samples]) => {
          const { runners, projection } = book(kind, prices, bets);
          const values = runners.map((r) => projection[r.selectionId] ?? 0);
          const lowest = Math.min(...values);
          const highest = Math.max(...values);
          if (highest - lowest <= 1) return;
          const corners = values.map((v) => exactPlan(kind, runners, projection, v)).filter((p) => p !== null);
          if (corners.length === 0) return;
          const best = Math.max(...corners.map((p) => p.locked));
          // Limits on the scale of the hedge, so that the best plan often breaks them (the random ones rarely bite).
          const biggest = Math.max(1, ...corners.flatMap((p) => p.stakes));
          const lim: StakeLimits = samples[0]! < 0.2 ? anyLimits : { min: Math.max(1, Math.ceil(biggest * 1.5 * samples[1]!)), max: 0 };
          if (samples[0]! >= 0.2) lim.max = lim.min + Math.floor(biggest * 6 * samples[2]!);
          const result = cashOut({ kind, projection, runners, limits: lim, open: true });
          for (const [u, v] of samples.map((x, i) => [x, samples[(i + 3) % samples.length]!] as const)) {
            // A level where one runner's hedge bet is a stake within the limits, on either side.
            const r = runners[Math.floor(u * runners.length) % runners.length]!;
            const side = v < 0.5 ? 'back' : 'lay';
            const price = side === 'back' ? r.back : r.lay;
            if (price === undefined) continue;
            const stake = lim.min + ((v * 2) % 1) * Math.max(0, lim.max - lim.min);
            const level = (projection[r.selectionId] ?? 0) + (side === 'back' ? 1 : -1) * stake * (1 + unitProfit(kind, price));
            const plan = exactPlan(kind, runners, projection, level);
            // A sampled plan every stake of which keeps the limits (whole bounds: so do its stakes rounded),
            // that is a cash out: no more than the best corner, no less than the worst the player stands on.
            if (!plan || plan.locked > best || plan.locked < lowest) continue;
            if (!plan.stakes.every((x) => x >= lim.min && x <= lim.max)) continue;
            expect(result.kind, `a plan at ${level} keeps ${JSON.stringify(lim)}`).toBe('hedge');
            if (result.kind !== 'hedge') return;
            expect(result.amount).toBeGreaterThanOrEqual(plan.locked - roundingTolerance(kind, result.bets, runners) - 1e-9);
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it('a stale market offers no figure, whatever the position and limits', () => {
    fc.assert(
      fc.property(cases('ODDS'), ([prices, bets, lim]) => {
        const { runners, projection } = book('ODDS', prices, bets);
        const result = cashOut({ kind: 'ODDS', projection, runners, limits: lim, open: true, stale: true });
        expect(result.kind === 'hedge').toBe(false);
        expect(result.kind === 'flat' || (result.kind === 'unavailable' && (result.reason === 'stale' || result.reason === 'noBets'))).toBe(true);
      }),
    );
  });
});
