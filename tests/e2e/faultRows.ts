// The fault matrix's rows: one line per call of the contract, naming the page that makes it and how the screen shows its answer.
import { expect, type Page } from '@playwright/test';
import type { CallName } from '../../src/mocks/knobs';
import { BOOKMAKER_POLL_MS, FANCY_POLL_MS, HEADER_POLL_MS, MATCH_LIST_POLL_MS, ODDS_POLL_MS } from '../../src/domain/constants';
import { DEFAULT_LIMITS } from '../../src/domain/constants';
import { betRow, slipOn } from './faultBets';
import { CASINO_HORSE_ROWS } from './faultRowsCasinoHorse';
import { RAHUL, fullmarketUrl, inPlayCricketMatch, logOut, money, navigateInApp, openCells, upcomingCricketMatch } from './helpers';

/** What the specifications say a player is told when the call fails: a toast (or alert) matching this, or only a log line. */
export type FailureNotice = RegExp | 'log';

export type FaultName = '500' | 'html' | 'malformed' | 'slow' | 'offline' | '401';

export interface FaultRow {
  /** The row's name in the printed table: the call, and the flow when one call has several (placeBet). */
  name: string;
  call: CallName;
  /** Where the call is made, for the printed table. */
  where: string;
  /** Rows of one group run in one test (several at a time, each in its own browser context). */
  group: string;
  /** Goes to the page that makes the call (the player is logged in already, unless `loggedOut`). */
  open: (page: Page) => Promise<void>;
  /** The poll's period; absent for a call made once per player action or page load. */
  periodMs?: number;
  /** Makes the call again (a poll is left to its own period, a long one is also asked by this). */
  again?: (page: Page) => Promise<void>;
  /** `again` loads the page anew: the toasts of the page left behind are kept. */
  reloads?: boolean;
  /** Asserts that the screen shows this (good) answer's body. */
  shows: (page: Page, body: unknown) => Promise<void>;
  /**
   * What the screen shows while the call fails, for a call made once per page load or action (the
   * last good answer cannot outlive a reload, or the flow has no answer to keep): the fallback.
   */
  whileFailing?: (page: Page) => Promise<void>;
  notice: FailureNotice;
  /** A different notice for some faults (a lost bet answer is resolved, a refused one is shown). */
  notices?: Partial<Record<FaultName, FailureNotice>>;
  /** What a 401 does: 'expire' ends the session (the default); 'refused' is a refused login; 'fails' is a plain failure (a call that carries no session). */
  on401: 'expire' | 'refused' | 'fails';
  /** The row is about a visitor: it starts logged out. */
  loggedOut?: boolean;
  /** Extra checks once the fault has shown (e.g. at most one bet per confirmation). */
  afterFault?: (page: Page, fault: FaultName) => Promise<void>;
  /** Brings the screen back to where the call is made again (e.g. the slip for the next confirmation). */
  beforeRecovery?: (page: Page, fault: FaultName) => Promise<void>;
  /** Extra checks after the call answered well again, and the reset for the next cell. */
  afterRecovery?: (page: Page) => Promise<void>;
}

/**
 * The notice a fault should show. A slow answer is no failure; offline, a poll waits for the
 * network instead of failing (the header's connection state says so).
 */
export function noticeFor(row: FaultRow, fault: FaultName): FailureNotice {
  const own = row.notices?.[fault];
  if (own !== undefined) return own;
  if (fault === 'slow') return 'log';
  if (fault === 'offline' && row.periodMs !== undefined && !row.reloads) return 'log';
  if (fault === '401' && row.on401 === 'fails') return row.notice;
  return row.notice;
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
  await navigateInApp(page, fullmarketUrl(await inPlayCricketMatch(page)));
  // The page's first answers, fancy last: more than expect's 5 s on a loaded machine.
  await expect(page.getByRole('region', { name: 'Fancy', exact: true })).toBeVisible({ timeout: 30_000 });
}

