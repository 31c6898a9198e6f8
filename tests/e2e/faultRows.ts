// The fault matrix's rows: one line per call of the contract, naming the page that makes it and how the screen shows its answer.
import { expect, type Page } from '@playwright/test';
import type { CallName } from '../../src/mocks/knobs';
import { BOOKMAKER_POLL_MS, FANCY_POLL_MS, HEADER_POLL_MS, MATCH_LIST_POLL_MS, ODDS_POLL_MS } from '../../src/domain/constants';
import { fullmarketUrl, inPlayCricketMatch, money } from './helpers';

/** What the specifications say a player is told when the call fails: a toast matching this, or only a log line. */
export type FailureNotice = RegExp | 'log';

export interface FaultRow {
  call: CallName;
  /** Where the call is made, for the printed table. */
  where: string;
  /** Goes to the page that makes the call (the player is logged in already). */
  open: (page: Page) => Promise<void>;
  /** The poll's period; absent for a call made once per player action. */
  periodMs?: number;
  /** A call made once per action: makes it again (a poll is left to its own period). */
  again?: (page: Page) => Promise<void>;
  /** Asserts that the screen shows this (good) answer's body. */
  shows: (page: Page, body: unknown) => Promise<void>;
  notice: FailureNotice;
}

type Body = Record<string, unknown>;
const data = (body: unknown) => (body as { data: unknown }).data;

interface Ladder {
  marketId: string;
  status: string;
  runners: { runnerName: string; status: string; ex: { availableToBack: { price: number }[] } }[];
}

/** The market page of an in-play cricket match (odds, bookmaker and fancy all polled). */
async function openMarket(page: Page): Promise<void> {
  await page.goto(fullmarketUrl(await inPlayCricketMatch(page)));
  await expect(page.getByRole('region', { name: 'Fancy', exact: true })).toBeVisible();
}

/** Every open runner's best back price, as the answer has it, is the price its cell shows. */
async function showsBestBacks(page: Page, markets: Ladder[], scope: string): Promise<void> {
  let checked = 0;
  for (const m of markets) {
    const block = page.locator(`[data-market="${m.marketId}"]`);
    if (m.status !== 'OPEN' || (await block.count()) === 0) continue;
    for (const r of m.runners) {
      const price = r.ex.availableToBack[0]?.price;
      if (r.status !== 'ACTIVE' || !price) continue;
      await expect(block.getByRole('button', { name: `Back ${r.runnerName} at ${price}`, exact: true }), scope).toBeVisible({ timeout: 1 });
      checked += 1;
    }
  }
  // A market suspended for a wicket or a goal has no price to compare: its cover must say so.
  if (checked === 0) await expect(page.locator('[data-market] [role="status"]').first(), `${scope}: no open price and no status cover`).toBeVisible({ timeout: 1 });
}

interface BookmakerAnswer {
  marketId: string;
  status: string;
  runners: { runnerName: string; status: string; backPrice: number }[];
}

interface FancyAnswer {
  RunnerName: string;
  gtype: string;
  GameStatus: string;
  BackPrice1: number | string;
}

async function toolbarFigure(page: Page, testId: string): Promise<number> {
  return money(page.getByTestId(testId));
}

const nearly = (a: number, b: number) => Math.abs(a - b) < 0.006;

/** The header's refresh button: an immediate round of its three polls (they share the 20 s period). */
async function refreshHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Refresh balance' }).click();
}

/** Opens the page by URL and waits for its first table to have rows. */
const accountPage = (path: string) => async (page: Page) => {
  await page.goto(path);
  await expect(page.getByRole('table').first()).toBeVisible();
};

/** A page-size change asks the server again. */
async function changePageSize(page: Page): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Entries per page' });
  await select.selectOption((await select.inputValue()) === '10' ? '25' : '10');
}

/** The table lists the answer's first row (by a cell text every table of this kind shows). */
const showsFirstRow = (cellOf: (row: Body) => string) => async (page: Page, body: unknown) => {
  const rows = ((data(body) as { pageItems: Body[] }).pageItems ?? []) as Body[];
  if (rows.length === 0) {
    await expect(page.getByText('No Data Found!').first()).toBeVisible({ timeout: 1 });
    return;
  }
  await expect(page.getByRole('table').first().getByText(cellOf(rows[0]!), { exact: true }).first()).toBeVisible({ timeout: 1 });
};

/** An account table keeps its rows and says under them why they could not be refreshed (login activity also toasts it, as the spec says). */
const ACCOUNT_TABLE_FAILURE = /^(Something went wrong\. Please try again\.|The server sent an unexpected answer\.|Network error\. Check your connection\.)$/;

/**
 * One line per call. A new call (casino, horse racing) joins with one more line: its name as the
 * fault knob knows it, the page that makes it, its poll period (or how to make it again), how the
 * screen shows a good answer and what the player is told when it fails.
 */
