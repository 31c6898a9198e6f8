// The fault matrix's casino and horse racing rows: the lobby, a game-list table, a generic table, the result modal, the schedule and a race.
import { expect, type Page } from '@playwright/test';
import { CASINO_DATA_POLL_MS, CASINO_RESULT_POLL_MS, GENERIC_CASINO_DATA_POLL_MS, HORSE_ODDS_POLL_MS } from '../../src/domain/constants';
import { betRow, expectOneBetPerConfirmation, slipOn, watchBetRefs } from './faultBets';
import type { FaultRow } from './faultRows';
import { simulatedData, type SimulatedGame } from './simulated';

const data = (body: unknown) => (body as { data: unknown }).data;

const table = (page: Page) => page.getByTestId('casino-table');

/** A game-list table (Dragon Tiger: a round every 19 s), open and dealing. */
async function openGameTable(page: Page): Promise<void> {
  const game = (await simulatedData<SimulatedGame[]>(page, '/sports/casino/games')).find((g) => g.name === 'DRAGON TIGER');
  if (!game) throw new Error('the game list has no DRAGON TIGER');
  await page.goto(`/casino/${game.eventId}/${game.legueId}/${game.matchId}`);
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
}

/** The generic launcher's 20-20 Teenpatti. */
async function openGenericTable(page: Page): Promise<void> {
  const item = (await simulatedData<{ casinoType: string; eventId: string | number }[]>(page, '/casino/list')).find((i) => i.casinoType === 'teen20');
  if (!item) throw new Error('the casino list has no teen20');
  await page.goto(`/play-casino-new/${item.eventId}/teen20`);
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
}

/** The round id the felt shows is the answer's. */
const showsRound = async (page: Page, body: unknown) => {
  const mid = String((data(body) as { t1: { mid: unknown }[] }).t1[0]!.mid);
  await expect(page.getByTestId('round-id').locator('b')).toHaveText(mid, { timeout: 1 });
};

/** The result strip's first badge opened: its modal. */
async function openResult(page: Page): Promise<void> {
  const badge = table(page).getByRole('button', { name: /^Result / }).first();
  await expect(badge).toBeVisible({ timeout: 30_000 });
  await badge.click();
  await expect(page.getByRole('dialog')).toBeVisible();
}
async function reopenResult(page: Page): Promise<void> {
  if ((await page.getByRole('dialog').count()) > 0) {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await openResult(page);
}
/** The modal shows its round and, once looked up, cards (from the lookup or, when it fails, from the strip). */
const showsResultModal = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Round Id:/)).toBeVisible({ timeout: 1 });
  await expect(dialog.locator('svg[data-card]').first()).toBeVisible({ timeout: 1 });
};

const schedule = (page: Page) => page.getByRole('region', { name: 'Horse racing schedule' }).or(page.locator('[aria-label="Horse racing schedule"]')).first();

interface Country {
  cname: string;
  children: { ename: string; children: { gOdds: { status: string } }[] }[];
}

/** A race whose time button is live, opened from the schedule. */
async function openLiveRace(page: Page): Promise<void> {
  await page.goto('/horseracing');
  // Not one blinking (under HORSE_BLINK_MIN to the off): a row's faults and recoveries take a minute
  // or two, and a race that goes off meanwhile suspends its prices.
  const live = schedule(page).locator('button[data-live="on"]:not([data-blink="on"])').first();
  await expect(live).toBeEnabled({ timeout: 20_000 });
  await live.click();
  await expect(page).toHaveURL(/\/HorseMarket\//);
  await expect(page.locator('[data-market]').first()).toBeVisible({ timeout: 20_000 });
}


const casinoSlip = (page: Page) => page.getByRole('group', { name: 'Bet slip' });
const openOutcome = (page: Page) => table(page).locator('button.cell:not([disabled])').first();

/** The casino slip on an open outcome with a 100 chip, early in a round (the slip closes after 10 s idle, outcomes close near the end). */
async function openCasinoSlip(page: Page): Promise<void> {
  if ((await casinoSlip(page).count()) > 0) return;
  await expect(async () => {
    const left = Number((await page.getByTestId('countdown').textContent())?.replace(/\D/g, '') || '0');
    // Room for a slow (3 s) answer before the outcomes close near the round's end.
    expect(left).toBeGreaterThanOrEqual(12);
    await expect(openOutcome(page)).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 40_000, intervals: [250] });
  await openOutcome(page).click();
  await casinoSlip(page).getByRole('button', { name: 'Chip 100', exact: true }).click();
}

/** Confirms the casino slip; a closed round or outcome is tried again in a fresh one, as a player does. */
async function confirmCasinoBet(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await openCasinoSlip(page);
    // The toasts the matrix collects (window.toastLog): the one this confirmation brings is the answer.
    const log = () => page.evaluate(() => (window as unknown as { toastLog?: string[] }).toastLog ?? []);
    const before = (await log()).length;
    await casinoSlip(page).getByRole('button', { name: 'Place Bet' }).click();
    await expect.poll(async () => (await log()).length, { timeout: 20_000 }).toBeGreaterThan(before);
    const said = (await log())[before] ?? '';
    if (!/closed|suspended|Odds changed|not available/i.test(said)) return;
    await page.waitForTimeout(2_000);
  }
}

