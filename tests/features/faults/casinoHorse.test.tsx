// The fault matrix, casino and horse racing rows: the lobby, a game-list table (its game list, round data, results, result
// modal and bet), a generic table, the race schedule, a race's odds and a horse bet, through every fault (tests/features/faults/matrix.tsx).
import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import {
  CASINO_DATA_POLL_MS,
  CASINO_RESULT_POLL_MS,
  GAME_DATA_CACHE_MS,
  GENERIC_CASINO_DATA_POLL_MS,
  HORSE_ODDS_POLL_MS,
} from '../../../src/domain/constants';
import { RATE_CHANGED_MESSAGE } from '../../../src/domain/rateCheck';
import { casinoApi } from '../../../streams/casino/api';
import { betRow, confirmBet, expectOneBetPerConfirmation, slipOf, slipOn } from './bets';
import { FAULTS, faultMatrix, runRow, type App, type FaultRow } from './matrix';
import { buttonsNamed, expectButton, hasText, labelled } from './screen';

const m = faultMatrix({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });

const data = (body: unknown) => (body as { data: unknown }).data;
const table = () => document.querySelector<HTMLElement>('[data-testid="casino-table"]');
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

let gamePath: string | null = null;
/** A game-list table (Dragon Tiger: a round every 19 s), open and dealing. */
async function openGameTable(app: App): Promise<void> {
  if (!gamePath) {
    const game = (await firstValueFrom(casinoApi.casinoGames())).find((g) => g.name === 'DRAGON TIGER');
    if (!game) throw new Error('the game list has no DRAGON TIGER');
    gamePath = `/casino/${game.eventId}/${game.legueId}/${game.matchId}`;
  }
  await app.navigate(gamePath);
  await app.until(() => expect(table(), 'the table').not.toBeNull(), 'the Dragon Tiger table');
}

let genericPath: string | null = null;
/** The generic launcher's 20-20 Teenpatti. */
async function openGenericTable(app: App): Promise<void> {
  if (!genericPath) {
    const item = (await firstValueFrom(casinoApi.casinoList())).find((i) => i.casinoType === 'teen20');
    if (!item) throw new Error('the casino list has no teen20');
    genericPath = `/play-casino-new/${item.eventId}/teen20`;
  }
  await app.navigate(genericPath);
  await app.until(() => expect(table(), 'the table').not.toBeNull(), 'the teen20 table');
}

/** Leaves the page and comes back (what a reload asks again in the browser). */
const visitAgain = (open: (app: App) => Promise<void>, waitMs = 0) => async (app: App) => {
  await app.navigate('/');
  if (waitMs > 0) await app.advance(waitMs);
  await open(app);
};

/** The round id the felt shows is the answer's. */
const showsRound = (_app: App, body: unknown) => {
  const mid = String((data(body) as { t1: { mid: unknown }[] }).t1[0]!.mid);
  expect(document.querySelector('[data-testid="round-id"] b')?.textContent, 'the round id').toBe(mid);
};

/** The result strip's first badge opened: its modal. */
async function openResult(app: App): Promise<void> {
  // Asked again after a 401 has logged the player out: no table, nothing to open (given up at once).
  const left = () => table() === null;
  await app.until(() => expect(buttonsNamed(table() ?? document, /^Result /).length).toBeGreaterThan(0), 'a result badge', { giveUpIf: left });
  act(() => void buttonsNamed(table()!, /^Result /)[0]!.click());
  // The modal's code loads with the first badge opened.
  await app.until(() => expect(dialog(), 'the result modal').not.toBeNull(), 'the result modal', { maxMs: 2_000, giveUpIf: left });
}
async function reopenResult(app: App): Promise<void> {
  const d = dialog();
  if (d) {
    act(() => void buttonsNamed(d, 'Close')[0]?.click());
    await app.settle();
  }
  await openResult(app);
}
/** The modal shows its round and, once looked up, cards (from the lookup or, when it fails, from the strip). */
const showsResultModal = () => {
  const d = dialog();
  expect(d, 'the result modal').not.toBeNull();
  expect(hasText(d!, /^Round Id:/), 'Round Id').toBe(true);
  expect(d!.querySelector('svg[data-card]'), 'a card').not.toBeNull();
};

