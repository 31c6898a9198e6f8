// The fault matrix, header and sports rows: the header's three 20 s polls (exposure, user details, live trades), the Open Bets
// panel, the cricket list and the side menu's competitions and events, through every fault (tests/features/faults/matrix.tsx).
import { describe, expect, it } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { HEADER_POLL_MS, MATCH_LIST_POLL_MS } from '../../../src/domain/constants';
import { FAULTS, faultMatrix, runRow, type App, type FaultRow } from './matrix';
import { buttonsNamed, expectButton, hasText } from './screen';

const m = faultMatrix({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });

const data = (body: unknown) => (body as { data: unknown }).data;
const money = (testId: string): number => Number((document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? 'NaN').replace(/[^\d.-]/g, ''));
const nearly = (a: number, b: number) => Math.abs(a - b) < 0.006;

const click = async (app: App, el: HTMLElement | undefined | null, what: string) => {
  expect(el, `${what}`).toBeTruthy();
  act(() => void el!.click());
  await app.settle();
};

/** Clicks the button `find` returns once it is there. */
const clickWhenThere = async (app: App, find: () => HTMLElement | undefined | null, what: string) => {
  await app.until(() => expect(find(), `${what}`).toBeTruthy(), what);
  await click(app, find(), what);
};
const inMenu = (name: string) => () => buttonsNamed(sportsMenu(), name)[0];

/** The menu back at All Sports (it keeps its place across a session's end; a reload would not). */
async function toAllSports(app: App): Promise<void> {
  for (let crumb = sportsMenu().querySelector<HTMLElement>('li.crumb button'); crumb; crumb = sportsMenu().querySelector<HTMLElement>('li.crumb button')) await click(app, crumb, 'the crumb');
}
/** The menu's first competition of cricket: IPL, else the first listed. */
const firstCompetition = () => buttonsNamed(sportsMenu(), 'IPL')[0] ?? sportsMenu().querySelectorAll<HTMLElement>('li:not(.crumb) button')[0];

/** The header's refresh button: an immediate round of its three polls (they share the 20 s period). */
const refreshHeader = async (app: App) => click(app, document.querySelector<HTMLElement>('button[aria-label="Refresh balance"]'), 'Refresh balance');

/** The side panel's sports menu. */
const sportsMenu = (): HTMLElement => {
  const menu = [...document.querySelectorAll<HTMLElement>('[aria-label="Sports"]')].find((el) => el.getAttribute('role') !== 'tablist');
  expect(menu, 'the sports menu').toBeTruthy();
  return menu!;
};

const home = async (app: App) => {
  if (app.router.pathname !== '/') await app.navigate('/');
  await app.until(() => expect(document.querySelector('[data-testid="balance"]'), 'the balance').not.toBeNull(), 'the header');
};

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function pickMarket(app: App): Promise<void> {
  await app.until(() => expect(document.querySelectorAll('#open-bets-title ~ * select option, [aria-labelledby="open-bets-title"] select option').length).toBeGreaterThan(1), 'the Open Bets markets');
  const select = document.querySelector<HTMLSelectElement>('[aria-labelledby="open-bets-title"] select')!;
  act(() => void fireEvent.change(select, { target: { value: select.options[1]!.value } }));
  await app.settle();
}