interface HorseMarket {
  mid: string;
  mname: string;
  status?: string;
  section: { sid: string; nat: string; odds: { oname: string; odds: number | string }[] }[];
}

/** The result modal's two lookups (POST /sports/v1/casino/result, GET /v2/get-casino-cards): a failure falls back to what the strip knew. */
const resultModalRow = (call: 'roundResult' | 'casinoCards', where: string): FaultRow => ({
  name: call,
  call,
  group: 'casino',
  on401: 'expire',
  where,
  open: async (page) => {
    await openGameTable(page);
    await openResult(page);
  },
  again: reopenResult,
  shows: showsResultModal,
  notice: 'log',
});

export const CASINO_HORSE_ROWS: FaultRow[] = [
  {
    name: 'casinoList',
    call: 'casinoList',
    group: 'casino',
    on401: 'expire',
    where: '/casino lobby',
    open: async (page) => {
      await page.goto('/casino');
      await expect(page.getByRole('list', { name: 'Casino games' }).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    },
    // The list is asked for on opening (and every minute): a reload asks now, and paints the last good list at once.
    again: async (page) => void (await page.reload()),
    reloads: true,
    shows: async (page, body) => {
      const playable = (data(body) as { name: string; comingSoon: boolean }[]).filter((i) => !i.comingSoon);
      await expect(page.getByRole('list', { name: 'Casino games' }).getByText(playable[0]!.name, { exact: true }).first()).toBeVisible({ timeout: 1 });
    },
    notice: 'log',
  },
  {
    name: 'casinoGames',
    call: 'casinoGames',
    group: 'casino',
    on401: 'expire',
    where: 'a game-list table (routing)',
    open: openGameTable,
    again: async (page) => void (await page.reload()),
    reloads: true,
    shows: async (page, body) => {
      const names = (data(body) as SimulatedGame[]).map((g) => g.name);
      expect(names).toContain('DRAGON TIGER');
      await expect(table(page)).toBeVisible({ timeout: 1 });
    },
    // Without the game list the page cannot tell which table it is: its background shows while it asks again.
    whileFailing: async (page) => expect(page.getByTestId('casino-background')).toBeVisible({ timeout: 1 }),
    notice: 'log',
  },
  {
    name: 'casinoRound',
    call: 'casinoRound',
    group: 'casino',
    on401: 'expire',
    where: 'Dragon Tiger table, round data',
    open: openGameTable,
    periodMs: CASINO_DATA_POLL_MS,
    shows: showsRound,
    notice: 'log',
  },
  {
    name: 'casinoResults',
    call: 'casinoResults',
    group: 'casino',
    on401: 'expire',
    where: 'Dragon Tiger table, Recent Result',
    open: openGameTable,
    periodMs: CASINO_RESULT_POLL_MS,
    shows: async (page, body) => {
      const results = data(body) as { data: { mid: unknown }[] };
      const first = results.data[0];
      if (!first) await expect(table(page).getByText('No results yet')).toBeVisible({ timeout: 1 });
      else await expect(table(page).getByRole('button', { name: new RegExp(`^Result .*, round ${String(first.mid)}$`) })).toBeVisible({ timeout: 1 });
    },
    notice: 'log',
  },
  {
    name: 'genericCasinoData',
    call: 'genericCasinoData',
    group: 'casino',
    on401: 'expire',
    where: '/play-casino-new teen20',
    open: openGenericTable,
    periodMs: GENERIC_CASINO_DATA_POLL_MS,
    shows: showsRound,
    notice: 'log',
  },
  resultModalRow('roundResult', 'Dragon Tiger, result modal'),
  resultModalRow('casinoCards', 'Dragon Tiger, result modal cards'),
  {
    name: 'horseSchedule',
    call: 'horseSchedule',
    group: 'horse racing',
    on401: 'expire',
    where: '/horseracing schedule',
    open: async (page) => {
      await page.goto('/horseracing');
      await expect(schedule(page).locator('button').first()).toBeVisible({ timeout: 20_000 });
    },
    // Polled every minute: a reload asks now.
    again: async (page) => void (await page.reload()),
    reloads: true,
    shows: async (page, body) => {
      const meetings = (data(body) as { t1: Country[] }).t1.flatMap((c) => c.children).filter((e) => e.children.some((r) => r.gOdds.status !== 'CLOSED'));
      expect(meetings.length).toBeGreaterThan(0);
      await expect(schedule(page).getByRole('group', { name: `${meetings[0]!.ename} races` })).toBeVisible({ timeout: 1 });
    },
    whileFailing: async (page) => expect(page.getByText('The race schedule could not be loaded. It will be tried again shortly.')).toBeVisible({ timeout: 1 }),
    notice: 'log',
  },
  {
    name: 'horseOdds',
    call: 'horseOdds',
    group: 'horse racing',
    on401: 'expire',
    where: 'a race page',
    open: openLiveRace,
    periodMs: HORSE_ODDS_POLL_MS,
    shows: async (page, body) => {
      const m = (data(body) as { data: HorseMarket[] }).data[0]!;
      const block = page.locator(`[data-market="${m.mid}"]`);
      const status = (m.status ?? 'OPEN').toUpperCase();
      if (status !== 'OPEN') {
        await expect(block.getByRole('status', { name: `${m.mname} ${status}` })).toBeVisible({ timeout: 1 });
        return;
      }
      // Every runner's best back price, as the answer has it, is the price its cell shows.
      let checked = 0;
      for (const r of m.section) {
        const back1 = r.odds.find((o) => o.oname === 'back1' && Number(o.odds) > 0);
        if (!back1) continue;
        await expect(block.getByRole('button', { name: `Back ${r.nat} at ${Number(back1.odds)}`, exact: true })).toBeVisible({ timeout: 1 });
        checked += 1;
      }
      if (checked === 0) await expect(block.getByRole('status').first()).toBeVisible({ timeout: 1 });
    },
    notice: 'log',
  },
  betRow({
    name: 'placeBet (horse)',
    group: 'horse racing',
    where: 'a race page, bet slip',
    open: openLiveRace,
    openSlip: slipOn((page) => page.locator('[data-market] [data-runner]').filter({ hasNot: page.getByRole('status') }).getByRole('button', { name: /^Back .* at \d/ })),
  }),
  {
    name: 'placeBet (casino)',
    call: 'placeBet',
    group: 'casino',
    on401: 'expire',
    where: 'Dragon Tiger, bet slip',
    open: async (page) => {
      watchBetRefs(page);
      await openGameTable(page);
      await openCasinoSlip(page);
    },
    again: confirmCasinoBet,
    // A bet that went through cleared the slip.
    shows: async (page) => expect(casinoSlip(page)).toHaveCount(0, { timeout: 1 }),
    // A lost answer is resolved from the table's bets: not placed (the fault stopped it), the slip kept with its stake.
    whileFailing: async (page) => expect(casinoSlip(page).getByRole('textbox', { name: 'Stake' })).toHaveValue('100', { timeout: 1 }),
    notice: /^Your bet was not placed\. You can confirm it again\.$/,
    notices: { slow: /^Bet placed/ },
    afterFault: async (page) => expectOneBetPerConfirmation(page),
    beforeRecovery: openCasinoSlip,
    afterRecovery: async (page) => {
      await expectOneBetPerConfirmation(page);
      await openCasinoSlip(page);
    },
  },
];
