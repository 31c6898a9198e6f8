// The pages the accessibility check runs axe on, in both themes: one line per page (or modal), grouped in sets that share a login.
import { expect, type Page } from '@playwright/test';
import { fullmarketUrl, inPlayCricketMatch, navigateInApp, openCells } from './helpers';
import { casinoGamePath, setSimKnobs } from './simulated';

interface AxePage {
  name: string;
  /** Where to go (a function for pages whose address is found at run time); absent: stay where the previous line left off. */
  path?: string | ((page: Page) => Promise<string>);
  /** Opens what is checked once the page is there (a modal), and waits until it shows. */
  open?: (page: Page) => Promise<void>;
  /** What shows once the page has its content (axe checks a finished page, not a spinner). */
  ready: (page: Page) => Promise<void>;
  /** 'dialog': the line is a modal, and axe reads the dialog alone (the page under it was read on its own line). */
  reads?: 'dialog';
  /** Closes what `open` opened, for the next line. */
  close?: (page: Page) => Promise<void>;
}

export interface AxePageSet {
  name: string;
  loggedIn: boolean;
  pages: AxePage[];
}

/** A table with its answer in (while a request runs the rows are dimmed, which is not what a reader gets). */
const table = async (page: Page) => {
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};
const dialog = async (page: Page) => expect(page.getByRole('dialog').first()).toBeVisible();
const escape = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};
const heading = (name: RegExp | string) => async (page: Page) => expect(page.getByRole('heading', { name }).first()).toBeVisible();


/** Every price block of the market page says its prices are stale, and stale prices are on screen. */
async function staleMarket(page: Page): Promise<void> {
  for (const block of ['ODDS', 'BOOKMAKER']) await expect(page.locator(`[data-stale-label="${block}"]`).first()).toBeVisible();
  // The Fancy block shows while the match has sessions open (the world may close them all, an innings break): stale when shown.
  const fancy = page.getByRole('region', { name: 'Fancy', exact: true });
  await expect.poll(async () => (await fancy.count()) === 0 || (await page.locator('[data-stale-label="FANCY"]').count()) > 0).toBe(true);
  await expect(page.locator('section:has([data-stale-label]) [data-price="on"] .price:not(.empty)').first()).toBeVisible();
}

