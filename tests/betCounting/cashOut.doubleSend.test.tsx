// The client built with VITE_TEST_MUTATION=double-send (streams/betPlacement.ts: every bet sent twice, the second with a
// fresh clientRef, which the exchange's de-duplication by ref lets through) fails the per-action counts of a back and a
// cash out that cashOut.test.tsx holds on the normal client (issue 31, item 2: each check fails on a client that sends twice).
import { describe, expect, it, vi } from 'vitest';
import type { CountedAction } from '../e2e/betsPerAction';

// Before the app's modules load (tests/dom.setup.ts evaluates them afresh for each file, and undoes the env after it):
// the flag is read once, as betPlacement.ts loads.
vi.hoisted(() => vi.stubEnv('VITE_TEST_MUTATION', 'double-send'));

const { cashOutOnSimulatedExchange } = await import('./cashOutCount');
const run = cashOutOnSimulatedExchange();

describe('a cash out counted per action, on a client that sends every bet twice', () => {
  it('the back and the cash out each hold two bets per bet asked for, with two refs: both actions fail their count', async () => {
    const counted = await run();
    expect(counted).toHaveLength(2);
    const [back, cashOut] = counted as [CountedAction, CountedAction];
    const hedge = cashOut.action.identity as readonly unknown[];
    expect(back.action.refs).toHaveLength(2);
    expect(back.problems).toEqual(['back: told placed, the exchange holds 2 bets for it (goal 1)']);
    expect(cashOut.held).toHaveLength(2 * hedge.length);
    expect(cashOut.problems).toEqual([`cash out: told placed, the exchange holds ${2 * hedge.length} bets for it (goal ${hedge.length})`]);
  });
});