export const FAULT_ROWS: FaultRow[] = [
  {
    call: 'marketOdds',
    where: 'market page, Match Odds',
    open: openMarket,
    periodMs: ODDS_POLL_MS,
    shows: (page, body) => showsBestBacks(page, data(body) as Ladder[], 'odds'),
    notice: /^Market odds could not be updated\./,
  },
  {
    call: 'bookmakerOdds',
    where: 'market page, Bookmaker',
    open: openMarket,
    periodMs: BOOKMAKER_POLL_MS,
    shows: async (page, body) => {
      const markets = (data(body) as BookmakerAnswer[]).map((m) => ({
        marketId: m.marketId,
        status: m.status,
        runners: m.runners.map((r) => ({ runnerName: r.runnerName, status: r.status, ex: { availableToBack: [{ price: r.backPrice }] } })),
      }));
      await showsBestBacks(page, markets, 'bookmaker');
    },
    notice: 'log',
  },
  {
    call: 'fancy',
    where: 'market page, Fancy',
    open: openMarket,
    periodMs: FANCY_POLL_MS,
    shows: async (page, body) => {
      const block = page.getByRole('region', { name: 'Fancy', exact: true });
      // The rows the client lists (sessions, not hidden by name) that are open now carry their Yes line.
      const open = (data(body) as FancyAnswer[]).filter(
        (r) => r.gtype === 'session' && r.GameStatus === '' && (!/\d\.\d/.test(r.RunnerName) || r.RunnerName.includes('0.1')) && !/no boundaries/i.test(r.RunnerName),
      );
      for (const r of open) {
        await expect(block.getByRole('button', { name: `Yes ${r.RunnerName} at ${Number(r.BackPrice1)}`, exact: true }), 'fancy').toBeVisible({ timeout: 1 });
      }
      await expect(block.getByText(/^(0\.1|\d+) Over Runs|Wkt|Runs/).first()).toBeVisible({ timeout: 1 });
    },
    notice: /^Fancy could not be updated\./,
  },
  {
    call: 'exposure',
    where: 'header (home)',
    open: async (page) => void (await page.goto('/')),
    periodMs: HEADER_POLL_MS,
    again: refreshHeader,
    shows: async (page, body) => expect(nearly(await toolbarFigure(page, 'exposure'), Math.abs((body as { exposure: number }).exposure))).toBe(true),
    notice: 'log',
  },
  {
    call: 'userDetails',
    where: 'header (home)',
    open: async (page) => void (await page.goto('/')),
    periodMs: HEADER_POLL_MS,
    again: refreshHeader,
    shows: async (page, body) => {
      const opening = (body as { user: { openingBalance: number } }).user.openingBalance;
      const exposure = await toolbarFigure(page, 'exposure');
      expect(nearly(await toolbarFigure(page, 'balance'), opening - Math.abs(exposure))).toBe(true);
    },
    notice: 'log',
  },
  {
    call: 'liveTrades',
    where: 'header, Exposure Detail',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Exposure detail' }).click();
    },
    periodMs: HEADER_POLL_MS,
    again: async (page) => {
      await page.keyboard.press('Escape');
      await refreshHeader(page);
      await page.getByRole('button', { name: 'Exposure detail' }).click();
    },
    shows: async (page, body) => {
      const trades = data(body) as { event: string }[];
      const dialog = page.getByRole('dialog');
      if (trades.length === 0) await expect(dialog.getByText('No real time records found')).toBeVisible({ timeout: 1 });
      else for (const t of trades) await expect(dialog.getByRole('link', { name: t.event }).first()).toBeVisible({ timeout: 1 });
    },
    notice: 'log',
  },
  {
    call: 'matchesBySport',
    where: '/cricket list',
    open: async (page) => void (await page.goto('/cricket')),
    periodMs: MATCH_LIST_POLL_MS,
    shows: async (page, body) => {
      const listed = (data(body) as { eventName: string; declared: boolean; marketName: string }[]).filter(
        (m) => !m.declared && m.marketName !== '' && !/winner/i.test(m.marketName),
      );
      expect(listed.length).toBeGreaterThan(0);
      await expect(page.getByText(listed[0]!.eventName, { exact: true }).first()).toBeAttached({ timeout: 1 });
    },
    notice: 'log',
  },
  {
    call: 'statement',
    where: '/accountstatement',
    open: accountPage('/accountstatement'),
    again: changePageSize,
    shows: showsFirstRow((r) => String(r.remark || '-')),
    notice: ACCOUNT_TABLE_FAILURE,
  },
  {
    call: 'betHistory',
    where: '/betshistory',
    open: accountPage('/betshistory'),
    again: changePageSize,
    shows: showsFirstRow((r) => String(r.selection)),
    notice: ACCOUNT_TABLE_FAILURE,
  },
  {
    call: 'passwordHistory',
    where: '/passwordhistory',
    open: accountPage('/passwordhistory'),
    again: changePageSize,
    shows: showsFirstRow((r) => String(r.updatedBy)),
    notice: ACCOUNT_TABLE_FAILURE,
  },
  {
    call: 'loginActivity',
    where: '/loginactivity',
    open: accountPage('/loginactivity'),
    again: changePageSize,
    shows: showsFirstRow((r) => String(r.deviceIp || '-')),
    notice: ACCOUNT_TABLE_FAILURE,
  },
];