/** The market page of a cricket match before its start (the bet row: no ball-by-ball suspensions in the way). */
async function openUpcomingMarket(page: Page): Promise<void> {
  await navigateInApp(page, fullmarketUrl(await upcomingCricketMatch(page)));
  await expect(openCells(page.getByRole('region', { name: 'Match Odds' }), /^Back .* at \d/).first()).toBeVisible({ timeout: 60_000 });
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


/** The side panel's sports menu. */
const sportsMenu = (page: Page) => page.getByRole('navigation', { name: 'Sports' }).or(page.locator('[aria-label="Sports"]')).first();
const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' }).first();

/** Loads the page anew (a call made once per page load is made again). */
async function reloadHome(page: Page): Promise<void> {
  await page.reload();
}
/** A call the home page makes once per load: opened at /, made again by reloading. */
const onHomeOncePerLoad = {
  open: async (page: Page) => void (await page.goto('/')),
  again: reloadHome,
  reloads: true,
} as const;
async function reloadMarket(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('region', { name: 'Fancy', exact: true })).toBeVisible();
}

/** Types the player's name and password into the header's form and presses Login. */
async function submitLogin(page: Page): Promise<void> {
  const form = loginForm(page);
  // Typing right as a (re)loaded page mounts its form can be lost; a player would see the empty field and type again.
  for (let attempt = 0; attempt < 3; attempt++) {
    await form.getByPlaceholder('Username').fill(RAHUL.userName);
    await form.getByPlaceholder('Password').fill(RAHUL.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForTimeout(300);
    if ((await form.getByText('Please enter username.').count()) === 0) return;
  }
}

/** Back to a visitor, if logged in (a logout loads the page again). */
async function logOutIfIn(page: Page): Promise<void> {
  if ((await page.getByTestId('balance').count()) > 0) await logOut(page);
}

/** The statement's first bet record, opened (GET /bet/{betId}). */
async function openBetRecord(page: Page): Promise<void> {
  await page.getByRole('table').first().locator('td button').first().click({ timeout: 5_000 });
  await expect(page.getByRole('dialog')).toBeVisible();
}

const LOGIN_OK = /^Login successfull?!$/;

const TEMP_PASSWORD = 'Rahul@12345';
/** The change-password form filled to a new password, submitted. */
async function changePassword(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill(RAHUL.password);
  await dialog.getByLabel('New Password').fill(TEMP_PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(TEMP_PASSWORD);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}
/** Puts the player's password back (through the API, with the page's session), so the next cell and a login again work. */
async function restorePassword(page: Page): Promise<void> {
  const status = await page.evaluate(
    async ([from, to]) => {
      const auth = JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken?: string };
      const token = auth.accessToken ?? '';
      const res = await fetch('/auth/update-password', {
        method: 'POST',
        headers: { ...(window as unknown as { simulatedExchange: { headersFor: (t: string | null) => Record<string, string> } }).simulatedExchange.headersFor(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentPassword: from, newPassword: to, confirmPassword: to }),
      });
      return res.status;
    },
    [TEMP_PASSWORD, RAHUL.password] as const,
  );
  expect(status, 'the password changed back').toBe(200);
}
/** A failed password change: the server's words, or the client's clear text for a fault. */
const PASSWORD_FAILURE = /^(Something went wrong\. Please try again\.|The server sent an unexpected answer\.|Network error\. Check your connection\.)$/;


const openSlip = slipOn((page) => openCells(page.getByRole('region', { name: 'Match Odds' }), /^Back .* at \d/));


/**
 * One line per call. A new call (casino, horse racing) joins with one more line: its name as the
 * fault knob knows it, the page that makes it, its poll period (or how to make it again), how the
 * screen shows a good answer and what the player is told when it fails.
 */
const EXCHANGE_ROWS: FaultRow[] = [
  {
    name: 'marketOdds',
    call: 'marketOdds',
    group: 'market page',
    on401: 'expire',
    where: 'market page, Match Odds',
    open: openMarket,
    periodMs: ODDS_POLL_MS,
    shows: (page, body) => showsBestBacks(page, data(body) as Ladder[], 'odds'),
    notice: /^Market odds could not be updated\./,
  },
  {
    name: 'bookmakerOdds',
    call: 'bookmakerOdds',
    group: 'market page',
    on401: 'expire',
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
    name: 'fancy',
    call: 'fancy',
    group: 'market page',
    on401: 'expire',
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
    name: 'exposure',
    call: 'exposure',
    group: 'header and sports',
    on401: 'expire',
    where: 'header (home)',
    open: async (page) => void (await page.goto('/')),
    periodMs: HEADER_POLL_MS,
    again: refreshHeader,
    shows: async (page, body) => expect(nearly(await toolbarFigure(page, 'exposure'), Math.abs((body as { exposure: number }).exposure))).toBe(true),
    notice: 'log',
  },
  {
    name: 'userDetails',
    call: 'userDetails',
    group: 'header and sports',
    on401: 'expire',
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
    name: 'liveTrades',
    call: 'liveTrades',
    group: 'header and sports',
    on401: 'expire',
    where: 'header, Exposure Detail',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Exposure detail' }).click();
    },
    periodMs: HEADER_POLL_MS,
    again: async (page) => {
      await page.keyboard.press('Escape');
      await refreshHeader(page);
      // A refresh answered 401 logs the player out before the dialog can open again: give up quickly (this click once waited for ever).
      await page.getByRole('button', { name: 'Exposure detail' }).click({ timeout: 3_000 });
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
    name: 'matchesBySport',
    call: 'matchesBySport',
    group: 'header and sports',
    on401: 'expire',
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
    name: 'statement',
    call: 'statement',
    group: 'account',
    on401: 'expire',
    where: '/accountstatement',
    open: accountPage('/accountstatement'),
    again: changePageSize,
    shows: showsFirstRow((r) => String(r.remark || '-')),
    notice: ACCOUNT_TABLE_FAILURE,
  },
  {
    name: 'betHistory',
    call: 'betHistory',
    group: 'account',
    on401: 'expire',
    where: '/betshistory',
    open: accountPage('/betshistory'),
    again: changePageSize,
    shows: showsFirstRow((r) => String(r.selection)),
    notice: ACCOUNT_TABLE_FAILURE,
  },
  {
    name: 'passwordHistory',
    call: 'passwordHistory',
    group: 'account',
    on401: 'expire',
    where: '/passwordhistory',
    open: accountPage('/passwordhistory'),
    again: changePageSize,
    shows: showsFirstRow((r) => String(r.updatedBy)),
    notice: ACCOUNT_TABLE_FAILURE,
  },
  {
    name: 'loginActivity',
    call: 'loginActivity',
    group: 'account',
    on401: 'expire',
    where: '/loginactivity',
    open: accountPage('/loginactivity'),
    again: changePageSize,
    shows: showsFirstRow((r) => String(r.deviceIp || '-')),
    notice: ACCOUNT_TABLE_FAILURE,
  },
  {
    name: 'profitLoss',
    call: 'profitLoss',
    group: 'account',
    on401: 'expire',
    where: '/profitloss',
    open: accountPage('/profitloss'),
    again: changePageSize,
    shows: showsFirstRow((r) => String(r.sportsName)),
    notice: ACCOUNT_TABLE_FAILURE,
  },
  {
    name: 'bet',
    call: 'bet',
    group: 'account',
    on401: 'expire',
    where: '/accountstatement, a bet record',
    open: async (page) => {
      await accountPage('/accountstatement')(page);
      // Today's statement may hold no bet yet: the last 90 days do.
      await page.getByLabel('Data Source').selectOption('OLD DATA');
      await openBetRecord(page);
    },
    again: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: /close/i }).first().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await openBetRecord(page);
    },
    shows: async (page, body) => {
      const bet = data(body) as { selection: string };
      await expect(page.getByRole('dialog').getByText(bet.selection, { exact: true }).first()).toBeVisible({ timeout: 1 });
    },
    whileFailing: async (page) => expect(page.getByRole('dialog')).toBeVisible({ timeout: 1 }),
    notice: 'log',
  },
  {
    name: 'updatePassword',
    call: 'updatePassword',
    group: 'account',
    on401: 'expire',
    where: '/profile, Change Password',
    open: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Change Password' }).first().click();
    },
    again: changePassword,
    // The modal closes on success; the player's password is changed back (through the API) for the next cell.
    shows: async (page) => expect(page.getByRole('dialog', { name: 'Change Password' })).toHaveCount(0, { timeout: 1 }),
    whileFailing: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await expect(dialog.getByLabel('New Password')).toHaveValue(TEMP_PASSWORD, { timeout: 1 });
    },
    notice: PASSWORD_FAILURE,
    notices: { slow: /^Password Updated Successfully!$/ },
    afterFault: async (page, fault) => {
      if (fault === 'slow') await restorePassword(page);
    },
    beforeRecovery: async (page) => {
      if ((await page.getByRole('dialog', { name: 'Change Password' }).count()) === 0) await page.getByRole('button', { name: 'Change Password' }).first().click();
    },
    afterRecovery: async (page) => {
      await restorePassword(page);
      await page.getByRole('button', { name: 'Change Password' }).first().click();
    },
  },
  {
    name: 'matchBets',
    call: 'matchBets',
    group: 'header and sports',
    on401: 'expire',
    where: 'Open Bets panel',
    open: async (page) => {
      await page.goto('/');
      const select = page.getByRole('combobox', { name: 'Market' });
      await expect(select.locator('option').nth(1)).toBeAttached();
      await select.selectOption({ index: 1 });
    },
    periodMs: HEADER_POLL_MS,
    again: refreshHeader,
    shows: async (page, body) => {
      // The panel lists the bets of the market picked (match and market type) out of the match's bets.
      const markettype = (await page.getByRole('combobox', { name: 'Market' }).inputValue()).split('|')[1] ?? '';
      const bets = (data(body) as { selection: string; type: string; markettype: string }[]).filter((b) => b.markettype.toLowerCase() === markettype.toLowerCase());
      expect(bets.length).toBeGreaterThan(0);
      const panel = page.locator('[aria-labelledby="open-bets-title"]');
      await expect(panel.getByLabel(`${bets[0]!.type} ${bets[0]!.selection}`).first()).toBeVisible({ timeout: 1 });
    },
    notice: 'log',
  },
  {
    name: 'limits',
    call: 'limits',
    group: 'market page',
    on401: 'expire',
    where: 'market page, Min/Max',
    open: openMarket,
    again: reloadMarket,
    reloads: true,
    shows: async (page, body) => {
      const l = data(body) as { oddsMin: number; oddsMax: number };
      await expect(page.getByText(`Min/Max: ${l.oddsMin} - ${l.oddsMax}`).first()).toBeVisible({ timeout: 1 });
    },
    // The spec's defaults apply while the domain's limits cannot be loaded.
    whileFailing: async (page) => expect(page.getByText(`Min/Max: ${DEFAULT_LIMITS.oddsMin} - ${DEFAULT_LIMITS.oddsMax}`).first()).toBeVisible({ timeout: 1 }),
    notice: 'log',
  },
  {
    name: 'domainByHost',
    call: 'domainByHost',
    group: 'shell',
    on401: 'expire',
    where: 'every page (branding)',
    ...onHomeOncePerLoad,
    shows: async (page, body) => {
      expect(await page.title()).toContain((data(body) as { title: string }).title);
      await expect(page.getByTestId('balance').or(page.getByRole('form', { name: 'Login' })).first()).toBeVisible({ timeout: 1 });
    },
    // Without its configuration the shell waits (asking again with back-off) under the loading screen.
    whileFailing: async (page) => expect(page.getByText('Loading...').first()).toBeVisible({ timeout: 1 }),
    notice: 'log',
  },
  {
    name: 'events',
    call: 'events',
    group: 'shell',
    // GET /v2/get-events carries no session: a 401 on it is a plain failure.
    on401: 'fails',
    where: 'side menu, All Sports',
    ...onHomeOncePerLoad,
    shows: async (page, body) => {
      const games = data(body) as { name: string }[];
      await expect(sportsMenu(page).getByText(games[0]!.name, { exact: true }).first()).toBeVisible({ timeout: 1 });
    },
    whileFailing: async (page) => expect(sportsMenu(page).getByText('Sports could not be loaded.')).toBeVisible({ timeout: 1 }),
    notice: 'log',
  },
  {
    name: 'eventLocks',
    call: 'eventLocks',
    group: 'shell',
    on401: 'expire',
    where: 'side menu (locked sports)',
    ...onHomeOncePerLoad,
    // Rahul has nothing locked: the menu lists every sport, and a failed lock lookup locks nothing.
    shows: async (page) => expect(sportsMenu(page).getByRole('button', { name: 'Cricket' })).toBeVisible({ timeout: 1 }),
    notice: 'log',
  },
  {
    name: 'notices',
    call: 'notices',
    group: 'shell',
    on401: 'expire',
    where: 'news ticker',
    ...onHomeOncePerLoad,
    shows: async (page, body) => {
      const notices = data(body) as { notice: string }[];
      await expect(page.getByRole('marquee', { name: 'News' })).toContainText(notices[0]!.notice.trim(), { timeout: 1 });
    },
    // No news without an answer: the strip keeps its place (nothing below it moves) with no text, and is not busy.
    whileFailing: async (page) => {
      await expect(page.getByTestId('balance')).toBeVisible({ timeout: 1 });
      const strip = page.getByRole('marquee', { name: 'News' });
      await expect(strip).toHaveAttribute('aria-busy', 'false', { timeout: 2_000 });
      await expect(strip.locator('.text')).toHaveCount(0, { timeout: 2_000 });
    },
    notice: 'log',
  },
  {
    name: 'banners',
    call: 'banners',
    group: 'shell',
    on401: 'expire',
    where: 'home banner carousel',
    ...onHomeOncePerLoad,
    shows: async (page, body) => {
      const banners = data(body) as { banner: string }[];
      await expect(page.getByRole('region', { name: 'Banners' }).locator('img').first()).toHaveAttribute('src', banners[0]!.banner, { timeout: 1 });
    },
    whileFailing: async (page) => {
      await expect(page.getByTestId('balance')).toBeVisible({ timeout: 1 });
      await expect(page.getByRole('region', { name: 'Banners' })).toHaveCount(0, { timeout: 1 });
    },
    notice: 'log',
  },
  {
    name: 'signIn',
    call: 'signIn',
    group: 'shell',
    // A sign-in's 401 is a refused login, with the server's words.
    on401: 'refused',
    loggedOut: true,
    where: 'header login form',
    open: async (page) => void (await page.goto('/')),
    again: submitLogin,
    shows: async (page) => expect(page.getByTestId('balance')).toBeVisible({ timeout: 1 }),
    // A failed login leaves the visitor on the form, the name still typed.
    whileFailing: async (page) => {
      await expect(loginForm(page).getByPlaceholder('Username')).toHaveValue(RAHUL.userName, { timeout: 1 });
      await expect(loginForm(page).getByRole('button', { name: 'Login', exact: true })).toBeEnabled({ timeout: 1 });
    },
    // Spec 000 section 8: the server's message, else 'Login Failed'.
    notice: /^Login Failed$/,
    notices: { '401': /^Unauthorized$/, slow: LOGIN_OK },
    beforeRecovery: logOutIfIn,
    afterRecovery: logOutIfIn,
  },
  {
    name: 'visitorIp',
    call: 'visitorIp',
    group: 'shell',
    on401: 'fails',
    loggedOut: true,
    where: 'login (IP lookup)',
    // The lookup runs as the login form opens (and again at submit when it failed). Every load of the
    // row's page starts with no cached answer, so each one looks the IP up; removing it just before a
    // reload raced with a lookup still on its way, whose answer, cached, then spared every later load.
    open: async (page) => {
      await page.addInitScript(() => localStorage.removeItem('exchange.ipInfo'));
      await page.goto('/');
    },
    // A logged-in player has no login form, so no lookup: back to a visitor (logging out loads the page again).
    again: async (page) => {
      if ((await page.getByTestId('balance').count()) > 0) await logOut(page);
      else await page.reload();
      // Right after a load the form may still be swapped for its full version: type again until the login goes through.
      await expect(async () => {
        if ((await page.getByTestId('balance').count()) > 0) return;
        await submitLogin(page);
        await expect(page.getByTestId('balance')).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 20_000 });
    },
    reloads: true,
    // The lookup shows nothing by itself: the visitor's form (or, once logged in, the balance) is there.
    shows: async (page) => expect(page.getByTestId('balance').or(loginForm(page)).first()).toBeVisible({ timeout: 1 }),
    // A failed lookup never stops a login (the IP is asked again at the next one): the player is only told the login worked.
    notice: LOGIN_OK,
    notices: { slow: LOGIN_OK },
    afterFault: async (page) => {
      await expect(page.getByTestId('balance')).toBeVisible();
    },
    beforeRecovery: logOutIfIn,
    afterRecovery: logOutIfIn,
  },
  {
    name: 'competitions',
    call: 'competitions',
    group: 'header and sports',
    on401: 'expire',
    where: 'side menu, a sport',
    open: async (page) => {
      await page.goto('/');
      await sportsMenu(page).getByRole('button', { name: 'Cricket' }).click();
    },
    again: async (page) => {
      await sportsMenu(page).getByRole('button', { name: 'Back to All Sports' }).click();
      await sportsMenu(page).getByRole('button', { name: 'Cricket' }).click();
    },
    shows: async (page, body) => {
      const list = data(body) as { competitionName: string }[];
      await expect(sportsMenu(page).getByRole('button', { name: list[0]!.competitionName })).toBeVisible({ timeout: 1 });
    },
    whileFailing: async (page) => expect(sportsMenu(page).getByText('Competitions could not be loaded.')).toBeVisible({ timeout: 1 }),
    notice: 'log',
  },
  {
    name: 'matches',
    call: 'matches',
    group: 'header and sports',
    on401: 'expire',
    where: 'side menu, a competition',
    open: async (page) => {
      await page.goto('/');
      await sportsMenu(page).getByRole('button', { name: 'Cricket' }).click();
      await sportsMenu(page).getByRole('button', { name: 'IPL' }).or(sportsMenu(page).locator('li button').nth(1)).first().click();
    },
    again: async (page) => {
      const menu = sportsMenu(page);
      const crumb = menu.locator('li.crumb button');
      const name = ((await crumb.textContent()) ?? '').trim();
      await crumb.click();
      await menu.getByRole('button', { name, exact: true }).click();
    },
    shows: async (page, body) => {
      const open = (data(body) as { eventName: string; declared: boolean }[]).filter((m) => !m.declared);
      if (open.length === 0) await expect(sportsMenu(page).getByText('No events').first()).toBeVisible({ timeout: 1 });
      else await expect(sportsMenu(page).getByText(open[0]!.eventName).first()).toBeVisible({ timeout: 1 });
    },
    whileFailing: async (page) => expect(sportsMenu(page).getByText('Events could not be loaded.')).toBeVisible({ timeout: 1 }),
    notice: 'log',
  },
  betRow({
    name: 'placeBet (exchange)',
    group: 'market page',
    where: 'market page, Match Odds bet slip',
    open: openUpcomingMarket,
    openSlip,
  }),
];

/** Every row, in the order the table prints them. */
export const FAULT_ROWS: FaultRow[] = [...EXCHANGE_ROWS, ...CASINO_HORSE_ROWS];
