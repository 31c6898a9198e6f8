// The soak (issue 21): a scripted player bets every 20 s across exchange odds, bookmaker, fancy, a casino table and a horse race while the simulated exchange fails 10% of calls, drops the connection for 5 s each minute and expires the session once; nothing is lost or doubled, counted per player action from the exchange's ledger, every kind is bet on, and the screen ends on the exchange's figures. `npm test` runs it for two minutes; `npm run soak` for thirty (or `-- --minutes N`).
import { expect, test } from './fixtures';
import { printReport, soak } from './soakPlayer';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 2);

test('soak: bets under random faults are never lost or doubled, and the screen ends on the exchange\'s balance and exposure', async ({ page }) => {
  test.setTimeout((MINUTES * 60 + 240) * 1000);
  const report = await soak(page, { minutes: MINUTES, betEverySec: 20, chaos: 0.1, log: (line) => console.info(line) });
  const lines = printReport(report);
  for (const line of lines) console.info(line);
  test.info().annotations.push({ type: 'soak', description: lines.join('\n') });

  expect(report.crashes).toEqual([]);
  // Per attempt (one player action), from the exchange's ledger, not per clientRef: told placed => held exactly once,
  // held => told placed or lost-then-found, every held bet the one asked for with a ref the attempt sent, no ref held twice.
  expect(report.problems).toEqual([]);
  // At least one bet of every kind held in each whole 10-minute stretch (a shorter run reports its missing kinds apart).
  expect(report.kindsMissing).toEqual([]);
  expect(report.screen).toEqual(report.ledger);
  expect(report.overlaps).toEqual([]);
  expect(report.heapMb.last - report.heapMb.first).toBeLessThan(2);
  expect(report.attempts).toBeGreaterThanOrEqual(Math.floor((MINUTES * 60) / 20) - 2);
});
