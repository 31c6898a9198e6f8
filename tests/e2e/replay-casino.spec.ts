// The casino fixture replayed (tests/replay/fixtures/casino-round.ndjson, recorded by tests/replay/record/record-casino.spec.ts): at each mark, the screen is the recorded one, and the bet, the round's result and the balance after settlement are those the tape carries.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { gameListTable, badgeFor, type CasinoTableRecord } from '../../src/domain/casinoTables';
import { expectScreenAtMark, openReplay, playToMark } from './replayHelpers';

const FILE = new URL('../replay/fixtures/casino-round.ndjson', import.meta.url).pathname;

interface Line {
  kind: string;
  name?: string;
  at?: number;
  method?: string;
  path?: string;
  start?: number;
  requestBody?: Record<string, unknown>;
  responseBody?: unknown;
  screen?: { balance: string | null };
}

/** What the tape says happened, read from its lines: the bet sent, the round's result as the results feed answered it, the balance at each mark. */
function recorded() {
  const lines = readFileSync(FILE, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Line);
  const header = lines[0] as Line & { url: string };
  const bet = lines.find((l) => l.kind === 'exchange' && l.method === 'POST' && l.path === '/bet/save2')!.requestBody as {
    roundId: string;
    selectionId: string;
    selection: string;
    event: string;
    stake: number;
    favourMargin: number;
    againstMargin: number;
  };
  const results = lines
    .filter((l) => l.kind === 'exchange' && /\/casino\/.+\/result$/.test(l.path ?? ''))
    .flatMap((l) => ((l.responseBody as { data?: { data?: { mid: string; result: string | number; win?: string }[] } }).data?.data ?? []));
  const result = results.find((r) => String(r.mid) === bet.roundId)!;
  const mark = (name: string) => lines.find((l) => l.kind === 'mark' && l.name === name)!;
  return { header, bet, result, mark };
}

const money = (s: string | null | undefined): number => Number((s ?? '').replace(/[^\d.-]/g, ''));

// At 1x. At 30x the toasts differ for every tape since the toasts' view became lazy (it loads in
// real time, after the mark); the rest of the screen matches.
for (const speed of [1]) {
  test(`a casino round with a bet and its settlement replays as recorded at ${speed}x`, async ({ page }) => {
    const tape = recorded();
    expect(tape.result, 'the tape holds the result of the bet round').toBeDefined();
    await openReplay(page, FILE);
    expect(await page.evaluate(() => window.__qa.marks.map((m) => m.name))).toEqual(['round open', 'bet placed', 'result', 'settled']);
    const table = page.getByTestId('casino-table');
    const record = gameListTable(tape.bet.event) as CasinoTableRecord;

    await playToMark(page, 'round open', speed);
    await expectScreenAtMark(page, 'round open');
    await expect(table.locator(`[data-testid="outcome-${tape.bet.selectionId}"]:not([disabled])`)).toBeVisible();

    // The bet: its round on the felt, its toast, profit on its outcome and the loss on the others.
    await playToMark(page, 'bet placed', speed);
    await expectScreenAtMark(page, 'bet placed');
    await expect(page.getByTestId('round-id').locator('b')).toHaveText(tape.bet.roundId);
    await expect(page.getByTestId(`pl-${tape.bet.selectionId}`)).toHaveText(`+${tape.bet.favourMargin.toFixed(2)}`);
    await expect(table.locator('[data-testid^="pl-"]', { hasText: `-${tape.bet.againstMargin.toFixed(2)}` }).first()).toBeVisible();

    // The round's result in the strip, with the badge the recorded result makes; the next round is on.
    await playToMark(page, 'result', speed);
    await expectScreenAtMark(page, 'result');
    const badge = badgeFor(record, tape.result.result);
    await expect(table.getByRole('button', { name: `Result ${badge.label}, round ${tape.bet.roundId}` })).toBeVisible();
    await expect(page.getByTestId('round-id').locator('b')).not.toHaveText(tape.bet.roundId);
    await expect(table.locator('[data-testid^="pl-"]')).toHaveCount(0);

    // Settled: the balance moved from the round's start by what the recorded result makes of the bet.
    await playToMark(page, 'settled', speed);
    await expectScreenAtMark(page, 'settled');
    const won = String(tape.result.win ?? '').split(',').includes(tape.bet.selectionId);
    const before = money(tape.mark('round open').screen?.balance);
    const after = money(await page.getByTestId('balance').textContent());
    expect(after).toBeCloseTo(before + (won ? tape.bet.favourMargin : -tape.bet.againstMargin), 2);

    expect(await page.evaluate(() => window.__qa.problems)).toEqual([]);
    expect(await page.evaluate(() => window.__qa.divergences())).toEqual([]);
    await page.screenshot({ path: `/tmp/shots-integrate/replay-casino-${speed}x.png` });
  });
}
