// The replay player on tapes recorded from the simulated exchange: the same screen at every mark at 1x and 30x, seeks both ways, pause stops every poll, calls not recorded, the headless check.
// A truncated tape's refusal, with its line, is proved in tests/replay/tape.test.ts ('refuses a truncated tape with the line it failed at').
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { runPausedFor } from './pageClock';
import { expectScreenAtMark, openReplay, playToMark, seekToMark, tapeTime } from './replayHelpers';

const FIXTURES = new URL('../replay/fixtures/', import.meta.url).pathname;
const CRICKET = `${FIXTURES}cricket-bet.ndjson`;
const MARKET_EXPIRY = `${FIXTURES}market-expiry.ndjson`;
const HOME_EXPIRY = `${FIXTURES}home-expiry.ndjson`;

for (const speed of [30, 1]) {
  test(`a busy cricket market with a bet shows the recorded screen at every mark at ${speed}x`, async ({ page }) => {
    await openReplay(page, CRICKET);
    const marks = await page.evaluate(() => window.__qa.marks.map((m) => m.name));
    expect(marks.length).toBeGreaterThan(1);
    for (const name of marks) {
      await playToMark(page, name, speed);
      await expectScreenAtMark(page, name);
    }
    expect(await page.evaluate(() => window.__qa.problems)).toEqual([]);
    expect(await page.evaluate(() => window.__qa.divergences())).toEqual([]);
  });
}

for (const [label, file] of [
  ['a market whose session expires mid-bet', MARKET_EXPIRY],
  ['a session expiry on the home page', HOME_EXPIRY],
] as const) {
  test(`${label} replays its marks at 30x`, async ({ page }) => {
    await openReplay(page, file);
    for (const name of await page.evaluate(() => window.__qa.marks.map((m) => m.name))) {
      await playToMark(page, name, 30);
      await expectScreenAtMark(page, name);
    }
    expect(await page.evaluate(() => window.__qa.divergences())).toEqual([]);
  });
}

test('seeking forwards and backwards lands on the state of that moment', async ({ page }) => {
  await openReplay(page, CRICKET);
  const marks = await page.evaluate(() => window.__qa.marks.map((m) => m.name));
  const last = marks.at(-1)!;
  await seekToMark(page, last);
  await expectScreenAtMark(page, last);
  await seekToMark(page, marks[0]!);
  await expectScreenAtMark(page, marks[0]!);
  await seekToMark(page, marks[1]!);
  await expectScreenAtMark(page, marks[1]!);
});

test('pause stops every poll', async ({ page }) => {
  // The page's clock, which the player and the app's polls run on: installed before the load, it runs as usual until paused.
  await page.clock.install();
  await openReplay(page, CRICKET);
  await playToMark(page, 'market open', 5);
  await page.evaluate(() => window.__qa.pause());
  const served = await page.evaluate(() => window.__qa.served());
  const t = await tapeTime(page);
  // Three seconds of the page's time at once, instead of waiting them out: every timer due in them fires.
  await runPausedFor(page, 3_000);
  expect(await page.evaluate(() => window.__qa.served())).toBe(served);
  expect(await tapeTime(page)).toBe(t);
  await page.clock.resume();
  await page.evaluate(() => window.__qa.play(5));
  await expect.poll(() => page.evaluate(() => window.__qa.served())).toBeGreaterThan(served);
});

test('the panel lists a call the tape never saw as not recorded', async ({ page }) => {
  await openReplay(page, CRICKET);
  await playToMark(page, 'market open', 30);
  // The in-play list was never opened while recording.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/inplay');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.evaluate(() => window.__qa.play(5));
  const panel = page.getByRole('region', { name: 'Replay player' });
  await expect(panel.getByLabel('Not recorded')).toContainText(/Not recorded: [1-9]\d*.*\/v2\//);
});

test('the headless check: 0 divergences for an honest replay, the first one named for a bet with other margins', async ({ page: _page }, info) => {
  test.setTimeout(240_000);
  const dist = process.env.E2E_OUT_DIR ?? 'dist';
  const check = (file: string) =>
    spawnSync(process.execPath, ['scripts/replay.mjs', '--check', file, '--dist', dist], { encoding: 'utf8', timeout: test.info().timeout });
  const honest = check(CRICKET);
  expect(honest.stdout + honest.stderr).toContain('0 divergences, 0 calls not recorded, 0 of 3 marks differ, 0 inputs could not be replayed');
  expect(honest.status).toBe(0);
  // The recording's bet carried other margins than this client sends: as if its handler had changed.
  const lines = readFileSync(CRICKET, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as { path?: string; requestBody?: { favourMargin: number } });
  const bet = lines.find((l) => l.path === '/bet/save2')!.requestBody!;
  const sent = bet.favourMargin;
  bet.favourMargin = sent + 7;
  const file = info.outputPath('other-margins.ndjson');
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  const diverged = check(file);
  expect(diverged.status).toBe(1);
  expect(diverged.stderr).toMatch(new RegExp(`first divergence: [\\d.]+ s body POST /bet/save2: favourMargin: recorded ${sent + 7}, replayed ${sent}`));
});
