// A cash out counted per player action (issue 31, item 2): one click on Confirm Cash Out is the hedge bets the dialog
// listed, each held once by the simulated exchange, whatever their refs; the back bet before it is one bet. The same
// run on a client built to send every bet twice fails these counts: cashOut.doubleSend.test.tsx.
import { describe, expect, it } from 'vitest';
import type { CountedAction } from '../e2e/betsPerAction';
import { cashOutOnSimulatedExchange } from './cashOutCount';

const run = cashOutOnSimulatedExchange();

describe('a cash out, counted per action', () => {
  it('one back, then one Confirm Cash Out: the exchange holds one bet for the back and each listed hedge bet once', async () => {
    const counted = await run();
    expect(counted).toHaveLength(2);
    const [back, cashOut] = counted as [CountedAction, CountedAction];
    const hedge = cashOut.action.identity as readonly unknown[];
    expect(back.held).toHaveLength(1);
    expect(cashOut.held).toHaveLength(hedge.length);
    expect(cashOut.held.every((b) => b.clientRef !== undefined && cashOut.action.refs.includes(b.clientRef))).toBe(true);
    expect([...back.problems, ...cashOut.problems]).toEqual([]);
  });
});