const ROWS: FaultRow[] = [
  {
    name: 'exposure',
    call: 'exposure',
    on401: 'expire',
    where: 'header (home)',
    open: home,
    periodMs: HEADER_POLL_MS,
    again: refreshHeader,
    shows: (_app, body) => expect(nearly(money('exposure'), Math.abs((body as { exposure: number }).exposure)), 'the exposure shown').toBe(true),
    notice: 'log',
  },
  {
    name: 'userDetails',
    call: 'userDetails',
    on401: 'expire',
    where: 'header (home)',
    open: home,
    periodMs: HEADER_POLL_MS,
    again: refreshHeader,
    shows: (_app, body) => {
      const opening = (body as { user: { openingBalance: number } }).user.openingBalance;
      expect(nearly(money('balance'), opening - Math.abs(money('exposure'))), 'the balance shown').toBe(true);
    },
    notice: 'log',
  },
  {
    name: 'liveTrades',
    call: 'liveTrades',
    on401: 'expire',
    where: 'header, Exposure Detail',
    open: async (app) => {
      await home(app);
      await clickWhenThere(app, () => document.querySelector<HTMLElement>('button[aria-label="Exposure detail"]'), 'Exposure detail');
    },
    periodMs: HEADER_POLL_MS,
    again: async (app) => {
      act(() => void fireEvent.keyDown(dialog() ?? document.body, { key: 'Escape' }));
      await refreshHeader(app);
      // A refresh answered 401 logs the player out: there is no button to open the dialog with.
      const open = document.querySelector<HTMLElement>('button[aria-label="Exposure detail"]');
      if (open && !dialog()) await click(app, open, 'Exposure detail');
    },
    shows: (_app, body) => {
      const trades = data(body) as { event: string }[];
      const d = dialog();
      expect(d, 'the Exposure Detail dialog').not.toBeNull();
      if (trades.length === 0) expect(hasText(d!, 'No real time records found')).toBe(true);
      else for (const t of trades) expect([...d!.querySelectorAll('a')].some((a) => (a.textContent ?? '').trim() === t.event), `a link to ${t.event}`).toBe(true);
    },
    notice: 'log',
  },
  {
    name: 'matchesBySport',
    call: 'matchesBySport',
    on401: 'expire',
    where: '/cricket list',
    open: async (app) => app.navigate('/cricket'),
    periodMs: MATCH_LIST_POLL_MS,
    shows: (_app, body) => {
      const listed = (data(body) as { eventName: string; declared: boolean; marketName: string }[]).filter((x) => !x.declared && x.marketName !== '' && !/winner/i.test(x.marketName));
      expect(listed.length).toBeGreaterThan(0);
      expect(hasText(document.body, listed[0]!.eventName), `${listed[0]!.eventName} listed`).toBe(true);
    },
    notice: 'log',
  },
  {
    name: 'matchBets',
    call: 'matchBets',
    on401: 'expire',
    where: 'Open Bets panel',
    open: async (app) => {
      await home(app);
      await pickMarket(app);
    },
    periodMs: HEADER_POLL_MS,
    again: refreshHeader,
    shows: (_app, body) => {
      // The panel lists the bets of the market picked (match and market type) out of the match's bets.
      const select = document.querySelector<HTMLSelectElement>('[aria-labelledby="open-bets-title"] select');
      const markettype = (select?.value ?? '').split('|')[1] ?? '';
      const bets = (data(body) as { selection: string; type: string; markettype: string }[]).filter((b) => b.markettype.toLowerCase() === markettype.toLowerCase());
      expect(bets.length).toBeGreaterThan(0);
      const panel = document.querySelector('[aria-labelledby="open-bets-title"]')!;
      expect(panel.querySelector(`[aria-label="${bets[0]!.type} ${bets[0]!.selection}"]`), `the bet ${bets[0]!.type} ${bets[0]!.selection}`).not.toBeNull();
    },
    notice: 'log',
  },
  {
    name: 'competitions',
    call: 'competitions',
    on401: 'expire',
    where: 'side menu, a sport',
    open: async (app) => {
      await home(app);
      await toAllSports(app);
      await clickWhenThere(app, inMenu('Cricket'), 'Cricket in the sports menu');
    },
    again: async (app) => {
      await clickWhenThere(app, inMenu('Back to All Sports'), 'Back to All Sports');
      await clickWhenThere(app, inMenu('Cricket'), 'Cricket in the sports menu');
    },
    shows: (_app, body) => {
      const list = data(body) as { competitionName: string }[];
      expectButton(sportsMenu(), new RegExp(list[0]!.competitionName), 'the first competition');
    },
    whileFailing: () => expect(hasText(sportsMenu(), /^Competitions could not be loaded\./)).toBe(true),
    notice: 'log',
  },
  {
    name: 'matches',
    call: 'matches',
    on401: 'expire',
    where: 'side menu, a competition',
    open: async (app) => {
      await home(app);
      await toAllSports(app);
      await clickWhenThere(app, inMenu('Cricket'), 'Cricket in the sports menu');
      await clickWhenThere(app, firstCompetition, 'a competition in the menu');
    },
    again: async (app) => {
      const crumb = sportsMenu().querySelector<HTMLElement>('li.crumb button');
      const name = (crumb?.textContent ?? '').trim();
      await click(app, crumb, 'the crumb');
      await clickWhenThere(app, () => buttonsNamed(sportsMenu(), name)[0], name);
    },
    shows: (_app, body) => {
      const open = (data(body) as { eventName: string; declared: boolean }[]).filter((x) => !x.declared);
      if (open.length === 0) expect(hasText(sportsMenu(), 'No events')).toBe(true);
      else expect(hasText(sportsMenu(), open[0]!.eventName), `${open[0]!.eventName} in the menu`).toBe(true);
    },
    whileFailing: () => expect(hasText(sportsMenu(), /^Events could not be loaded\./)).toBe(true),
    notice: 'log',
  },
];

describe('fault matrix: header and sports', () => {
  for (const row of ROWS) {
    it(`${row.name} (${row.where}) survives every fault`, { timeout: 180_000 }, async () => {
      expect(await runRow(m, row)).toEqual(FAULTS);
    });
  }
});