const resultModalRow = (call: 'roundResult' | 'casinoCards', where: string): FaultRow => ({
  name: call,
  call,
  on401: 'expire',
  where,
  open: async (app) => {
    await openGameTable(app);
    await openResult(app);
  },
  again: reopenResult,
  shows: showsResultModal,
  notice: 'log',
});

const casinoSlip = () => labelled('Bet slip', '[role="group"][aria-label]');
const openOutcomes = () => [...(table()?.querySelectorAll<HTMLButtonElement>('button.cell:not([disabled])') ?? [])];
const secondsLeft = () => Number((document.querySelector('[data-testid="countdown"]')?.textContent ?? '0').replace(/\D/g, '') || '0');

/** The casino slip on an open outcome with a 100 chip, early in a round (room for a slow answer before the outcomes close). */
async function openCasinoSlip(app: App): Promise<void> {
  if (casinoSlip()) return;
  await app.until(() => {
    expect(secondsLeft(), 'seconds left in the round').toBeGreaterThanOrEqual(12);
    expect(openOutcomes().length, 'an open outcome').toBeGreaterThan(0);
  }, 'an open outcome early in a round', { stepMs: 250, maxMs: 60_000 });
  act(() => void openOutcomes()[0]!.click());
  await app.settle();
  const chip = buttonsNamed(casinoSlip() ?? document, 'Chip 100')[0];
  expect(chip, 'Chip 100').toBeTruthy();
  act(() => void chip!.click());
  await app.settle();
}

/** Confirms the casino slip (a closed round is confirmed again in a fresh one as the matrix asks again). */
async function confirmCasinoBet(app: App): Promise<void> {
  await openCasinoSlip(app);
  const place = buttonsNamed(casinoSlip() ?? document, 'Place Bet')[0];
  if (place) act(() => void place.click());
  await app.settle();
}

const schedule = () => labelled('Horse racing schedule');

interface HorseMarket {
  mid: string;
  mname: string;
  status?: string;
  section: { sid: string; nat: string; odds: { oname: string; odds: number | string }[] }[];
}

