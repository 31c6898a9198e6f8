// The fault matrix, market page rows: Match Odds, Bookmaker and Fancy polls, the domain's limits and an exchange bet, each through
// 5xx, an HTML page, malformed JSON, slower than its period, offline then back, and 401 (tests/features/faults/matrix.tsx).
import { describe, expect, it } from 'vitest';
import { BOOKMAKER_POLL_MS, DEFAULT_LIMITS, FANCY_POLL_MS, ODDS_POLL_MS } from '../../../src/domain/constants';
import { betRow } from './bets';
import { FAULTS, faultMatrix, runRow, type App, type FaultRow } from './matrix';
import { buttonsNamed, expectButton, fullmarketUrlOf, hasText, inPlayCricketMatch, labelled, upcomingCricketMatch } from './screen';

const m = faultMatrix({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });

const data = (body: unknown) => (body as { data: unknown }).data;

interface Ladder {
  marketId: string;
  status: string;
  runners: { runnerName: string; status: string; ex: { availableToBack: { price: number }[] } }[];
}

/** Every open runner's best back price, as the answer has it, is the price its cell shows (a suspended market: its cover). */
function showsBestBacks(markets: Ladder[], scope: string): void {
  let checked = 0;
  for (const mk of markets) {
    const block = document.querySelector(`[data-market="${mk.marketId}"]`);
    if (mk.status !== 'OPEN' || !block) continue;
    for (const r of mk.runners) {
      const price = r.ex.availableToBack[0]?.price;
      if (r.status !== 'ACTIVE' || !price) continue;
      expectButton(block, `Back ${r.runnerName} at ${price}`, scope);
      checked += 1;
    }
  }
  if (checked === 0) expect(document.querySelector('[data-market] [role="status"]'), `${scope}: no open price and no status cover`).not.toBeNull();
}

const region = (name: string) => labelled(name, 'section[aria-label], [role="region"][aria-label]');

/** The market page of an in-play cricket match (odds, bookmaker and fancy all polled), once its Fancy shows. */
let inPlayUrl: string | null = null;
async function openMarket(app: App): Promise<void> {
  inPlayUrl ??= fullmarketUrlOf(await inPlayCricketMatch());
  await app.navigate(inPlayUrl);
  await app.until(() => expect(region('Fancy'), 'the Fancy block').not.toBeNull(), 'the market page');
}

/** The market page of a cricket match before its start (the bet row). */
let upcomingUrl: string | null = null;
async function openUpcomingMarket(app: App): Promise<void> {
  upcomingUrl ??= fullmarketUrlOf(await upcomingCricketMatch());
  await app.navigate(upcomingUrl);
  await app.until(() => expect(openBackCells().length).toBeGreaterThan(0), 'an open Match Odds price');
}

/** Back prices of Match Odds rows that are open now (no cover over the market or the row). */
function openBackCells(): HTMLElement[] {
  const odds = region('Match Odds');
  if (!odds || odds.querySelector('[data-scope="market"]')) return [];
  return [...odds.querySelectorAll<HTMLElement>('[data-runner]')].filter((r) => !r.querySelector('[role="status"]')).flatMap((r) => buttonsNamed(r, /^Back .* at \d/));
}

const ROWS: FaultRow[] = [
  {
    name: 'marketOdds',
    call: 'marketOdds',
    on401: 'expire',
    where: 'market page, Match Odds',
    open: openMarket,
    periodMs: ODDS_POLL_MS,
    shows: (_app, body) => showsBestBacks(data(body) as Ladder[], 'odds'),
    notice: /^Market odds could not be updated\./,
  },
  {
    name: 'bookmakerOdds',
    call: 'bookmakerOdds',
    on401: 'expire',
    where: 'market page, Bookmaker',
    open: openMarket,
    periodMs: BOOKMAKER_POLL_MS,
    shows: (_app, body) => {
      const markets = (data(body) as { marketId: string; status: string; runners: { runnerName: string; status: string; backPrice: number }[] }[]).map((mk) => ({
        marketId: mk.marketId,
        status: mk.status,
        runners: mk.runners.map((r) => ({ runnerName: r.runnerName, status: r.status, ex: { availableToBack: [{ price: r.backPrice }] } })),
      }));
      showsBestBacks(markets, 'bookmaker');
    },
    notice: 'log',
  },
  {
    name: 'fancy',
    call: 'fancy',
    on401: 'expire',
    where: 'market page, Fancy',
    open: openMarket,
    periodMs: FANCY_POLL_MS,
    shows: (_app, body) => {
      const block = region('Fancy');
      expect(block, 'the Fancy block').not.toBeNull();
      // The rows the client lists (sessions, not hidden by name) that are open now carry their Yes line.
      const open = (data(body) as { RunnerName: string; gtype: string; GameStatus: string; BackPrice1: number | string }[]).filter(
        (r) => r.gtype === 'session' && r.GameStatus === '' && (!/\d\.\d/.test(r.RunnerName) || r.RunnerName.includes('0.1')) && !/no boundaries/i.test(r.RunnerName),
      );
      for (const r of open) expectButton(block!, `Yes ${r.RunnerName} at ${Number(r.BackPrice1)}`, 'fancy');
      expect(hasText(block!, /^(0\.1|\d+) Over Runs|Wkt|Runs/), 'a fancy row').toBe(true);
    },
    notice: /^Fancy could not be updated\./,
  },
  {
    name: 'limits',
    call: 'limits',
    on401: 'expire',
    where: 'market page, Min/Max',
    open: openMarket,
    // Loaded once per visit of a market page: the player leaves for home and comes back.
    again: async (app) => {
      const path = `${window.location.pathname}`;
      const back = app.router.pathname;
      await app.navigate('/');
      await app.navigate(back || path);
    },
    shows: (_app, body) => {
      const l = data(body) as { oddsMin: number; oddsMax: number };
      expect(hasText(document.body, new RegExp(`Min/Max: ${l.oddsMin} - ${l.oddsMax}`)), `Min/Max: ${l.oddsMin} - ${l.oddsMax}`).toBe(true);
    },
    // The spec's defaults apply while the domain's limits cannot be loaded.
    whileFailing: () => expect(hasText(document.body, new RegExp(`Min/Max: ${DEFAULT_LIMITS.oddsMin} - ${DEFAULT_LIMITS.oddsMax}`)), 'the default Min/Max').toBe(true),
    notice: 'log',
  },
  betRow({
    name: 'placeBet (exchange)',
    where: 'market page, Match Odds bet slip',
    open: openUpcomingMarket,
    openSlip: (app) => slipOnOdds(app),
  }),
];

import { slipOn } from './bets';
const slipOnOdds = slipOn(openBackCells);

describe('fault matrix: market page', () => {
  for (const row of ROWS) {
    it(`${row.name} (${row.where}) survives every fault`, { timeout: 180_000 }, async () => {
      expect(await runRow(m, row)).toEqual(FAULTS);
    });
  }
});
