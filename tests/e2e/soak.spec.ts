// The soak (issue 21): a scripted player bets every 20 s across exchange odds, bookmaker, fancy, a casino table and a horse race while the simulated exchange fails 10% of calls, drops the connection for 5 s each minute and expires the session once; nothing is lost or doubled, counted per player action from the exchange's ledger, every kind is bet on, and the screen ends on the exchange's figures. `npm test` runs it for two minutes; `npm run soak` for thirty (or `-- --minutes N`).
import { expect, test } from './fixtures';
import { printReport, soak } from './soakPlayer';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 2);
/**
 * One attempt per 20 s, less two: the soak runs MINUTES and at least this many attempts, so a loaded machine (an attempt
 * taking 25 to 40 s) makes them all in a longer run instead of failing on a pace.
 */
const MIN_ATTEMPTS = Math.max(1, Math.floor((MINUTES * 60) / 20) - 2);

test('soak: bets under random faults are never lost or doubled, and the screen ends on the exchange\'s balance and exposure', async ({ page }) => {
  // The bound on a broken soak, not a pace: the minutes, 90 s for each attempt asked for (a loaded machine takes up to
  // about 40), and the log-in, the calm and the report.
  test.setTimeout((MINUTES * 60 + MIN_ATTEMPTS * 90 + 240) * 1000);
  const report = await soak(page, { minutes: MINUTES, minAttempts: MIN_ATTEMPTS, betEverySec: 20, chaos: 0.1, log: (line) => console.info(line) });
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
  // The session expiry and the log-outs laid within MINUTES happened, even when the run overran them.
  expect(report.expiries).toBe(1);
  if (MINUTES * 30 > 20) expect(report.relogins).toBeGreaterThanOrEqual(1);
});