/** A race whose time button is live (and not blinking, under a few minutes to the off), opened from the schedule. */
async function openLiveRace(app: App): Promise<void> {
  await app.navigate('/horseracing');
  // Not one blinking (minutes to the off) when there is another: a race that goes off meanwhile suspends its prices.
  const live = () => schedule()?.querySelector<HTMLButtonElement>('button[data-live="on"]:not([data-blink="on"])') ?? schedule()?.querySelector<HTMLButtonElement>('button[data-live="on"]') ?? null;
  await app.until(() => expect(live(), 'a live race').not.toBeNull(), 'a live race in the schedule');
  act(() => void live()!.click());
  await app.settle();
  await app.until(() => {
    expect(app.router.pathname).toMatch(/^\/HorseMarket\//);
    expect(document.querySelector('[data-market]'), 'the race market').not.toBeNull();
  }, 'the race page');
}

/** The bet slip on an open runner's back price, stake typed in. */
const openHorseSlip = slipOn(() =>
  [...document.querySelectorAll<HTMLElement>('[data-market] [data-runner]')].filter((r) => !r.querySelector('[role="status"]')).flatMap((r) => buttonsNamed(r, /^Back .* at \d/)),
);
/** The slip past its bet delay and rate check: closed, sent (its request on its way or answered), or idle again. */
const slipIdle = () => {
  const slip = slipOf();
  return !slip || buttonsNamed(slip, /^(Place Bet|Waiting for prices\.\.\.)$/).length > 0;
};
/**
 * Confirms the horse slip. A race's prices move every second and the page sees them every 2 s: a price that moved during
 * the bet delay is refused by the slip itself ('Bet rate changed!', nothing sent) and the slip takes the new price, so the
 * player confirms again at it, as the row's drive only asks again once a request has been answered.
 */
async function confirmHorseBet(app: App): Promise<void> {
  const confirm = confirmBet(openHorseSlip);
  for (let tries = 1; ; tries += 1) {
    const sent = m.watch.sent.length;
    const said = app.toasts.length;
    await confirm(app);
    await app.until(() => expect(m.watch.sent.length > sent || slipIdle(), 'the horse bet sent, or refused by the slip').toBe(true), 'the horse slip past its rate check', {
      stepMs: 100,
      maxMs: 10_000,
    });
    const refusedHere = m.watch.sent.length === sent && app.toasts.slice(said).includes(RATE_CHANGED_MESSAGE);
    if (!refusedHere || tries >= 20) return;
  }
}

const CASINO_ROWS: FaultRow[] = [
  {
    name: 'casinoList',
    call: 'casinoList',
    on401: 'expire',
    where: '/casino lobby',
    open: async (app) => {
      await app.navigate('/casino');
      await app.until(() => expect(labelled('Casino games', 'ul[aria-label], [role="list"][aria-label]')?.querySelector('li'), 'a game').toBeTruthy(), 'the lobby');
    },
    // The list is asked for on opening (and every minute): a visit asks now, and paints the last good list at once.
    again: visitAgain(async (app) => {
      await app.navigate('/casino');
    }),
    shows: (_app, body) => {
      const playable = (data(body) as { name: string; comingSoon: boolean }[]).filter((i) => !i.comingSoon);
      const list = labelled('Casino games', 'ul[aria-label], [role="list"][aria-label]');
      expect(list, 'the game list').not.toBeNull();
      expect(hasText(list!, playable[0]!.name), `${playable[0]!.name} listed`).toBe(true);
    },
    notice: 'log',
  },
  {
    name: 'casinoGames',
    call: 'casinoGames',
    on401: 'expire',
    where: 'a game-list table (routing)',
    open: openGameTable,
    // The game list is kept a minute (the spec's game data cache): a visit after that asks again.
    again: visitAgain(async (app) => {
      await app.navigate(gamePath!);
    }, GAME_DATA_CACHE_MS),
    shows: (_app, body) => {
      expect((data(body) as { name: string }[]).map((g) => g.name)).toContain('DRAGON TIGER');
      expect(table(), 'the table').not.toBeNull();
    },
    // Without the game list the page cannot tell which table it is: its background shows while it asks again.
    whileFailing: () => expect(document.querySelector('[data-testid="casino-background"]'), 'the casino background').not.toBeNull(),
    notice: 'log',
  },
  { name: 'casinoRound', call: 'casinoRound', on401: 'expire', where: 'Dragon Tiger table, round data', open: openGameTable, periodMs: CASINO_DATA_POLL_MS, shows: showsRound, notice: 'log' },
  {
    name: 'casinoResults',
    call: 'casinoResults',
    on401: 'expire',
    where: 'Dragon Tiger table, Recent Result',
    open: openGameTable,
    periodMs: CASINO_RESULT_POLL_MS,
    shows: (_app, body) => {
      const first = (data(body) as { data: { mid: unknown }[] }).data[0];
      if (!first) expect(hasText(table()!, 'No results yet')).toBe(true);
      else expectButton(table()!, new RegExp(`^Result .*, round ${String(first.mid)}$`), 'the latest result');
    },
    notice: 'log',
  },
  { name: 'genericCasinoData', call: 'genericCasinoData', on401: 'expire', where: '/play-casino-new teen20', open: openGenericTable, periodMs: GENERIC_CASINO_DATA_POLL_MS, shows: showsRound, notice: 'log' },
  resultModalRow('roundResult', 'Dragon Tiger, result modal'),
  resultModalRow('casinoCards', 'Dragon Tiger, result modal cards'),
  {
    name: 'placeBet (casino)',
    call: 'placeBet',
    on401: 'expire',
    where: 'Dragon Tiger, bet slip',
    open: async (app) => {
      await openGameTable(app);
      await openCasinoSlip(app);
    },
    again: confirmCasinoBet,
    // A bet that went through cleared the slip.
    shows: () => expect(casinoSlip(), 'the slip cleared: placed').toBeNull(),
    // A lost answer is resolved from the table's bets: not placed (the fault stopped it), the slip kept with its stake.
    whileFailing: () => expect(casinoSlip()?.querySelector<HTMLInputElement>('input[aria-label="Stake"]')?.value, 'the stake kept').toBe('100'),
    notice: /^Your bet was not placed\. You can confirm it again\.$/,
    notices: { slow: /^Bet placed/ },
    afterFault: async (app) => expectOneBetPerConfirmation(app.world),
    beforeRecovery: openCasinoSlip,
    afterRecovery: async (app) => {
      expectOneBetPerConfirmation(app.world);
      await openCasinoSlip(app);
    },
  },
];

const HORSE_ROWS: FaultRow[] = [
  {
    name: 'horseSchedule',
    call: 'horseSchedule',
    on401: 'expire',
    where: '/horseracing schedule',
    open: async (app) => {
      await app.navigate('/horseracing');
      await app.until(() => expect(schedule()?.querySelector('button'), 'a race').toBeTruthy(), 'the schedule');
    },
    // Polled every minute: a visit asks now.
    again: visitAgain(async (app) => app.navigate('/horseracing')),
    shows: (_app, body) => {
      const meetings = (data(body) as { t1: { children: { ename: string; children: { gOdds: { status: string } }[] }[] }[] }).t1
        .flatMap((c) => c.children)
        .filter((e) => e.children.some((r) => r.gOdds.status !== 'CLOSED'));
      expect(meetings.length).toBeGreaterThan(0);
      expect(labelled(`${meetings[0]!.ename} races`, '[role="group"][aria-label]', schedule()!), `${meetings[0]!.ename} races`).not.toBeNull();
    },
    whileFailing: () => expect(hasText(document.body, 'The race schedule could not be loaded. It will be tried again shortly.')).toBe(true),
    notice: 'log',
  },
  {
    name: 'horseOdds',
    call: 'horseOdds',
    on401: 'expire',
    where: 'a race page',
    open: openLiveRace,
    periodMs: HORSE_ODDS_POLL_MS,
    shows: (_app, body) => {
      const mk = (data(body) as { data: HorseMarket[] }).data[0]!;
      const block = document.querySelector(`[data-market="${mk.mid}"]`);
      expect(block, 'the race market').not.toBeNull();
      const status = (mk.status ?? 'OPEN').toUpperCase();
      if (status !== 'OPEN') {
        expect(labelled(`${mk.mname} ${status}`, '[role="status"]', block!), `${mk.mname} ${status}`).not.toBeNull();
        return;
      }
      let checked = 0;
      for (const r of mk.section) {
        const back1 = r.odds.find((o) => o.oname === 'back1' && Number(o.odds) > 0);
        if (!back1) continue;
        expectButton(block!, `Back ${r.nat} at ${Number(back1.odds)}`, 'horse odds');
        checked += 1;
      }
      if (checked === 0) expect(block!.querySelector('[role="status"]')).not.toBeNull();
    },
    notice: 'log',
  },
  betRow({
    name: 'placeBet (horse)',
    where: 'a race page, bet slip',
    open: openLiveRace,
    openSlip: openHorseSlip,
    confirm: confirmHorseBet,
  }),
];

describe('fault matrix: casino', () => {
  for (const row of CASINO_ROWS) {
    it(`${row.name} (${row.where}) survives every fault`, { timeout: 180_000 }, async () => {
      expect(await runRow(m, row)).toEqual(FAULTS);
    });
  }
});

describe('fault matrix: horse racing', () => {
  for (const row of HORSE_ROWS) {
    it(`${row.name} (${row.where}) survives every fault`, { timeout: 180_000 }, async () => {
      expect(await runRow(m, row)).toEqual(FAULTS);
    });
  }
});