/** A race whose time button is live, as a player reaches it from the schedule. */
async function liveRacePath(page: Page): Promise<string> {
  if (new URL(page.url()).pathname !== '/horseracing') await navigateInApp(page, '/horseracing');
  const live = page.getByLabel('Horse racing schedule').locator('button[data-live="on"]').first();
  await expect(live).toBeEnabled();
  await live.click();
  await expect(page).toHaveURL(/\/HorseMarket\//);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/**
 * A new page (casino, horse racing) joins with one line in the set it belongs to (or a new set):
 * its path, what shows when it is ready, and for a modal how to open and close it.
 */
export const AXE_PAGE_SETS: AxePageSet[] = [
  {
    name: 'visitor',
    loggedIn: false,
    pages: [
      { name: 'home', path: '/', ready: async (p) => expect(p.getByRole('form', { name: 'Login' }).first()).toBeVisible() },
      {
        name: 'rules modal',
        open: async (p) => p.getByRole('button', { name: 'Rules and Regulations' }).or(p.getByRole('link', { name: 'Rules and Regulations' })).first().click(),
        reads: 'dialog',
        ready: dialog,
        close: escape,
      },
      { name: 'not found', path: '/notfound', ready: heading('404') },
    ],
  },
  {
    name: 'sports lists',
    loggedIn: true,
    pages: [
      { name: 'home', path: '/', ready: async (p) => expect(p.getByTestId('balance')).toBeVisible() },
      { name: 'exposure modal', open: async (p) => p.getByRole('button', { name: 'Exposure detail' }).click(), reads: 'dialog', ready: dialog, close: escape },
      { name: 'account menu', open: async (p) => p.getByRole('button', { name: 'My Account' }).click(), reads: 'dialog', ready: dialog, close: escape },
      { name: 'in play', path: '/inplay', ready: async (p) => expect(p.locator('main')).toBeVisible() },
      { name: 'cricket', path: '/cricket', ready: async (p) => expect(p.locator('main')).toBeVisible() },
      { name: 'sports', path: '/sports', ready: async (p) => expect(p.locator('main')).toBeVisible() },
      { name: 'multi markets', path: '/multimarket', ready: async (p) => expect(p.getByText('There are currently no followed multi markets.')).toBeVisible() },
    ],
  },
  {
    name: 'market',
    loggedIn: true,
    pages: [
      {
        name: 'market page',
        path: async () => fullmarketUrl(await inPlayCricketMatch()),
        ready: async (p) => expect(p.getByRole('region', { name: 'Fancy', exact: true })).toBeVisible(),
      },
      {
        name: 'bet slip',
        // An open price: a click on one under a cover (the ball in play, a suspension) waits for the cover to lift.
        open: async (p) => openCells(p.getByRole('region'), /^Back .* at \d/).first().click(),
        ready: async (p) => expect(p.getByRole('form', { name: /^Bet slip: / })).toBeVisible(),
      },
      {
        // The same page with every price stale (its polls get no answer): read as it is, hatched, never dimmed.
        name: 'market page, prices stale',
        open: async (p) => setSimKnobs(p, { faults: { odds: 'offline', bookmaker: 'offline', fancy: 'offline' } }),
        ready: staleMarket,
      },
    ],
  },
  {
    name: 'casino and horse racing',
    loggedIn: true,
    pages: [
      { name: 'casino lobby', path: '/casino', ready: async (p) => expect(p.getByRole('list', { name: 'Casino games' }).getByRole('listitem').first()).toBeVisible() },
      {
        name: 'casino table',
        path: () => casinoGamePath('DRAGON TIGER'),
        ready: async (p) => {
          await expect(p.getByTestId('casino-table')).toBeVisible();
          await expect(p.getByTestId('round-id').locator('b')).not.toHaveText('-');
          // Checked while bets are open: a suspended outcome is disabled and covered, an open one shows its colours.
          await expect(p.locator('button[data-testid^="outcome-"]:enabled').first()).toBeVisible();
        },
      },
      { name: 'generic casino list', path: '/casino-new', ready: async (p) => expect(p.getByRole('list', { name: 'Casino tables' }).getByRole('link').first()).toBeVisible() },
      { name: 'video tables list', path: '/video-tables', ready: async (p) => expect(p.getByRole('list', { name: 'Video tables' }).or(p.getByLabel('Video tables')).first()).toBeVisible() },
      { name: 'horse racing schedule', path: '/horseracing', ready: async (p) => expect(p.getByLabel('Horse racing schedule').locator('button[data-live]').first()).toBeVisible() },
      { name: 'race page', path: liveRacePath, ready: async (p) => expect(p.locator('[data-market]').first()).toBeVisible() },
    ],
  },
  {
    name: 'account',
    loggedIn: true,
    pages: [
      { name: 'profile', path: '/profile', ready: heading(/profile/i) },
      { name: 'change password modal', open: async (p) => p.getByRole('button', { name: /change password/i }).first().click(), reads: 'dialog', ready: dialog, close: escape },
      { name: 'statement', path: '/accountstatement', ready: table },
      { name: 'bet history', path: '/betshistory', ready: table },
      { name: 'profit and loss', path: '/profitloss', ready: table },
      { name: 'password history', path: '/passwordhistory', ready: table },
      { name: 'login activity', path: '/loginactivity', ready: table },
      { name: 'stake settings', path: '/settings', ready: async (p) => expect(p.getByRole('button', { name: 'Save' })).toBeVisible() },
    ],
  },
];
