// The client built with VITE_TEST_MUTATION=wrong-margin (src/domain/margins.ts: an exchange back priced at its whole return,
// odds x stake, instead of its profit) fails the comparison of the screen with the exchange's own arithmetic that
// screenFigures.test.tsx holds on the normal client (issue 31: a wrong margin fails a check comparing screen and exchange).
import { describe, expect, it, vi } from 'vitest';

// Before the app's modules load (tests/dom.setup.ts evaluates them afresh for each file and undoes the env after it): the
// flag is read once, as margins.ts loads.
vi.hoisted(() => vi.stubEnv('VITE_TEST_MUTATION', 'wrong-margin'));

const { backOnSimulatedExchange } = await import('./screenFigures');
const run = backOnSimulatedExchange();

describe('a back bet on a client with a wrong margin', () => {
  it("the slip's figure for the backed runner is not the exchange's, and the exchange refuses the bet's margins", async () => {
    const { problems, held, bet } = await run();
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^runner ${bet.selectionId}: the slip shows [\\d.]+ with this bet, the exchange's own figure is [\\d.]+$`)),
      'the exchange did not take the bet: Bet margins do not match the stake and odds',
    ]);
    expect(held).toEqual([]);
  });
});
