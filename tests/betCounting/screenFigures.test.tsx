// The screen's money figures against the simulated exchange's own arithmetic (issue 31): a back's 'With this bet' on every
// runner, the exchange taking the bet, and each runner's projection once it is held. The client built to get a margin wrong
// fails the same comparison: screenFigures.wrongMargin.test.tsx.
import { describe, expect, it } from 'vitest';
import { backOnSimulatedExchange } from './screenFigures';

const run = backOnSimulatedExchange();

describe('a back bet: the screen and the exchange agree on the money', () => {
  it("the slip's figures with the bet are the exchange's, the exchange holds it once, and the projection is the exchange's", async () => {
    const { problems, held, bet } = await run();
    expect(problems).toEqual([]);
    expect(held.map((b) => [String(b.selectionId), b.type, b.stake])).toEqual([[bet.selectionId, 'back', bet.stake]]);
  });
});
